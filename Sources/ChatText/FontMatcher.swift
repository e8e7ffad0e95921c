import ChatLayout

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
    private let regularChain: [Int]
    private let semiboldChain: [Int]
    private let systemFallback: Bool
    private var fontconfig: FontconfigSession?
    private var fontconfigFailed = false
    private var cache: [Key: Int] = [:]
    private var systemCache: [SystemKey: Int?] = [:]

    /// Opens every face of `fonts` in `table`. Throws when a listed face cannot be opened or a weight has
    /// no face.
    init(fonts: FontSet, table: FontTable) throws {
        func chain(_ weight: FontWeight) throws -> [Int] {
            let faces = fonts.faces(for: weight)
            guard !faces.isEmpty else { throw TextError.noFonts(weight: weight.rawValue) }
            return try faces.map { try table.load($0).id }
        }
        self.table = table
        self.regularChain = try chain(.regular)
        self.semiboldChain = try chain(.semibold)
        self.systemFallback = fonts.systemFallback
    }

    /// The primary font of `weight`: the first of its list, which gives line metrics.
    func primary(for weight: FontWeight) -> LoadedFont { table[chain(for: weight)[0]] }

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

    private func chain(for weight: FontWeight) -> [Int] {
        weight == .semibold ? semiboldChain : regularChain
    }

    private func choose(_ grapheme: GraphemeClass, weight: FontWeight) -> Int {
        let required = grapheme.required
        let chain = chain(for: weight)
        func coversAll(_ id: Int) -> Bool {
            let font = table[id]
            return required.allSatisfy { font.covers($0) }
        }
        if grapheme.presentation == .emoji {
            if let id = chain.first(where: { table[$0].isColor && coversAll($0) }) { return id }
            if let id = systemFont(covering: required, colorOnly: true, weight: weight) { return id }
        }
        let ordered = grapheme.presentation == .explicitText
            ? chain.filter { !table[$0].isColor } + chain.filter { table[$0].isColor }
            : chain
        if let id = ordered.first(where: coversAll) { return id }
        if let id = systemFont(covering: required, colorOnly: false, weight: weight) { return id }
        if let id = ordered.first(where: { table[$0].covers(required[0]) }) { return id }
        return chain[0]
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
