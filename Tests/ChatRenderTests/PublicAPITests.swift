import ChatRender
import Foundation
import Testing

/// The library used as a user would, with conversations built in code: everything the model allows is either
/// rendered or refused with an error; nothing traps.
@Suite("public API: code-built conversations")
struct PublicAPITests {
    let renderer = ChatRenderer(options: PinnedFonts.options(theme: "classic"))

    func conversation(_ messages: [ChatMessage], participants: [ChatParticipant]? = nil) -> ChatConversation {
        ChatConversation(participants: participants ?? [ChatParticipant(id: "me", name: "Me", isMe: true), ChatParticipant(id: "ann", name: "Ann")],
                     messages: messages, baseDirectory: Repo.path("samples"))
    }

    /// The model error a render refuses `conversation` with.
    func refusal(_ conversation: ChatConversation, options: ChatRenderOptions? = nil) -> ChatModelError? {
        let renderer = options.map { ChatRenderer(options: $0) } ?? self.renderer
        do {
            _ = try renderer.renderPNG(conversation)
            Issue.record("rendered although it should have been refused")
            return nil
        } catch {
            guard case .invalidConversation(_, let model) = error else {
                Issue.record("refused with \(error), not as an invalid conversation")
                return nil
            }
            if options == nil { #expect(throws: ChatModelError.self) { try conversation.validate() } }
            return model
        }
    }

    @Test("message indices come from positions: wrong or duplicate indices render like the right ones")
    func indicesFromPositions() throws {
        let right = conversation([ChatMessage(index: 0, from: "ann", content: .text("Hi")),
                                  ChatMessage(index: 1, from: "me", content: .text("Hello"), status: .read, replyTo: 0)])
        var wrong = right
        wrong.messages[0].index = 41
        wrong.messages[1].index = -7
        #expect(try renderer.renderPNG(wrong) == renderer.renderPNG(right))
        #expect(try wrong.validate().messages.map(\.index) == [0, 1])
        let list = try renderer.layout(wrong)
        #expect(list.nodes.allSatisfy { ($0.tags.message ?? 0) < 2 })
    }

    @Test("an unknown sender is refused, naming the nearest participant")
    func unknownSender() {
        let model = refusal(conversation([ChatMessage(from: "anne", content: .text("Hi"))]))
        guard case .unknownParticipant(let id, _, let suggestion, let at)? = model else {
            Issue.record("\(String(describing: model))")
            return
        }
        #expect(id == "anne" && suggestion == "ann")
        #expect(at.path.description == "messages[0].from")
    }

    @Test("a status on an incoming message, a reply to a later message, no participants: refused")
    func refusedRules() {
        let incoming = refusal(conversation([ChatMessage(from: "ann", content: .text("Hi"), status: .read)]))
        #expect(incoming.map { "\($0)" }?.contains("messages[0].status") == true, "\(String(describing: incoming))")
        let forward = refusal(conversation([ChatMessage(from: "ann", content: .text("Hi"), replyTo: 5)]))
        #expect(forward.map { "\($0)" }?.contains("messages[0].replyTo") == true, "\(String(describing: forward))")
        #expect(refusal(conversation([], participants: [])) != nil)
        let twice = refusal(conversation([], participants: [ChatParticipant(id: "a"), ChatParticipant(id: "a")]))
        #expect(twice.map { "\($0)" }?.contains("participants[1]") == true, "\(String(describing: twice))")
    }

    @Test("out-of-range and non-finite numbers in a conversation are refused, naming the Swift property")
    func ranges() {
        var huge = conversation([ChatMessage(from: "ann", content: .text("Hi"))])
        huge.canvas.scale = 40
        #expect(refusal(huge).map { "\($0)" }?.contains("canvas.scale") == true)
        let nan = conversation([ChatMessage(from: "ann", content: .audio(duration: .infinity))])
        #expect(refusal(nan).map { "\($0)" } == "messages[0].content: the audio's duration inf is not a finite number; "
                + "JSON has no NaN or infinity; use a finite number")
        let negative = conversation([ChatMessage(from: "me", content: .file(name: "a.pdf", size: -1))])
        #expect(refusal(negative)?.path == "messages[0].content", "\(String(describing: refusal(negative)))")
    }

