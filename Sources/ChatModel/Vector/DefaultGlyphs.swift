import ChatGeometry
import ChatWorkers

/// chatrender's default vector glyphs (`Resources/default-glyphs.json`, theme.json's `glyphs` format): the glyphs a
/// theme pack that names none of its own draws with, its platform's status bar icons among them. Every built-in
/// pack carries its own glyphs; these keep packs written before glyphs were data drawing as they did.
package enum DefaultGlyphs {
    /// The glyphs as written: the shared ones (key nil) and each platform's (`signal`, `wifi`, `battery`), by name;
    /// parsed once, each glyph decoded the first time a theme needs it.
    private static let source: [String?: [String: (value: JSONValue, path: JSONPath)]] = {
        do {
            let document = try JSONParser().parse(PackageResources.default_glyphs_json)
            let object = try JSONObjectReader(document, path: .root)
            var source: [String?: [String: (value: JSONValue, path: JSONPath)]] = [nil: try members(object.required("glyphs"), at: object.path("glyphs"))]
            let platforms = try JSONObjectReader(try object.required("platforms"), path: object.path("platforms"))
            for member in platforms.members {
                source[member.key] = try members(member.value, at: platforms.path(member.key))
            }
            return source
        } catch {
            preconditionFailure("the default glyphs do not read: \(error)")
        }
    }()

    /// The glyphs decoded so far, by set (nil: shared) and name. A built-in pack draws with its own glyphs: decoding
    /// every default one it overrides took 12 M instructions at every start (docs/performance.md). Behind `Locked`,
    /// not a bare `Mutex`: concurrent renders (`check --jobs`, the service) decode themes at once, and ThreadSanitizer
    /// cannot see a `Mutex`'s hand-over (docs/robustness.md).
    private static let decoded = Locked<[String?: [String: VectorGlyph]]>([:])

    private static func members(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [String: (value: JSONValue, path: JSONPath)] {
        let object = try JSONObjectReader(value, path: path)
        var members: [String: (value: JSONValue, path: JSONPath)] = [:]
        for member in object.members { members[member.key] = (member.value, object.path(member.key)) }
        return members
    }

    /// Glyph `name` of set `set` (nil: the shared glyphs), decoded once.
    private static func glyph(_ name: String, in set: String?) -> VectorGlyph? {
        if let known = decoded.withLock({ $0[set]?[name] }) { return known }
        guard let (value, path) = source[set]?[name] else { return nil }
        let glyph: VectorGlyph
        do {
            glyph = try ThemeGlyphsDecoder.glyph(value, at: path, variables: VectorGlyph.variables)
        } catch {
            preconditionFailure("the default glyph \(path) does not read: \(error)")
        }
        decoded.withLock { $0[set, default: [:]][name] = glyph }
        return glyph
    }

    /// The default glyphs of `platform` (`ios` or `android`; another platform gets the iOS status bar), but for those
    /// named in `except` (a pack's own, which replace them).
    package static func glyphs(platform: String, except: Set<String> = []) -> [String: VectorGlyph] {
        let own = source[platform] != nil ? platform : "ios"
        var glyphs: [String: VectorGlyph] = [:]
        for set in [nil, own] as [String?] {
            for name in source[set].map({ Array($0.keys) }) ?? [] where !except.contains(name) {
                glyphs[name] = glyph(name, in: set)
            }
        }
        return glyphs
    }
}
