import ChatGeometry

/// Chooses the font for each grapheme cluster: the first listed font with glyphs for all its required
/// scalars, colour fonts first for emoji presentation; with system fallback, fontconfig's best covering
/// font next; then a listed font covering at least the base character; else the primary font (.notdef).
/// Results are cached per cluster kind. Not thread-safe: the engine uses it under its lock.
final class FontMatcher {
    private struct Key: Hashable {
        var weight: FontWeight
        var presentation: GraphemeClass.Presentation
        var required: [UInt32]
    }

    private struct SystemKey: Hashable {
        var weight: FontWeight
        var colorOnly: Bool
        var required: [UInt32]
    }

    private let table: FontTable
    private let regularChain: [FontFace]
    private let semiboldChain: [FontFace]
    private let regularPrimary: Int
    private let semiboldPrimary: Int
    private let systemFallback: Bool
    private var fontconfig: FontconfigSession?
    private var fontconfigFailed = false
    private var cache: [Key: Int] = [:]
    private var systemCache: [SystemKey: Int?] = [:]

    /// Opens the first face of each weight's list (its primary font, which gives line metrics) and throws when
    /// one cannot be opened or a weight has no face. The other listed faces are opened when a cluster first
    /// needs one: a Latin-only text never opens the CJK, Arabic or emoji fonts of the list. (A listed face was
    /// already read when the list was made, by fontconfig or FreeType; one that fails to open later is skipped.)
    init(fonts: FontSet, table: FontTable) throws {
        func chain(_ weight: FontWeight) throws -> (faces: [FontFace], primary: Int) {
            let faces = fonts.faces(for: weight)
            guard let first = faces.first else { throw TextError.noFonts(weight: weight.rawValue) }
            return (faces, try table.load(first).id)
        }
        self.table = table
        (self.regularChain, self.regularPrimary) = try chain(.regular)
        (self.semiboldChain, self.semiboldPrimary) = try chain(.semibold)
        self.systemFallback = fonts.systemFallback
    }

    /// The primary font of `weight`: the first of its list, which gives line metrics.
    func primary(for weight: FontWeight) -> LoadedFont { table[weight == .semibold ? semiboldPrimary : regularPrimary] }

    /// The font for a cluster, or nil when the cluster needs none of its own (only default-ignorable
    /// scalars: it takes the font of the cluster before it).
    func font(for grapheme: GraphemeClass, weight: FontWeight) -> Int? {
        guard !grapheme.required.isEmpty else { return nil }
        let key = Key(weight: weight, presentation: grapheme.presentation, required: grapheme.required)
        if let cached = cache[key] { return cached }
        let id = choose(grapheme, weight: weight)
        cache[key] = id
        return id
    }

    /// True when font `id` has glyphs for every scalar `grapheme` needs.
    func font(_ id: Int, covers grapheme: GraphemeClass) -> Bool {
        let font = table[id]
        return grapheme.required.allSatisfy { font.covers($0) }
    }

    private func choose(_ grapheme: GraphemeClass, weight: FontWeight) -> Int {
        let required = grapheme.required
        let primary = weight == .semibold ? semiboldPrimary : regularPrimary
        // The listed fonts in order, each opened only when this search reaches it.
        let chain = (weight == .semibold ? semiboldChain : regularChain).lazy.compactMap { [table] face in
            table.loadIfPossible(face)
        }
        func coversAll(_ font: LoadedFont) -> Bool { required.allSatisfy { font.covers($0) } }
        if grapheme.presentation == .emoji {
            if let font = chain.first(where: { $0.isColor && coversAll($0) }) { return font.id }
            if let id = systemFont(covering: required, colorOnly: true, weight: weight) { return id }
        }
        if grapheme.presentation == .explicitText {
            let ordered = Array(chain.filter { !$0.isColor }) + Array(chain.filter { $0.isColor })
            if let font = ordered.first(where: coversAll) { return font.id }
            if let id = systemFont(covering: required, colorOnly: false, weight: weight) { return id }
            return ordered.first(where: { $0.covers(required[0]) })?.id ?? primary
        }
        if let font = chain.first(where: coversAll) { return font.id }
        if let id = systemFont(covering: required, colorOnly: false, weight: weight) { return id }
        return chain.first(where: { $0.covers(required[0]) })?.id ?? primary
    }

    private func systemFont(covering required: [UInt32], colorOnly: Bool, weight: FontWeight) -> Int? {
        guard systemFallback else { return nil }
        let key = SystemKey(weight: weight, colorOnly: colorOnly, required: required)
        if let cached = systemCache[key] { return cached }
        var found: Int?
        if let session = session(), let face = session.face(covering: required, colorOnly: colorOnly, weight: weight),
           let font = table.loadIfPossible(face), required.allSatisfy({ font.covers($0) }) {
            found = font.id
        }
        systemCache[key] = found
        return found
    }

    private func session() -> FontconfigSession? {
        if fontconfig == nil && !fontconfigFailed {
            fontconfig = try? FontconfigSession()
            fontconfigFailed = fontconfig == nil
        }
        return fontconfig
    }
}
