import ChatGeometry

/// The fonts a `TextEngine` sets text in: for each weight an ordered fallback list of faces (the first is
/// the primary font, which gives line metrics), and whether to ask fontconfig for characters none covers.
package struct FontSet: Sendable, Hashable {
    /// Faces for regular text, in fallback order.
    package let regular: [FontFace]
    /// Faces for semibold text, in fallback order.
    package let semibold: [FontFace]
    /// When true, a cluster no listed face covers is looked up through fontconfig (FcFontSort and
    /// charsets). When false (tests, pinned rendering), it is drawn with the primary font's .notdef glyph.
    package let systemFallback: Bool

    /// A font set from explicit faces, used as given. `semibold` defaults to the regular faces.
    /// Files are opened (and checked) when a `TextEngine` is created.
    package init(regular: [FontFace], semibold: [FontFace]? = nil, systemFallback: Bool = false) {
        self.regular = regular
        self.semibold = semibold ?? regular
        self.systemFallback = systemFallback
    }

    /// Resolves an ordered font list. Faces are grouped by family (a file's family is read from the font);
    /// each family keeps its position of first mention and contributes, for each weight, its face nearest
    /// in weight (OS/2 `usWeightClass`) to 400 (regular) or 600 (semibold), upright faces first, ties going
    /// to the heavier face. So `[Inter-Regular.otf, Inter-SemiBold.otf, NotoColorEmoji.ttf]` gives regular
    /// `[Inter-Regular, NotoColorEmoji]` and semibold `[Inter-SemiBold, NotoColorEmoji]`.
    ///
    /// Throws `TextError` for a missing or unreadable file, a file that is not a font, a face index or
    /// family a file does not have, or a family fontconfig does not know (naming the Debian package when
    /// known).
    package init(_ requests: [FontRequest], systemFallback: Bool = false) throws {
        guard !requests.isEmpty else { throw TextError.noFonts(weight: "any") }
        let resolver = try FontSetResolver()
        let families = try resolver.families(for: requests)
        self.init(
            regular: Self.unique(families.map { FontSetResolver.nearest(in: $0, toWeight: 400) }),
            semibold: Self.unique(families.map { FontSetResolver.nearest(in: $0, toWeight: 600) }),
            systemFallback: systemFallback
        )
    }

    /// Resolves font list entries as written in a theme or on the command line (see
    /// `FontRequest.init(parsing:)`): family names, paths, `path#index`, `path#Family Name`.
    package init(parsing entries: [String], systemFallback: Bool = false) throws {
        try self.init(entries.map { try FontRequest(parsing: $0) }, systemFallback: systemFallback)
    }

    /// The fallback list for `weight`.
    package func faces(for weight: FontWeight) -> [FontFace] {
        switch weight {
        case .regular: return regular
        case .semibold: return semibold
        }
    }

    private static func unique(_ faces: [FontFace]) -> [FontFace] {
        var seen: Set<FontFace> = []
        return faces.filter { seen.insert($0).inserted }
    }
}
