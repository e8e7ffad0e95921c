import ChatModel
import ChatRender
import Foundation
import Testing

/// The documentation a clone ships: links that resolve inside the repository, schemas that every sample, fixture
/// and built-in theme satisfies (and that the decoders agree with), and docs that name every key of the formats.
@Suite("docs and schemas")
struct DocsTests {
    static let documents = ["README.md", "CHANGELOG.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: Repo.path("docs"))) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// `[text](target)` and `![alt](target)` targets of a Markdown text (code spans and fenced blocks skipped).
    static func linkTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence || line.hasPrefix("    ") { continue }
            let text = String(line).replacingOccurrences(of: #"`[^`]*`"#, with: "", options: .regularExpression)
            let regex = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { targets.append(String(text[range])) }
            }
        }
        return targets
    }

    @Test("every relative link in README.md and docs/*.md resolves to a file inside the repository")
    func links() throws {
        #expect(Self.documents.contains("docs/conversation.md") && Self.documents.contains("docs/theme-pack.md"))
        #expect(Self.documents.contains("docs/design.md"))
        let root = Repo.root.standardizedFileURL.path
        var checked = 0
        for document in Self.documents {
            let text = try String(contentsOfFile: Repo.path(document), encoding: .utf8)
            #expect(!text.contains("shared/spec"), "\(document) points outside the repository")
            for target in Self.linkTargets(in: text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") || target.hasPrefix("#") {
                    continue
                }
                let file = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let base = Repo.root.appendingPathComponent(document).deletingLastPathComponent()
                let resolved = base.appendingPathComponent(file).standardizedFileURL.path
                #expect(resolved.hasPrefix(root + "/"), "\(document): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(document): \(target) does not exist")
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    /// The ```json blocks of a Markdown text.
    static func jsonBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" { current = []; continue }
            if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil; continue }
            current?.append(line)
        }
        return blocks
    }

    @Test("the input examples of README.md and docs/conversation.md render from a clean clone (their images exist)",
          arguments: ["README.md", "docs/conversation.md"])
    func inputExampleRenders(_ document: String) throws {
        let text = try String(contentsOfFile: Repo.path(document), encoding: .utf8)
        let example = try #require(Self.jsonBlocks(in: text).first { $0.contains("\"participants\"") && $0.contains("\"image\"") })
        // Saved as chat.json at the top of the clone, as the README says: its paths are the repository's.
        let conversation = try ConversationDecoder().decode(Array(example.utf8), baseDirectory: Repo.root.path)
        var paths: [String] = []
        for participant in conversation.participants { if let avatar = participant.avatar { paths.append(avatar) } }
        let regex = try NSRegularExpression(pattern: #""(?:avatar|image|sticker|thumbnail)": "([^"]+)""#)
        for match in regex.matches(in: example, range: NSRange(example.startIndex..., in: example)) {
            paths.append(String(example[Range(match.range(at: 1), in: example)!]))
        }
        #expect(paths.count >= 2, "\(document): the example shows an avatar and a photo")
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Repo.path(path)), "\(document): \(path) is not in the repository")
        }
        let image = try ChatRenderer(options: PinnedFonts.options()).render(conversation)
        #expect(image.width == 390 * 3)
    }

    @Test("the link finder finds links and skips code")
    func linkFinder() {
        let text = "See [a](docs/a.md) and ![b](img/b.png \"title\").\n`[c](no.md)`\n```\n[d](no.md)\n```\n    [e](no.md)\n"
        #expect(Self.linkTargets(in: text) == ["docs/a.md", "img/b.png"])
    }

    static func validator(_ schema: String) throws -> SchemaValidator {
        SchemaValidator(root: try JSONDocument.parse(Array(schema.utf8)))
    }

    /// Every JSON file under `directory` (recursively).
    static func jsonFiles(under directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: Repo.path(directory))
        var files: [String] = []
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".json") { files.append(directory + "/" + item) }
        }
        return files.sorted()
    }

    @Test("the schemas use only keywords the checker implements, and refuse what the decoders refuse")
    func schemasAreChecked() throws {
        let conversation = try Self.validator(ConversationSchema.json)
        let theme = try Self.validator(ThemeSchema.json)
        #expect(conversation.unsupportedKeywords().isEmpty, "\(conversation.unsupportedKeywords())")
        #expect(theme.unsupportedKeywords().isEmpty, "\(theme.unsupportedKeywords())")
        let classic = try JSONDocument.parse([UInt8](Data(contentsOf: Repo.root.appendingPathComponent("assets/themes/classic/theme.json"))))
        guard case .object(var members) = classic else { Issue.record("theme.json is not an object"); return }
        members["colour"] = .string("#FFF")
        #expect(!theme.validate(.object(members)).isEmpty, "an unknown key must fail")
        members["colour"] = nil
        members["platform"] = .string("windows")
        #expect(!theme.validate(.object(members)).isEmpty, "an unknown platform must fail")
        members["platform"] = nil
        members["words"] = .object(["english": .object(["chats": .string("x")])])
        #expect(!theme.validate(.object(members)).isEmpty, "a language that is no locale name must fail")
        members["words"] = .object(["en": .object(["my-word": .string("x")])])
        #expect(!theme.validate(.object(members)).isEmpty, "a word key with a hyphen must fail")
        members["words"] = .object(["en": .object(["rooms": .string("Rooms")]), "zh_TW": .object(["rooms": .string("房間")])])
        #expect(theme.validate(.object(members)).isEmpty, "\(theme.validate(.object(members)))")
        let bad = try JSONDocument.parse(Array(#"{"participants":[{"id":"a","me":true}],"messages":[{"from":"a","text":"x","status":"seen"}]}"#.utf8))
        #expect(!conversation.validate(bad).isEmpty, "an unknown status must fail")
        for image in ["bubble@2x", "bubble.jpg", "../bubble", "/abs/bubble", "a\\\\b"] {
            let style = #"{"name":"x","bubbles":{"text":{"default":{"image":"\#(image)","tailSide":"right","capInsets":[1,1,1,1],"contentInsets":[1,1,1,1]}}},"colors":{}}"#
            let errors = theme.validate(try JSONDocument.parse(Array(style.utf8)))
            #expect(errors.contains { $0.contains("$.bubbles.text.default") }, "\(image): \(errors)")
        }
    }

    @Test("every sample, fixture and built-in theme validates against its schema and decodes")
    func everythingValidates() throws {
        let conversationSchema = try Self.validator(ConversationSchema.json)
        let themeSchema = try Self.validator(ThemeSchema.json)
        // assets/themes/themes.json is the built-in packs' index (the default theme), a pack's templates.json the
        // source its template PNGs are drawn from and contrast-exceptions.json the contrast test's list: neither a
        // pack nor a conversation.
        let notDocuments: Set<String> = ["assets/themes/themes.json", "Tests/ChatRenderTests/Fixtures/contrast-exceptions.json"]
        let files = (Self.jsonFiles(under: "samples") + Self.jsonFiles(under: "assets/themes") + Self.jsonFiles(under: "Tests/ChatRenderTests/Fixtures"))
            .filter { !notDocuments.contains($0) && !$0.hasSuffix("/templates.json") }
        var conversations = 0, themes = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: Repo.root.appendingPathComponent(file)))
            let document = try JSONDocument.parse(bytes)
            if document["bubbles"] != nil {
                themes += 1
                #expect(themeSchema.validate(document) == [], "\(file)")
                #expect(throws: Never.self, "\(file)") { try ThemeDecoder().decode(bytes) }
            } else {
                conversations += 1
                #expect(conversationSchema.validate(document) == [], "\(file)")
                let directory = Repo.root.appendingPathComponent(file).deletingLastPathComponent().path
                #expect(throws: Never.self, "\(file)") { try ConversationDecoder().decode(bytes, baseDirectory: directory) }
            }
        }
        #expect(themes >= 10 && conversations >= 10, "\(themes) themes, \(conversations) conversations")
    }

    /// The property names a schema declares (every `properties` object, recursively).
    static func propertyNames(of schema: JSONDocument) -> Set<String> {
        var names: Set<String> = []
        func walk(_ node: JSONDocument) {
            switch node {
            case .object(let members):
                if case .object(let properties)? = members["properties"] { names.formUnion(properties.keys) }
                members.values.forEach(walk)
            case .array(let elements): elements.forEach(walk)
            default: break
            }
        }
        walk(schema)
        names.remove("$schema")
        return names
    }

    @Test("docs/conversation.md and docs/theme-pack.md name every key of their schema")
    func docsNameEveryKey() throws {
        for (document, schema) in [("docs/conversation.md", ConversationSchema.json), ("docs/theme-pack.md", ThemeSchema.json)] {
            let text = try String(contentsOfFile: Repo.path(document), encoding: .utf8)
            for key in Self.propertyNames(of: try JSONDocument.parse(Array(schema.utf8))).sorted() {
                #expect(text.contains("`\(key)`") || text.contains("\"\(key)\""), "\(document) does not mention \(key)")
            }
        }
    }
}

/// The built-in themes are the packs on disk; their index names the default one.
@Suite("Built-in themes")
struct BuiltInThemeIndexTests {
    @Test("the built-in names are the pack directories, the default the one themes.json names")
    func namesFromTheDisk() throws {
        let locator = ThemeLocator(builtInRoots: [Repo.path("assets/themes")])
        let directories = try FileManager.default.contentsOfDirectory(atPath: Repo.path("assets/themes"))
            .filter { FileManager.default.fileExists(atPath: Repo.path("assets/themes/\($0)/theme.json")) }
        #expect(locator.builtInNames == directories.sorted())
        #expect(locator.defaultTheme == "imessage")
        #expect(try locator.locate(nil, baseDirectory: "/") == Repo.path("assets/themes/imessage"))
        // A root without an index: the first name.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-index-\(UUID().uuidString)")
        for name in ["zeta", "alpha"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: root.appendingPathComponent("\(name)/theme.json"))
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let bare = ThemeLocator(builtInRoots: [root.path])
        #expect(bare.builtInNames == ["alpha", "zeta"] && bare.defaultTheme == "alpha")
    }
}
