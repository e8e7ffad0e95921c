import ChatGeometry

/// chatrender's default vector glyphs (`Resources/default-glyphs.json`, theme.json's `glyphs` format): the glyphs a
/// theme pack that names none of its own draws with, its platform's status bar icons among them. Every built-in
/// pack carries its own glyphs; these keep packs written before glyphs were data drawing as they did.
package enum DefaultGlyphs {
    /// The shared glyphs and each platform's (`signal`, `wifi`, `battery`).
    private static let sets: (shared: [String: VectorGlyph], platforms: [String: [String: VectorGlyph]]) = {
        do {
            let document = try JSONParser().parse(PackageResources.default_glyphs_json)
            let object = try JSONObjectReader(document, path: .root)
            let shared = try ThemeGlyphsDecoder.decode(try object.required("glyphs"), at: object.path("glyphs"))
            let platforms = try JSONObjectReader(try object.required("platforms"), path: object.path("platforms"))
            var byPlatform: [String: [String: VectorGlyph]] = [:]
            for member in platforms.members {
                byPlatform[member.key] = try ThemeGlyphsDecoder.decode(member.value, at: platforms.path(member.key))
            }
            return (shared, byPlatform)
        } catch {
            preconditionFailure("the default glyphs do not read: \(error)")
        }
    }()

    /// The default glyphs of `platform` (`ios` or `android`; another platform gets the iOS status bar).
    package static func glyphs(platform: String) -> [String: VectorGlyph] {
        sets.shared.merging(sets.platforms[platform] ?? sets.platforms["ios"] ?? [:]) { _, own in own }
    }
}
