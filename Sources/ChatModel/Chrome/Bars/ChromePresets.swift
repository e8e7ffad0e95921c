import ChatGeometry
import ChatWorkers

/// The chrome bars chatrender ships as data (`Resources/chrome-presets.json`), by name: the status bars (`ios`,
/// `android`), the headers and the composers a theme pack may name instead of describing its own (`"header":
/// "leading"`). A name has a variant per platform where the platform changes it (`leading-android`).
package enum ChromePresets {
    /// A chrome bar of a theme: the status bar, the header or the composer of a conversation; the header and the
    /// tab bar of a list screen (chats, contacts).
    package enum Part: String, Sendable, CaseIterable {
        case statusBar, header, composer, listHeader, tabBar
    }

    /// The presets as written, by part and name, the whole file parsed: only when `ranges` cannot be read.
    private static let source: [Part: [String: (value: JSONValue, path: JSONPath)]] = {
        do {
            let document = try JSONParser().parse(PackageResources.chrome_presets_json)
            let object = try JSONObjectReader(document, path: .root)
            var source: [Part: [String: (value: JSONValue, path: JSONPath)]] = [:]
            for part in Part.allCases {
                let group = try JSONObjectReader(try object.required(part.rawValue), path: object.path(part.rawValue))
                var named: [String: (value: JSONValue, path: JSONPath)] = [:]
                for member in group.members { named[member.key] = (member.value, group.path(member.key)) }
                source[part] = named
            }
            return source
        } catch {
            preconditionFailure("the chrome presets do not read: \(error)")
        }
    }()

    /// Where each preset lies in `chrome-presets.json`, by part and name, found without parsing the values: a theme
    /// uses three or four presets of the thirty, and parsing the whole file was 9.5 M instructions of every start
    /// (docs/performance.md). Nil if the scan cannot read the file (then `source` is parsed whole).
    private static let ranges: [Part: [String: Range<Int>]]? = {
        let bytes = PackageResources.chrome_presets_json
        guard let parts = JSONMemberRanges.members(of: bytes, in: 0..<bytes.count) else { return nil }
        var ranges: [Part: [String: Range<Int>]] = [:]
        for (key, value) in parts {
            guard let part = Part(rawValue: key), let named = JSONMemberRanges.members(of: bytes, in: value) else { return nil }
            ranges[part] = Dictionary(named.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        return Part.allCases.allSatisfy { ranges[$0] != nil } ? ranges : nil
    }()

    /// The preset `name` of `part` as written, parsed on its own (or from the whole file when it could not be scanned).
    private static func written(_ part: Part, _ name: String) -> (value: JSONValue, path: JSONPath)? {
        guard let ranges else { return source[part]?[name] }
        guard let range = ranges[part]?[name] else { return nil }
        let path = JSONPath.root.appending(key: part.rawValue).appending(key: name)
        do {
            return (try JSONParser().parse(Array(PackageResources.chrome_presets_json[range])), path)
        } catch {
            preconditionFailure("the chrome preset \(path) does not read: \(error)")
        }
    }

    /// The names of `part` in the file, platform variants included, in no order.
    private static func writtenNames(_ part: Part) -> [String] {
        guard let ranges else { return source[part].map { Array($0.keys) } ?? [] }
        return ranges[part].map { Array($0.keys) } ?? []
    }

    /// The presets decoded so far. A theme uses three or four of the thirty: decoding every one when the first was
    /// asked for took 79 M instructions, more than half of an empty render's (docs/performance.md). Behind `Locked`
    /// (concurrent renders decode themes at once; ThreadSanitizer cannot see a bare `Mutex`, docs/robustness.md).
    private static let decoded = Locked<[Part: [String: ChromeBar]]>([:])

    /// The words every preset may read (the built-in table's keys), gathered once.
    private static let builtInWords = ThemeWords.builtIn.keys

    /// The preset `name` of `part` as written (no platform variant chosen), decoded once; nil when there is none.
    private static func decodedBar(_ part: Part, _ name: String) -> ChromeBar? {
        if let known = decoded.withLock({ $0[part]?[name] }) { return known }
        guard let (value, path) = written(part, name) else { return nil }
        let bar: ChromeBar
        do {
            bar = try ChromeBarDecoder.decode(value, at: path, words: builtInWords)
        } catch {
            preconditionFailure("the chrome preset \(path) does not read: \(error)")
        }
        decoded.withLock { $0[part, default: [:]][name] = bar }
        return bar
    }

    /// The preset `name` of `part` for `platform`: its platform's variant when it has one.
    package static func bar(_ part: Part, named name: String, platform: String) -> ChromeBar? {
        decodedBar(part, "\(name)-\(platform)") ?? decodedBar(part, name)
    }

    /// The names a pack may use for `part` (without platform variants).
    package static func names(_ part: Part) -> [String] {
        let all = writtenNames(part)
        return all.filter { name in !ThemeKeys.platforms.contains { name.hasSuffix("-\($0)") } }.sorted()
    }

    /// Every name of `part` in the presets, platform variants included (for tests that decode them all).
    package static func allNames(_ part: Part) -> [String] {
        writtenNames(part).sorted()
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
