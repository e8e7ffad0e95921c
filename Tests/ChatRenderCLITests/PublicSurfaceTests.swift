import Foundation
import Testing

/// What `import ChatRender` gives a user, checked by type-checking small programs against the built modules:
/// the model, renderer, options, errors, encoders and image comparison are there; the stage modules' internals
/// (JSON parser, SHA-256, layout engine, theme model, codecs) are not.
@Suite("import ChatRender exposes the API and nothing internal")
struct PublicSurfaceTests {
    /// The build directory holding the test bundle and `Modules/`.
    static var buildDirectory: URL {
        let bundle = Bundle.main.bundleURL
        return FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Modules").path)
            ? bundle : bundle.deletingLastPathComponent()
    }

    /// Type-checks `source` as a client of the ChatRender module; returns the compiler's errors.
    /// `module`, when given, is the source of a module `AppModel` of the client's own, built first and importable.
    static func typecheck(_ source: String, name: String, module: String? = nil) throws -> (status: Int32, errors: String) {
        let dir = try CLI.scratch("surface-" + name)
        let file = dir + "/client.swift"
        try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        let build = buildDirectory
        var arguments = ["-typecheck", file, "-I", build.appendingPathComponent("Modules").path]
        if let module {
            try Data(module.utf8).write(to: URL(fileURLWithPath: dir + "/AppModel.swift"))
            let emitted = try CLI.run(executable: swiftc, ["-emit-module", "-parse-as-library", "-module-name", "AppModel",
                                                           "-emit-module-path", dir + "/AppModel.swiftmodule", dir + "/AppModel.swift"])
            guard emitted.status == 0 else { return (emitted.status, emitted.stderr) }
            arguments += ["-I", dir]
        }
        // The C modules ChatRender's modules import: system library wrappers from Sources, helpers from the build.
        let sources = CLI.repo.appendingPathComponent("Sources").path
        for entry in try FileManager.default.contentsOfDirectory(atPath: sources) where entry.hasPrefix("C") {
            let map = sources + "/" + entry + "/module.modulemap"
            if FileManager.default.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
            let built = build.appendingPathComponent(entry + ".build/module.modulemap").path
            if FileManager.default.fileExists(atPath: built) { arguments += ["-Xcc", "-fmodule-map-file=" + built] }
        }
        for include in ["/usr/include/freetype2", "/usr/include/harfbuzz", "/usr/include/libpng16"] {
            arguments += ["-Xcc", "-I" + include]
        }
        let result = try CLI.run(executable: swiftc, arguments)
        return (result.status, result.stderr)
    }

