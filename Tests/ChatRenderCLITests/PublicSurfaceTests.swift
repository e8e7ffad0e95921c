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
    static func typecheck(_ source: String, name: String) throws -> (status: Int32, errors: String) {
        let dir = try CLI.scratch("surface-" + name)
        let file = dir + "/client.swift"
        try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        let build = buildDirectory
        var arguments = ["-typecheck", file, "-I", build.appendingPathComponent("Modules").path]
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
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"
        let result = try CLI.run(executable: FileManager.default.isExecutableFile(atPath: swiftc) ? swiftc : "/usr/bin/env",
                                 FileManager.default.isExecutableFile(atPath: swiftc) ? arguments : ["swiftc"] + arguments)
        return (result.status, result.stderr)
    }

    @Test("a client builds, checks, renders, encodes and compares with import ChatRender alone")
    func publicAPI() throws {
        let (status, errors) = try Self.typecheck("""
            import ChatRender
            func use() throws {
                var conversation = Conversation(participants: [Participant(id: "me", isMe: true), Participant(id: "ann")],
                                                messages: [Message(from: "ann", content: .text("Hi")),
                                                           Message(from: "me", content: .text("Hello"), status: .read)])
                conversation.canvas = Canvas(width: 390, scale: 3)
                conversation.appearance = .dark
                try conversation.validate()
                let renderer = ChatRenderer(options: RenderOptions(theme: "whatsapp", fontFiles: ["a.ttf"]))
                let png: [UInt8] = try renderer.renderPNG(conversation)
                let image: Pixmap = try renderer.render(conversation)
                _ = try ChatRenderer.encodeJPEG(image, quality: 90)
                let sink = MemorySink()
                try renderer.render(conversation, as: .webp(quality: nil), to: sink)
                let golden = try ChatRenderer.decodeImage(png)
                let result: DiffResult = PixelMatch.compare(image, golden, options: PixelMatchOptions(threshold: 0.1))
                _ = result.matches
                _ = try renderer.layoutJSON(renderer.layout(conversation))
                _ = ChatRenderVersion.current
                do { _ = try renderer.loadConversation(path: "x.json") } catch let error as RenderError { _ = error.description }
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
        let (status, errors) = try Self.typecheck("import ChatRender\nlet writer: any FileWriter = AtomicFileWriter()\n_ = writer\n",
                                                  name: "writer")
        #expect(status == 0, "\(errors)")
    }

    @Test("checking and batches are ChatCheck's: a client of import ChatRender and ChatCheck checks, shards and batches")
    func checkModule() throws {
        let (status, errors) = try Self.typecheck("""
            import ChatCheck
            import ChatRender
            func use() throws {
                let check = SnapshotCheck(directory: "goldens", options: RenderOptions(fontDirectory: "fonts"), jobs: 2,
                                          shard: Shard(parsing: "1/2"), files: AtomicFileWriter())
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
                       "DisplayListRenderer.self", "ElementPrefetcher.self", "MemoryPlan.self", "ImageStore.self"] {
            let (status, errors) = try Self.typecheck("import ChatRender\n_ = \(symbol)\n", name: "bad")
            #expect(status != 0 && errors.contains("cannot find"), "\(symbol) is visible through import ChatRender: \(errors)")
        }
    }
}
