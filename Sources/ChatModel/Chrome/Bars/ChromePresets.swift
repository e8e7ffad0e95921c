import ChatGeometry

/// The chrome bars chatrender ships as data (`Resources/chrome-presets.json`), by name: the status bars (`ios`,
/// `android`), the headers and the composers a theme pack may name instead of describing its own (`"header":
/// "leading"`). A name has a variant per platform where the platform changes it (`leading-android`).
package enum ChromePresets {
    /// A chrome bar of a theme: the status bar, the header or the composer of a conversation; the header and the
    /// tab bar of a list screen (chats, contacts).
    package enum Part: String, Sendable, CaseIterable {
        case statusBar, header, composer, listHeader, tabBar
    }

    private static let bars: [Part: [String: ChromeBar]] = {
        do {
            let document = try JSONParser().parse(PackageResources.chrome_presets_json)
            let object = try JSONObjectReader(document, path: .root)
            var bars: [Part: [String: ChromeBar]] = [:]
            for part in Part.allCases {
                let group = try JSONObjectReader(try object.required(part.rawValue), path: object.path(part.rawValue))
                var named: [String: ChromeBar] = [:]
                for member in group.members {
                    named[member.key] = try ChromeBarDecoder.decode(member.value, at: group.path(member.key), words: ThemeWords.builtIn.keys)
                }
                bars[part] = named
            }
            return bars
        } catch {
            preconditionFailure("the chrome presets do not read: \(error)")
        }
    }()

    /// The preset `name` of `part` for `platform`: its platform's variant when it has one.
    package static func bar(_ part: Part, named name: String, platform: String) -> ChromeBar? {
        bars[part]?["\(name)-\(platform)"] ?? bars[part]?[name]
    }

    /// The names a pack may use for `part` (without platform variants).
    package static func names(_ part: Part) -> [String] {
        let all = bars[part]?.keys.map { $0 } ?? []
        return all.filter { name in !ThemeKeys.platforms.contains { name.hasSuffix("-\($0)") } }.sorted()
    }
}

extension ChromePresets.Part {
    /// What the part is called in messages: "status bar", "header", "list header", "tab bar".
    package var noun: String {
        switch self {
        case .statusBar: "status bar"
        case .header: "header"
        case .composer: "composer"
        case .listHeader: "list header"
        case .tabBar: "tab bar"
        }
    }
}