    /// The Swift compiler: `$SWIFTC`, the toolchain's, or the first on the `PATH`.
    static var swiftc: String {
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: swiftc) { return swiftc }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first(where: FileManager.default.isExecutableFile) ?? "swiftc"
    }

    /// The names of chatrender 0.8 that `import ChatRender` no longer exports (CHANGELOG.md's migration note).
    static let shortNames = ["Conversation", "Participant", "Message", "MessageContent", "DeliveryStatus", "Appearance",
                             "LayoutDirection", "Canvas", "Background", "Color", "Chrome", "StatusBar", "Composer",
                             "ModelError", "JSONLocation", "JSONPath", "SourcePosition", "ConversationSchema", "ThemeSchema",
                             "RenderError", "MemoryBudget", "DeviceFrame", "ThemePack", "TemplateVariant", "InputLimits",
                             "Pixmap", "PremultipliedColor", "DisplayList", "ByteSink", "MemorySink", "ImageComparison",
                             "ImageComparisonResult", "ImageComparisonError", "DiffImageOutput", "PixelMatch",
                             "PixelMatchOptions", "DiffResult", "Annotations", "FontDirectory", "OutputEncoding", "FileWriter",
                             "PendingFile", "TemporaryFileRegistry", "AtomicFileWriter", "AtomicFile", "RenderCache",
                             "RenderOptions", "FontProvenance", "ThemeLocator", "RenderStatistics"]

    @Test("a chat app's own Message, Color, Canvas… beside import ChatRender: its names win, in its module or another")
    func ownNamesWin() throws {
        let own = """
            public struct Message { public var text: String; public init(text: String) { self.text = text } }
            public struct Conversation { public init() {} }
            public struct Participant { public init(name: String) {} }
            public enum Color { case brand }
            public struct Canvas { public init() {} }
            public struct Chrome {}
            public struct Composer {}
            public enum Background { case plain }
            public struct StatusBar {}
            public enum Appearance { case system }
            public struct RenderOptions { public init() {} }
            """
        let client = """
            import AppModel
            import ChatRender
            func use() throws -> [ChatMessage] {
                let mine = Message(text: "Hi")
                _ = (Conversation(), Participant(name: "Ann"), Color.brand, Canvas(), Background.plain, Appearance.system,
                     RenderOptions(), Chrome.self, Composer.self, StatusBar.self)
                let shot = ChatConversation(participants: [ChatParticipant(id: "me", isMe: true)],
                                            messages: [ChatMessage(from: "me", content: .text(mine.text))])
                _ = ChatRenderer(options: ChatRenderOptions(appearance: ChatAppearance.dark))
                return shot.messages
            }
            """
        let (status, errors) = try Self.typecheck(client, name: "own-module", module: own)
        #expect(status == 0, "\(errors)")
        let (same, sameErrors) = try Self.typecheck("import ChatRender\n" + own + "\nlet mine = Message(text: \"Hi\")\n_ = Color.brand\n",
                                                    name: "own-same")
        #expect(same == 0, "\(sameErrors)")
    }

    @Test("the getting-started article's code type-checks against import ChatRender")
    func gettingStarted() throws {
        let article = try String(contentsOf: CLI.repo.appendingPathComponent("Sources/ChatRender/ChatRender.docc/GettingStarted.md"),
                                 encoding: .utf8)
        // Its Swift blocks from the first `import ChatRender` on, but the test target's (another module's imports).
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let program = blocks.drop { !$0.contains("import ChatRender") }.filter { !$0.contains("import Testing") }
        #expect(program.count == 3)
        let (status, errors) = try Self.typecheck(program.joined(separator: "\n"), name: "getting-started")
        #expect(status == 0, "\(errors)")
    }

    @Test("import ChatRender exports none of the short generic names")
    func noShortNames() throws {
        let source = "import ChatRender\n" + Self.shortNames.map { "_ = \($0).self\n" }.joined()
        let (status, errors) = try Self.typecheck(source, name: "short")
        #expect(status != 0)
        for name in Self.shortNames {
            #expect(errors.contains("cannot find '\(name)' in scope"), "\(name) is visible through import ChatRender")
        }
    }

    @Test("a client builds, checks, renders, encodes and compares with import ChatRender alone")
    func publicAPI() throws {
        let (status, errors) = try Self.typecheck("""
            import ChatRender
            func use() throws {
                var conversation = ChatConversation(participants: [ChatParticipant(id: "me", isMe: true), ChatParticipant(id: "ann")],
                                                messages: [ChatMessage(from: "ann", content: .text("Hi")),
                                                           ChatMessage(from: "me", content: .text("Hello"), status: .read)])
                conversation.canvas = ChatCanvas(width: 390, scale: 3)
                conversation.appearance = .dark
                try conversation.validate()
                let renderer = ChatRenderer(options: ChatRenderOptions(theme: "whatsapp", fontFiles: ["a.ttf"]))
                let png: [UInt8] = try renderer.renderPNG(conversation)
                let image: ChatPixmap = try renderer.render(conversation)
                _ = try ChatRenderer.encodeJPEG(image, quality: 90)
                let sink = ChatMemorySink()
                try renderer.render(conversation, as: .webp(quality: nil), to: sink)
                let golden = try ChatRenderer.decodeImage(png)
                let result: ChatDiffResult = ChatPixelMatch.compare(image, golden, options: try ChatPixelMatchOptions(threshold: 0.1))
                _ = result.matches
                _ = try renderer.layoutJSON(renderer.layout(conversation))
                _ = ChatRenderVersion.current
                do { _ = try renderer.loadConversation(path: "x.json") } catch let error as ChatRenderError { _ = error.description }
            }
            """, name: "ok")
        #expect(status == 0, "\(errors)")
    }

    @Test("the library carries no process set-up: signal handlers and malloc tuning are ChatRenderProcess's")
    func noProcessSetUp() throws {
        for symbol in ["ProcessSetup.self", "SignalCleanup.self", "OutputDestination.self", "crs_cleanup_install", "crs_malloc_keep_large_blocks"] {
            let (status, errors) = try Self.typecheck("import ChatRender\n_ = \(symbol)\n", name: "process")
            #expect(status != 0 && errors.contains("cannot find"), "\(symbol) is visible through import ChatRender: \(errors)")
        }
        let (status, errors) = try Self.typecheck("import ChatRender\nlet writer: any ChatFileWriter = ChatAtomicFileWriter()\n_ = writer\n",
                                                  name: "writer")
        #expect(status == 0, "\(errors)")
    }

    @Test("checking and batches are ChatCheck's: a client of import ChatRender and ChatCheck checks, shards and batches")
    func checkModule() throws {
        let (status, errors) = try Self.typecheck("""
            import ChatCheck
            import ChatRender
            func use() throws {
                let check = SnapshotCheck(directory: "goldens", options: ChatRenderOptions(fontDirectory: "fonts"), jobs: 2,
                                          shard: Shard(parsing: "1/2"), files: ChatAtomicFileWriter())
                let report: CheckReport = try check.run()
                _ = JUnitReport.xml(report)
                _ = try ConversationDiscovery.conversations(in: "goldens")
                let jobs = try BatchRender.plan(inputs: ["a.json"], outputDirectory: "out", fileExtension: "png")
                _ = BatchRender(jobs: jobs, encoding: .png).run()
            }
            """, name: "check")
        #expect(status == 0, "\(errors)")
        let (alone, aloneErrors) = try Self.typecheck("import ChatRender\n_ = SnapshotCheck.self\n", name: "check-alone")
        #expect(alone != 0 && aloneErrors.contains("cannot find"), "SnapshotCheck is visible through import ChatRender alone")
    }

    @Test("internals stay out of scope: JSON parser, SHA-256, layout engine, theme model, codecs, rasterizer, painter")
    func internals() throws {
        for symbol in ["JSONParser()", "SHA256()", "LayoutEngine.self", "ThemeSpec.self", "PNGEncoder.self",
                       "ScanlineRasterizer.self", "JSONValue.self", "TextEngine.self", "ThemeDecoder()",
                       "DisplayListRenderer.self", "ElementPrefetcher.self", "MemoryPlan.self", "ImageStore.self",
                       "ChatAtomicFile.self", "ChatTemporaryFileRegistry.self"] {
            let (status, errors) = try Self.typecheck("import ChatRender\n_ = \(symbol)\n", name: "bad")
            #expect(status != 0 && errors.contains("cannot find"), "\(symbol) is visible through import ChatRender: \(errors)")
        }
        let (status, errors) = try Self.typecheck("import ChatRender\n_ = ChatRenderer.codec(writingTo:_:)\n", name: "codec")
        #expect(status != 0 && errors.contains("'codec' is inaccessible"), "\(errors)")
    }
}
