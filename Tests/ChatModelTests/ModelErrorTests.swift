import Testing
@testable import ChatModel

@Suite("ModelError and JSONPath: messages and accessors")
struct ModelErrorTests {
    private static func at(_ components: [JSONPath.Component], _ line: Int, _ column: Int) -> JSONLocation {
        JSONLocation(path: JSONPath(components), position: SourcePosition(line: line, column: column, offset: 0))
    }

    @Test(arguments: [
        (ModelError.missingKey("from", at: at([.key("messages"), .index(3)], 12, 5)),
         #"messages[3] (line 12, column 5): missing the required key "from""#),
        (.typeMismatch(expected: "a string", found: "the number 3", at: at([.key("theme")], 2, 12)),
         "theme (line 2, column 12): expected a string, found the number 3"),
        (.unknownKey("txt", suggestion: "text", allowed: ["from", "text"], at: at([.key("messages"), .index(0)], 3, 20)),
         #"messages[0] (line 3, column 20): unknown key "txt" (did you mean "text"?)"#),
        (.unknownKey("zzz", suggestion: nil, allowed: ["from", "text"], at: at([.key("messages"), .index(0)], 3, 20)),
         #"messages[0] (line 3, column 20): unknown key "zzz"; the keys allowed here are from, text"#),
        (.invalidValue(#""seen" is not a delivery status"#, hint: "use one of sending, sent", at: at([.key("messages"), .index(3), .key("status")], 12, 17)),
         #"messages[3].status (line 12, column 17): "seen" is not a delivery status; use one of sending, sent"#),
        (.unsupportedVersion(found: "2", supported: [1], at: at([.key("version")], 1, 13)),
         "version (line 1, column 13): version 2 is not supported; this chatrender reads version 1"),
        (.unsupportedContent(kind: "video", supported: ["text", "image"], at: at([.key("messages"), .index(4), .key("video")], 9, 30)),
         #"messages[4].video (line 9, column 30): "video" messages are not supported yet; supported kinds are text and image"#),
        (.unsupportedFeature("mock-up chrome is not supported yet", at: at([.key("chrome")], 4, 13)),
         "chrome (line 4, column 13): mock-up chrome is not supported yet"),
        (.unknownParticipant("bob", known: [], suggestion: nil, at: at([.key("messages"), .index(0), .key("from")], 1, 2)),
         #"messages[0].from (line 1, column 2): "bob" is not a participant id; the participants array is empty"#),
        (.duplicateParticipant("a", firstIndex: 0, at: at([.key("participants"), .index(2), .key("id")], 5, 14)),
         #"participants[2].id (line 5, column 14): the id "a" is already used by participants[0]; participant ids must be unique"#),
        (.multipleContents(keys: ["text", "image", "day"], at: at([.key("messages"), .index(1)], 7, 30)),
         #"messages[1] (line 7, column 30): a message has exactly one content key, but this one has "text", "image" and "day"; split it into separate messages"#),
        (.noContent(kinds: ["text", "image"], at: at([.key("messages"), .index(1)], 7, 5)),
         "messages[1] (line 7, column 5): the message has no content; add one of the keys text, image"),
        (.captionWithoutImage(at: at([.key("messages"), .index(1), .key("caption")], 7, 40)),
         #"messages[1].caption (line 7, column 40): "caption" belongs to an image or album message; add "image" or "album", or remove the caption"#),
        (.remoteURL("https://x.test/a.png", at: at([.key("messages"), .index(1), .key("image")], 7, 40)),
         #"messages[1].image (line 7, column 40): "https://x.test/a.png" is a network address; chatrender never touches the network; download the file and give its path"#),
        (.statusOnIncoming(sender: "alice", at: at([.key("messages"), .index(0), .key("status")], 3, 44)),
         #"messages[0].status (line 3, column 44): "status" is for outgoing messages, but the sender "alice" is not marked "me": true; remove the status or mark the sender as me"#),
        (.syntax("expected ',' or '}' after an object member, found '\"'", at: at([], 2, 9)),
         #"line 2, column 9: expected ',' or '}' after an object member, found '"'"#),
        (.nestingTooDeep(limit: 512, at: at([.index(0)], 1, 513)),
         "line 1, column 513: objects and arrays are nested more than 512 levels deep; no conversation or theme needs that (inside [0])"),
    ])
    func descriptionNamesPathPositionAndProblem(error: ModelError, expected: String) {
        #expect(error.description == expected)
        #expect(error.location != nil)
        #expect(error.line == error.location?.line)
        #expect(error.column == error.location?.column)
    }

    @Test func accessorsOfErrorsWithoutPath() {
        #expect(ModelError.emptyInput.path == nil)
        #expect(ModelError.emptyInput.line == nil)
        #expect(ModelError.emptyInput.column == nil)
        let utf8 = ModelError.invalidUTF8(byteOffset: 9, line: 2, column: 4)
        #expect(utf8.path == nil)
        #expect(utf8.line == 2 && utf8.column == 4)
    }

    @Test(arguments: [
        (JSONPath.root, "(root)"),
        (JSONPath([.key("canvas"), .key("width")]), "canvas.width"),
        (JSONPath([.key("messages"), .index(3), .key("status")]), "messages[3].status"),
        (JSONPath([.index(0), .key("a")]), "[0].a"),
        (JSONPath([.key("a b"), .key("c")]), #"["a b"].c"#),
        (JSONPath([.key("x"), .key("1st"), .key("q\"")]), #"x["1st"]["q\""]"#),
        (JSONPath([.key("$schema")]), "$schema"),
        (JSONPath.root.appending(key: "participants").appending(index: 2).appending(key: "id"), "participants[2].id"),
    ])
    func pathDescriptions(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test func longValuesAreShortenedInMessages() {
        let long = String(repeating: "x", count: 100)
        let json = TestSupport.chat("", extra: "\"appearance\": \"\(long)\", ")
        let description = TestSupport.conversationError(json)?.description ?? ""
        #expect(description.contains("\"" + String(repeating: "x", count: 40) + "\"… is not an appearance"))
        #expect(!description.contains(String(repeating: "x", count: 41)))
    }
}