    @Test("errors about a conversation built in code name the Swift property, never a line and column of generated JSON")
    func swiftPropertyPaths() throws {
        let cases: [(ChatConversation, String)] = [
            (conversation([ChatMessage(from: "ann", content: .text("Hi")), ChatMessage(from: "me", content: .text("Yo"), replyTo: 1)]),
             "messages[1].replyTo"),
            (conversation([ChatMessage(from: "ann", content: .text("Hi"), status: .read)]), "messages[0].status"),
            (conversation([ChatMessage(from: "anne", content: .text("Hi"))]), "messages[0].from"),
            (conversation([], participants: [ChatParticipant(id: "a"), ChatParticipant(id: "a")]), "participants[1].id"),
            (conversation([ChatMessage(from: "ann", content: .image(path: "https://x.test/a.png", caption: nil))]), "messages[0].content"),
        ]
        for (conversation, path) in cases {
            guard let error = refusal(conversation) else { continue }
            #expect(error.path == path && error.line == nil && error.column == nil, "\(error)")
            #expect("\(error)".hasPrefix(path + ": ") && !"\(error)".contains("line "), "\(error)")
            do {
                _ = try renderer.renderPNG(conversation)
            } catch {
                #expect(!"\(error)".contains("line ") && "\(error)".contains(path + ": "), "\(error)")
            }
        }
        // A file's errors keep their line and column.
        do {
            _ = try renderer.decodeConversation(Array(#"{"participants": [{"id": "a"}], "messages": [{"from": "b", "text": "x"}]}"#.utf8),
                                                file: "chat.json", baseDirectory: ".")
            Issue.record("decoded")
        } catch {
            #expect("\(error)" .contains("chat.json: messages[0].from (line 1, column "), "\(error)")
        }
    }

    /// The option error a render refuses `options` with.
    func optionRefusal(_ options: ChatRenderOptions, as encoding: ChatOutputEncoding = .png) -> ChatOptionError? {
        do {
            try ChatRenderer(options: options).render(conversation([ChatMessage(from: "ann", content: .text("Hi"))]),
                                                      as: encoding, to: ChatMemorySink())
            Issue.record("rendered although it should have been refused")
        } catch {
            guard case .invalidOptions(let refusal) = error else { Issue.record("refused with \(error)"); return nil }
            var checked: ChatOptionError?
            do { try options.validate(); try encoding.validate() } catch { checked = error }
            #expect(checked.map { "\($0)" } == "\(refusal)")
            return refusal
        }
        return nil
    }

    @Test("options are validated as the command line validates its flags, in its words with the Swift names")
    func options() {
        let base = ChatRenderOptions(theme: "classic", fontFiles: PinnedFonts.files)
        var options = base
        options.scale = 40
        #expect(optionRefusal(options)?.description == "ChatRenderOptions.scale must be between 1 and 4, got 40.0.")
        options = base
        options.width = .nan
        #expect(optionRefusal(options)?.description == "ChatRenderOptions.width must be between 100 and 2000 points, got nan.")
        options = base
        options.memoryBudget = ChatMemoryBudget(bytes: -1)
        #expect(optionRefusal(options) == .memoryBudget(ChatMemoryBudget(bytes: -1)))
        #expect(ChatOptionError.memoryBudget(ChatMemoryBudget(bytes: 1 << 20)).description
                == "ChatRenderOptions.memoryBudget must be at least 128 MiB, got 1 MiB.")
        options = base
        options.timeLimit = 0
        #expect(optionRefusal(options)?.description
                == "ChatRenderOptions.timeLimit is a number of seconds greater than 0 (e.g. 30), got 0.0.")
        for padding in [Double.nan, -1, 1e300] {
            options = base
            options.frame = ChatDeviceFrame(padding: padding)
            #expect(optionRefusal(options)?.description.hasPrefix("ChatRenderOptions.frame.padding must be between 0 and 500 points") == true)
        }
        #expect(optionRefusal(base, as: .jpeg(quality: 0)) == .quality(0))
        #expect(optionRefusal(base, as: .webp(quality: 101))?.description == "ChatOutputEncoding's quality must be between 1 and 100, got 101.")
        #expect(throws: ChatRenderError.self) { try ChatRenderer.encodeJPEG(ChatPixmap(width: 1, height: 1), quality: 101) }
        // The command line's words are the same with the flags' names.
        #expect(ChatOptionError.scale(40).commandLineMessage == "--scale must be between 1 and 4, got 40.0.")
        #expect(ChatOptionError.memoryBudget(ChatMemoryBudget(bytes: 1 << 20)).commandLineMessage
                == "--max-memory must be at least 128 MiB, got 1 MiB.")
    }

    @Test("library errors name the options' Swift names, never the command line's flags")
    func noFlags() {
        let errors: [ChatRenderError] = [
            .timedOut(seconds: 2), .memoryBudget(what: "a photo", needs: 1 << 30, held: 0, budget: .minimum),
            .outOfMemory(what: "a band", bytes: 1 << 20), .invalidOptions(.timeLimit(-1)), .invalidOptions(.quality(0)),
        ]
        for error in errors {
            #expect(!"\(error)".contains("--"), "\(error)")
        }
        #expect("\(errors[0])".contains("ChatRenderOptions.timeLimit") && "\(errors[1])".contains("ChatRenderOptions.memoryBudget"))
        #expect(throws: ChatRenderError.self) { try ChatFontDirectory.fontFiles(in: "/nonexistent-fonts") }
        do { _ = try ChatFontDirectory.fontFiles(in: "/nonexistent-fonts") } catch { #expect(!"\(error)".contains("--"), "\(error)") }
    }

    @Test("ChatConversation is Codable: every sample written out reads back equal, and chatrender's decoder agrees")
    func codable() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repo.path("samples")).filter { $0.hasSuffix(".json") }
            + FileManager.default.contentsOfDirectory(atPath: Repo.path("samples/gallery")).filter { $0.hasSuffix(".json") }
                .map { "gallery/" + $0 }
        #expect(samples.count >= 15)
        for sample in samples.sorted() {
            let original = try renderer.loadConversation(path: Repo.path("samples/\(sample)"))
            let data = try JSONEncoder().encode(original)
            let decoder = JSONDecoder()
            decoder.userInfo[ChatConversation.baseDirectoryKey] = original.baseDirectory
            #expect(try decoder.decode(ChatConversation.self, from: data) == original, "\(sample)")
            let viaBytes = try ConversationDecoderBridge.decode(try original.jsonBytes(), baseDirectory: original.baseDirectory)
            #expect(viaBytes == original, "\(sample)")
            // Read from "." (where a conversation built in code is), it round-trips through plain coders.
            let here = try ConversationDecoderBridge.decode(try original.jsonBytes(), baseDirectory: ".")
            #expect(try JSONDecoder().decode(ChatConversation.self, from: JSONEncoder().encode(here)) == here, "\(sample)")
        }
        // A refusal while decoding is a DecodingError carrying the model error.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ChatConversation.self, from: Data(#"{"participants":[],"messages":[]}"#.utf8))
        }
    }

    @Test("a conversation built in code reads back equal through JSONEncoder and JSONDecoder: indices and directory kept")
    func codableFromCode() throws {
        var conversation = ChatConversation(
            theme: "whatsapp", appearance: .dark, canvas: ChatCanvas(width: 360, scale: 2, height: 640, background: .color(ChatColor(hex: "#102030")!), padding: 8),
            locale: "de_DE", timeZone: "Europe/Berlin", direction: .rtl, emoticons: true,
            participants: [ChatParticipant(id: "me", isMe: true), ChatParticipant(id: "ann", name: "Ann", avatar: "images/ann.png", color: ChatColor(hex: "#FF0000"))],
            messages: [ChatMessage(from: "ann", content: .text("Hi :)"), time: "2024-05-01T09:30:00Z"),
                       ChatMessage(from: "me", content: .text("Yes"), status: .read, replyTo: 0, reactions: ["❤️"]),
                       ChatMessage(from: "me", content: .image(path: "images/cat.jpg", caption: "Cat"), status: .delivered),
                       ChatMessage(from: "", content: .day("2024-05-02")),
                       ChatMessage(from: "ann", content: .audio(duration: 42.5)),
                       ChatMessage(from: "me", content: .file(name: "a.pdf", size: 2_400_000), status: .sent),
                       ChatMessage(from: "ann", content: .location(title: "Home", subtitle: nil, image: nil)),
                       ChatMessage(from: "ann", content: .video(thumbnail: "images/v.jpg", duration: 12)),
                       ChatMessage(from: "ann", content: .typing),
                       ChatMessage(from: "", content: .system("Ann joined"))])
        conversation.chrome = ChatChrome(statusBar: ChatStatusBar(time: "10:07", battery: 55), header: ChatHeader(title: "Ann", unread: 3),
                                         composer: nil)
        let decoded = try JSONDecoder().decode(ChatConversation.self, from: JSONEncoder().encode(conversation))
        #expect(decoded == conversation)
        #expect(decoded.baseDirectory == ".")
        // The same value, encoded twice, is the same bytes.
        #expect(try decoded.jsonBytes() == conversation.jsonBytes())
        // Equality still sees every field: a changed message, participant or directory is not equal.
        var other = conversation
        other.messages[0].time = nil
        #expect(other != conversation)
        other = conversation
        other.baseDirectory = "/elsewhere"
        #expect(other != conversation)
    }
}

/// The library's decoder, reached through the public `decodeConversation`.
enum ConversationDecoderBridge {
    static func decode(_ bytes: [UInt8], baseDirectory: String) throws -> ChatConversation {
        try ChatRenderer().decodeConversation(bytes, file: "test.json", baseDirectory: baseDirectory)
    }
}

@Suite("public API: options")
struct PublicAPIOptionTests {
    @Test("band heights and thread counts below 1 render like 1, never trap")
    func degenerateStreamingOptions() throws {
        // Small, so that bands of one row stay quick.
        let conversation = ChatConversation(canvas: ChatCanvas(width: 200, scale: 1),
                                        participants: [ChatParticipant(id: "me", isMe: true), ChatParticipant(id: "ann")],
                                        messages: [ChatMessage(from: "ann", content: .text("Hi")), ChatMessage(from: "me", content: .text("Hello"))])
        var options = PinnedFonts.options(theme: "classic")
        options.bandHeight = 1
        options.threads = 1
        let reference = try ChatRenderer(options: options).renderPNG(conversation)
        for (band, threads) in [(0, 0), (-5, -2)] {
            options.bandHeight = band
            options.threads = threads
            #expect(try ChatRenderer(options: options).renderPNG(conversation) == reference)
        }
    }
}
