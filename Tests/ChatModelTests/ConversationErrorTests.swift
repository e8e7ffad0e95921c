import Testing
@testable import ChatModel

/// One test per way a conversation.json can be wrong: each checks the path, line and column and the message.
@Suite("ConversationDecoder: errors")
struct ConversationErrorTests {
    /// Checks the error's path and the position of `marker` in `json` (the marker's first occurrence that
    /// follows `prefix`), and that the description holds `words`.
    private func expect(
        _ error: ModelError?, path: String, at marker: String, after prefix: String = "", in json: String, occurrence: Int = 1,
        says words: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error else { return }
        let position = TestSupport.position(of: prefix + marker, in: json, occurrence: occurrence)
            .map { (line: $0.line, column: $0.column + prefix.unicodeScalars.count) }
        #expect(position != nil, "marker \(marker) not in the input", sourceLocation: sourceLocation)
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == position?.line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == position?.column, "\(error)", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "\(error.description) lacks \(word)", sourceLocation: sourceLocation)
        }
        #expect(error.description.hasPrefix("\(path) (line \(position?.line ?? 0), column \(position?.column ?? 0)): "),
                sourceLocation: sourceLocation)
    }

    // MARK: Reading the file

    @Test func emptyFile() {
        #expect(TestSupport.conversationError("") == .emptyInput)
        #expect(TestSupport.conversationError(" \n ")?.description == "the input is empty (or only whitespace); expected a JSON object")
    }

    @Test func invalidUTF8() {
        let bytes = Array("{\"participants\": [{\"id\": \"a".utf8) + [0xC3, 0x28] + Array("\"}], \"messages\": []}".utf8)
        #expect(throws: ModelError.invalidUTF8(byteOffset: 27, line: 1, column: 28)) {
            try ConversationDecoder().decode(bytes, baseDirectory: ".")
        }
    }

    @Test func syntaxErrorAtTheRightLineAndColumn() {
        let json = "{\n  \"participants\": [{\"id\": \"a\"}],\n  \"messages\": [\n    {\"from\": \"a\", \"text\": \"hi\"},\n  ]\n}"
        let error = TestSupport.conversationError(json)
        guard case .syntax(let message, let location)? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(message.contains("trailing comma"))
        #expect(location.line == 4 && location.column == 32)
        #expect(error?.description == "line 4, column 32: trailing comma is not allowed in JSON; remove the ',' before the closing bracket (inside messages)")
    }

    @Test func duplicateKey() {
        let json = TestSupport.chat(#"{"from": "alice", "text": "a", "text": "b"}"#)
        expect(TestSupport.conversationError(json), path: "messages[0].text", at: #""text": "b""#, in: json,
               says: ["\"text\" appears twice", "first at line 7"])
    }

    @Test func deepNesting() {
        let json = #"{"participants": [{"id": "a"}], "messages": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        let error = TestSupport.conversationError(json)
        guard case .nestingTooDeep(512, let location)? = error else {
            Issue.record("expected nestingTooDeep, got \(String(describing: error))")
            return
        }
        // The root object is the first level: the 512th "[" (column 44 + 512) would be the 513th level.
        #expect(location.column == 44 + 512)
        #expect(location.path.description.hasPrefix("messages[0][0][0]"))
    }

    @Test(arguments: ["[]", "\"conversation\"", "42", "null"])
    func rootMustBeAnObject(json: String) {
        let error = TestSupport.conversationError(json)
        #expect(error?.path == "(root)")
        #expect(error?.line == 1 && error?.column == 1)
        #expect(error?.description.hasPrefix("(root) (line 1, column 1): expected an object, found ") == true)
    }

    // MARK: Keys

    @Test func unknownKeyInAMessageSuggestsTheNearestKey() {
        let json = TestSupport.chat(#"{"from": "alice", "txt": "hi"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0]", at: #""txt""#, in: json, says: [#"unknown key "txt" (did you mean "text"?)"#])
        #expect(error?.description == #"messages[0] (line 7, column 23): unknown key "txt" (did you mean "text"?)"#)
    }

    @Test(arguments: [
        ("participant", "participants"), ("mesages", "messages"), ("Theme", "theme"), ("timezone", "timeZone"),
        ("apperance", "appearance"), ("vesrion", "version"),
    ])
    func unknownTopLevelKeySuggestion(key: String, suggestion: String) {
        let json = TestSupport.chat("", extra: "\"\(key)\": 1, ")
        let error = TestSupport.conversationError(json)
        #expect(error == .unknownKey(key, suggestion: suggestion, allowed: ConversationKeys.topLevel,
                                     at: JSONLocation(path: .root, position: SourcePosition(line: 2, column: 3, offset: 4))))
    }

    @Test func unknownKeyFarFromEveryKeyListsTheAllowedKeys() {
        let json = TestSupport.chat("", extra: #""canvas": {"wallpaperImage": "x.png"}, "#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "canvas", at: #""wallpaperImage""#, in: json,
               says: [#"unknown key "wallpaperImage"; the keys allowed here are width, scale, height, background, padding"#])
    }

    @Test(arguments: [("widht", "width"), ("Scale", "scale"), ("hieght", "height"), ("pading", "padding")])
    func unknownCanvasKeySuggestion(key: String, suggestion: String) {
        let json = TestSupport.chat("", extra: "\"canvas\": {\"\(key)\": 1}, ")
        expect(TestSupport.conversationError(json), path: "canvas", at: "\"\(key)\"", in: json,
               says: ["(did you mean \"\(suggestion)\"?)"])
    }

    @Test func unknownParticipantKeySuggestion() {
        let json = #"{"participants": [{"id": "a", "nmae": "A"}], "messages": []}"#
        expect(TestSupport.conversationError(json), path: "participants[0]", at: #""nmae""#, in: json,
               says: [#"(did you mean "name"?)"#])
    }

    @Test func missingParticipants() {
        let json = #"{"messages": []}"#
        let error = TestSupport.conversationError(json)
        #expect(error == .missingKey("participants", at: JSONLocation(path: .root, position: SourcePosition(line: 1, column: 1, offset: 0))))
        #expect(error?.description == #"(root) (line 1, column 1): missing the required key "participants""#)
    }

    @Test func missingMessages() {
        let json = "\n  {\"participants\": [{\"id\": \"a\"}]}"
        expect(TestSupport.conversationError(json), path: "(root)", at: "{", in: json, says: [#"missing the required key "messages""#])
    }

    // MARK: Top-level values

    @Test(arguments: ["2", "0", "-1", "100"])
    func unsupportedVersion(version: String) {
        let json = TestSupport.chat("", extra: "\"version\": \(version), ")
        let error = TestSupport.conversationError(json)
        expect(error, path: "version", at: version, in: json, occurrence: 1,
               says: ["version \(version) is not supported; this chatrender reads version 1"])
    }

    @Test(arguments: [("\"1\"", "the string \"1\""), ("1.0", "the number 1.0"), ("1e0", "the number 1e0"), ("true", "true")])
    func versionMustBeAnInteger(version: String, found: String) {
        let json = TestSupport.chat("", extra: "\"version\": \(version), ")
        expect(TestSupport.conversationError(json), path: "version", at: version, in: json,
               says: ["expected an integer, found \(found)"])
    }

    @Test func themeMustBeANonEmptyString() {
        let json = TestSupport.chat("", extra: #""theme": "", "#)
        expect(TestSupport.conversationError(json), path: "theme", at: #""""#, in: json, says: ["the theme is empty"])
        let number = TestSupport.chat("", extra: #""theme": 3, "#)
        expect(TestSupport.conversationError(number), path: "theme", at: "3", in: number,
               says: ["expected a string, found the number 3"])
    }

    @Test func appearanceByNameWithSuggestion() {
        let json = TestSupport.chat("", extra: #""appearance": "Dark", "#)
        expect(TestSupport.conversationError(json), path: "appearance", at: #""Dark""#, in: json,
               says: [#""Dark" is not an appearance; use one of light, dark (did you mean "dark"?)"#])
        let far = TestSupport.chat("", extra: #""appearance": "sepia", "#)
        let error = TestSupport.conversationError(far)
        #expect(error?.description.hasSuffix(#""sepia" is not an appearance; use one of light, dark"#) == true)
    }

    @Test func canvasOf100000PointsIsRefused() {
        let json = TestSupport.chat("", extra: #""canvas": {"width": 100000}, "#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "canvas.width", at: "100000", in: json,
               says: ["100000 pt is outside the allowed canvas widths 100…2000 pt", "use a value from 100 to 2000 pt"])
        guard case .invalidValue? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
    }

    @Test func scaleOf5IsRefused() {
        let json = TestSupport.chat("", extra: #""canvas": {"scale": 5}, "#)
        expect(TestSupport.conversationError(json), path: "canvas.scale", at: "5}", in: json,
               says: ["5 is outside the allowed scales 1…4"])
    }

    @Test(arguments: [
        (#"{"width": 99.5}"#, "canvas.width", "99.5", "canvas widths 100…2000 pt"),
        (#"{"scale": 0}"#, "canvas.scale", "0", "scales 1…4"),
        (#"{"height": 20001}"#, "canvas.height", "20001", "canvas heights 100…20000 pt"),
        (#"{"height": -5}"#, "canvas.height", "-5", "canvas heights 100…20000 pt"),
        (#"{"padding": 501}"#, "canvas.padding", "501", "paddings 0…500 pt"),
        (#"{"padding": -1}"#, "canvas.padding", "-1", "paddings 0…500 pt"),
    ])
    func canvasValuesOutOfRange(canvas: String, path: String, literal: String, range: String) {
        let json = TestSupport.chat("", extra: "\"canvas\": \(canvas), ")
        expect(TestSupport.conversationError(json), path: path, at: literal, in: json, occurrence: 1,
               says: ["\(literal)", "outside the allowed \(range)"])
    }

    @Test func paddingThatLeavesNoRoomIsRefused() {
        let json = TestSupport.chat("", extra: #""canvas": {"width": 390, "height": 300, "padding": 150}, "#)
        expect(TestSupport.conversationError(json), path: "canvas.padding", at: "150", in: json,
               says: ["150 pt of padding on each side leaves no room on a 390 × 300 pt canvas"])
    }

    @Test func canvasValueOfTheWrongType() {
        let json = TestSupport.chat("", extra: #""canvas": {"width": "wide"}, "#)
        expect(TestSupport.conversationError(json), path: "canvas.width", at: #""wide""#, in: json,
               says: [#"expected a number, found the string "wide""#])
        let canvasArray = TestSupport.chat("", extra: #""canvas": [390], "#)
        expect(TestSupport.conversationError(canvasArray), path: "canvas", at: "[390]", in: canvasArray,
               says: ["expected an object, found an array"])
    }

    @Test(arguments: ["#12", "#GGGGGG", "#1234567", "#"])
    func badBackgroundColour(color: String) {
        let json = TestSupport.chat("", extra: "\"canvas\": {\"background\": \"\(color)\"}, ")
        expect(TestSupport.conversationError(json), path: "canvas.background", at: "\"\(color)\"", in: json,
               says: ["\"\(color)\" is not a colour", "#RGB, #RRGGBB or #RRGGBBAA"])
    }

    @Test(arguments: ["", "en US", "_US", "en/US"])
    func badLocale(locale: String) {
        let json = TestSupport.chat("", extra: "\"locale\": \"\(locale)\", ")
        let error = TestSupport.conversationError(json)
        expect(error, path: "locale", at: "\"\(locale)\"", in: json, says: [])
    }

    @Test func unknownTimeZoneSuggestsTheNearest() {
        let json = TestSupport.chat("", extra: #""timeZone": "Asia/Shangai", "#)
        expect(TestSupport.conversationError(json), path: "timeZone", at: #""Asia/Shangai""#, in: json,
               says: [#""Asia/Shangai" is not a time zone"#, #"(did you mean "Asia/Shanghai"?)"#])
        let far = TestSupport.chat("", extra: #""timeZone": "Mars/Olympus Mons", "#)
        let error = TestSupport.conversationError(far)
        #expect(error?.description.contains("is not a time zone; use an IANA time zone id") == true)
        #expect(error?.description.contains("did you mean") == false)
    }

    @Test func directionIsLtrOrRtl() {
        let json = TestSupport.chat("", extra: #""direction": "rlt", "#)
        expect(TestSupport.conversationError(json), path: "direction", at: #""rlt""#, in: json,
               says: [#""rlt""#, "ltr, rtl", #"(did you mean "rtl"?)"#])
    }

    @Test func emoticonsIsABoolean() {
        let string = TestSupport.chat("", extra: #""emoticons": "yes", "#)
        expect(TestSupport.conversationError(string), path: "emoticons", at: #""yes""#, in: string,
               says: [#"expected true or false, found the string "yes""#])
    }

    // MARK: Participants

    @Test func participantsMustBeANonEmptyArray() {
        let empty = #"{"participants": [], "messages": []}"#
        expect(TestSupport.conversationError(empty), path: "participants", at: "[]", in: empty,
               says: ["there are no participants"])
        let object = #"{"participants": {"id": "a"}, "messages": []}"#
        expect(TestSupport.conversationError(object), path: "participants", at: "{\"id", in: object,
               says: ["expected an array, found an object"])
    }

    @Test func participantWithoutId() {
        let json = #"{"participants": [{"id": "a"}, {"name": "B"}], "messages": []}"#
        expect(TestSupport.conversationError(json), path: "participants[1]", at: #"{"name""#, in: json,
               says: [#"missing the required key "id""#])
    }

    @Test func participantWithEmptyId() {
        let json = #"{"participants": [{"id": " "}], "messages": []}"#
        expect(TestSupport.conversationError(json), path: "participants[0].id", at: #"" ""#, in: json,
               says: ["the participant id is only whitespace"])
    }

    @Test func duplicateParticipant() {
        let json = TestSupport.chat("").replacing(#"{"id": "alice", "name": "Alice"}"#, with: #"{"id": "me"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "participants[1].id", at: #""me"}"#, in: json,
               says: [#"the id "me" is already used by participants[0]; participant ids must be unique"#])
        guard case .duplicateParticipant("me", firstIndex: 0, _)? = error else {
            Issue.record("expected duplicateParticipant, got \(String(describing: error))")
            return
        }
    }

    @Test func participantFieldTypes() {
        let me = #"{"participants": [{"id": "a", "me": "true"}], "messages": []}"#
        expect(TestSupport.conversationError(me), path: "participants[0].me", at: #""true""#, in: me,
               says: [#"expected true or false, found the string "true""#])
        let color = #"{"participants": [{"id": "a", "color": "orange"}], "messages": []}"#
        expect(TestSupport.conversationError(color), path: "participants[0].color", at: #""orange""#, in: color,
               says: [#""orange" is not a colour; write # and 3, 6 or 8 hex digits"#])
        let name = #"{"participants": [{"id": "a", "name": ""}], "messages": []}"#
        expect(TestSupport.conversationError(name), path: "participants[0].name", at: #""""#, in: name,
               says: ["the name is empty"])
    }

    @Test(arguments: ["https://example.com/a.png", "http://example.com/a.png", "HTTPS://EXAMPLE.COM/A.PNG", "ftp://host/a.png"])
    func remoteAvatarIsRefused(url: String) {
        let json = "{\"participants\": [{\"id\": \"a\", \"avatar\": \"\(url)\"}], \"messages\": []}"
        let error = TestSupport.conversationError(json)
        expect(error, path: "participants[0].avatar", at: "\"\(url)\"", in: json,
               says: ["is a network address; chatrender never touches the network; download the file and give its path"])
        #expect(error == .remoteURL(url, at: error?.location ?? JSONLocation(path: .root, position: SourcePosition(line: 0, column: 0, offset: 0))))
    }

    // MARK: Messages

    @Test func messagesMustBeAnArrayOfObjects() {
        let notArray = #"{"participants": [{"id": "a"}], "messages": {}}"#
        expect(TestSupport.conversationError(notArray), path: "messages", at: "{}", in: notArray,
               says: ["expected an array, found an empty object"])
        let notObject = TestSupport.chat(#"{"from": "me", "text": "ok"}, "hello""#)
        expect(TestSupport.conversationError(notObject), path: "messages[1]", at: #""hello""#, in: notObject,
               says: [#"expected an object, found the string "hello""#])
    }

    @Test func unknownParticipantListsKnownIdsAndSuggests() {
        let json = TestSupport.chat(#"{"from": "alcie", "text": "hi"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0].from", at: #""alcie""#, in: json,
               says: [#""alcie" is not a participant id; known ids are me, alice (did you mean "alice"?)"#])
        guard case .unknownParticipant("alcie", known: ["me", "alice"], suggestion: "alice", _)? = error else {
            Issue.record("expected unknownParticipant, got \(String(describing: error))")
            return
        }
        let far = TestSupport.chat(#"{"from": "zachary", "text": "hi"}"#)
        #expect(TestSupport.conversationError(far)?.description.hasSuffix(#""zachary" is not a participant id; known ids are me, alice"#) == true)
    }

    @Test func messageWithoutFrom() {
        let json = TestSupport.chat(#"{"text": "hi"}"#)
        expect(TestSupport.conversationError(json), path: "messages[0]", at: #"{"text""#, in: json,
               says: [#"missing the required key "from""#])
        let number = TestSupport.chat(#"{"from": 2, "text": "hi"}"#)
        expect(TestSupport.conversationError(number), path: "messages[0].from", at: "2,", in: number,
               says: ["expected a string, found the number 2"])
    }

    @Test func statusOnIncomingMessage() {
        let json = TestSupport.chat(#"{"from": "alice", "text": "hi", "status": "read"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0].status", at: #""read""#, in: json,
               says: [#""status" is for outgoing messages, but the sender "alice" is not marked "me": true"#])
        guard case .statusOnIncoming(sender: "alice", _)? = error else {
            Issue.record("expected statusOnIncoming, got \(String(describing: error))")
            return
        }
    }

    @Test func unknownStatusNamesTheStatusesAndSuggests() {
        let json = TestSupport.chat(#"""
            {"from": "me", "text": "one"},
                {"from": "me", "text": "two"},
                {"from": "me", "text": "three"},
                {"from": "me", "text": "four",
                 "status": "seen"}
            """#)
        let error = TestSupport.conversationError(json)
        #expect(error?.description == #"messages[3].status (line 11, column 16): "seen" is not a delivery status; use one of sending, sent, delivered, read, failed (did you mean "sent"?)"#)
        expect(error, path: "messages[3].status", at: #""seen""#, in: json, says: [])
    }

    @Test func messageWithoutContent() {
        let json = TestSupport.chat(#"{"from": "me", "time": "9:00"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0]", at: #"{"from""#, in: json,
               says: ["the message has no content; add one of the keys text, image, album, video, audio, location, file, sticker, typing, day, system"])
    }

    @Test func messageWithTwoContentKeys() {
        let json = TestSupport.chat(#"{"from": "me", "text": "hi", "image": "a.png"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0]", at: #""image""#, in: json,
               says: [#"a message has exactly one content key, but this one has "text" and "image"; split it into separate messages"#])
        guard case .multipleContents(keys: ["text", "image"], _)? = error else {
            Issue.record("expected multipleContents, got \(String(describing: error))")
            return
        }
    }

    @Test("every content kind of the format is drawn: none is refused as unsupported")
    func everyContentKindIsSupported() {
        #expect(ConversationKeys.supportedContentKinds.sorted() == ConversationKeys.contentKinds.sorted())
    }

    @Test(arguments: ["text", "location", "sticker", "typing"])
    func senderKindsWithoutFromNameTheMissingSender(kind: String) {
        let value = ["text": #""hi""#, "location": #"{"title": "Home"}"#, "sticker": #""s.png""#, "typing": "true"][kind] ?? "null"
        let json = TestSupport.chat("{\"\(kind)\": \(value)}")
        let error = TestSupport.conversationError(json)
        #expect(error?.path == "messages[0]")
        #expect(error?.description.contains(#"missing the required key "from""#) == true, "\(String(describing: error))")
    }

    @Test func captionWithoutImage() {
        let alone = TestSupport.chat(#"{"from": "me", "caption": "look"}"#)
        expect(TestSupport.conversationError(alone), path: "messages[0].caption", at: #""look""#, in: alone,
               says: [#""caption" belongs to an image or album message; add "image" or "album", or remove the caption"#])
        let withText = TestSupport.chat(#"{"from": "me", "text": "hi", "caption": "look"}"#)
        expect(TestSupport.conversationError(withText), path: "messages[0].caption", at: #""look""#, in: withText,
               says: [#""caption" belongs to an image or album message"#])
    }

    @Test(arguments: [(#""""#, "the text is empty"), (#"" \n ""#, "the text is only whitespace"),
                      ("42", "expected a string, found the number 42"), ("null", "expected a string, found null")])
    func badText(value: String, words: String) {
        let json = TestSupport.chat("{\"from\": \"me\", \"text\": \(value)}")
        expect(TestSupport.conversationError(json), path: "messages[0].text", at: value, in: json, says: [words])
    }

    @Test func remoteImageIsRefused() {
        let json = TestSupport.chat(#"{"from": "me", "image": "https://example.com/cat.jpg"}"#)
        let error = TestSupport.conversationError(json)
        expect(error, path: "messages[0].image", at: #""https:"#, in: json,
               says: [#""https://example.com/cat.jpg" is a network address; chatrender never touches the network; download the file and give its path"#])
        guard case .remoteURL("https://example.com/cat.jpg", _)? = error else {
            Issue.record("expected remoteURL, got \(String(describing: error))")
            return
        }
    }

    @Test func fileURLAndEmptyImagePathAreRefused() {
        let fileURL = TestSupport.chat(#"{"from": "me", "image": "file:///tmp/cat.jpg"}"#)
        expect(TestSupport.conversationError(fileURL), path: "messages[0].image", at: #""file:"#, in: fileURL,
               says: ["is a file:// URL; write the plain file path instead"])
        let empty = TestSupport.chat(#"{"from": "me", "image": ""}"#)
        expect(TestSupport.conversationError(empty), path: "messages[0].image", at: #""""#, in: empty,
               says: ["the image path is empty"])
        let caption = TestSupport.chat(#"{"from": "me", "image": "a.png", "caption": 7}"#)
        expect(TestSupport.conversationError(caption), path: "messages[0].caption", at: "7", in: caption,
               says: ["expected a string, found the number 7"])
    }

    @Test func remoteBackgroundAndThemeAreRefused() {
        let background = TestSupport.chat("", extra: #""canvas": {"background": "https://x.test/bg.png"}, "#)
        expect(TestSupport.conversationError(background), path: "canvas.background", at: #""https"#, in: background,
               says: ["never touches the network"])
        let theme = TestSupport.chat("", extra: #""theme": "http://x.test/theme", "#)
        expect(TestSupport.conversationError(theme), path: "theme", at: #""http"#, in: theme, says: ["never touches the network"])
    }

    @Test func emptyTime() {
        let json = TestSupport.chat(#"{"from": "me", "text": "hi", "time": ""}"#)
        expect(TestSupport.conversationError(json), path: "messages[0].time", at: #""""#, in: json, says: ["the time is empty"])
    }

    @Test func theFirstErrorInDocumentOrderOfChecksIsReported() {
        // An unknown key is reported before the missing content it causes, and before a later message's error.
        let json = TestSupport.chat(#"{"from": "ghost", "txt": "hi"}, {"from": "me"}"#)
        #expect(TestSupport.conversationError(json)?.description.contains(#"unknown key "txt""#) == true)
    }
}
