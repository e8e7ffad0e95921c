import ChatLayout
import ChatRender
import Foundation
import Testing

/// The `lines` of the layout JSON for the tricky cases, through the real pipeline (pinned fonts).
@Suite("Layout JSON lines")
struct LayoutLinesTests {
    /// The body text element of a one-message conversation, as `chatrender layout` prints it.
    func bodyElement(_ text: String, from sender: String = "me") throws -> [String: Any] {
        let json = #"{"theme":"imessage","canvas":{"width":390,"scale":2},"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":[{"from":"\#(sender)","text":\#(String(decoding: try JSONEncoder().encode(text), as: UTF8.self))}]}"#
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "t.json", baseDirectory: Repo.fixtures)
        let printed = LayoutJSON.encode(try renderer.layout(conversation))
        let object = try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any]
        let elements = try #require(object?["elements"] as? [[String: Any]])
        return try #require(elements.first { $0["kind"] as? String == "text" && $0["role"] as? String == "body" })
    }

    func lines(_ element: [String: Any]) throws -> [(text: String, x: Double, width: Double, rtl: Bool)] {
        let lines = try #require(element["lines"] as? [[String: Any]])
        return try lines.map { line in
            let frame = try #require(line["frame"] as? [String: Double])
            return (line["text"] as? String ?? "", frame["x"] ?? 0, frame["width"] ?? 0, line["rtl"] as? Bool ?? false)
        }
    }

    @Test("a URL longer than the bubble is split after its separators, every line within the wrap width")
    func longURL() throws {
        let url = "https://example.com/a/very/long/path/that/does/not/fit/on/one/line?query=chatrender&lang=en"
        let element = try bodyElement("See \(url)")
        let maxWidth = try #require(element["maxWidth"] as? Double)
        let result = try lines(element)
        #expect(result.count >= 3)
        #expect(result.allSatisfy { $0.width <= maxWidth + 1.0 / 64 })
        #expect(result.map(\.text).joined().replacingOccurrences(of: " ", with: "") == "See\(url)")
        // Pieces end after a separator, never inside "https://".
        #expect(result.dropLast().allSatisfy { line in "/?&-.=_#".contains(line.text.last ?? " ") || line.text.hasSuffix("See") })
        #expect(!result.contains { $0.text.hasSuffix("https:/") || $0.text.hasSuffix("https:") })
        let decorations = try #require(element["decorations"] as? [[String: Any]])
        #expect(decorations.count == 1)
    }

    @Test("CJK punctuation never starts a line")
    func cjkPunctuation() throws {
        let text = "我们明天上午十点在会议室见面，记得带上电脑。好的！会议结束以后一起去吃饭吧，我请客。"
        let element = try bodyElement(text)
        let result = try lines(element)
        #expect(result.count >= 2)
        #expect(result.map(\.text).joined() == text)
        for line in result { #expect(!"。，、）」！？：；".contains(line.text.first ?? " "), "\(line.text)") }
    }

    @Test("an RTL message with numbers: lines marked rtl and flush right in the block")
    func rightToLeftWithNumbers() throws {
        let element = try bodyElement("הפגישה ב-2026 נקבעה ל-10:30 ב-Zoom, נכון? אני אשלח את הקישור מחר בבוקר", from: "ann")
        #expect(element["rtl"] as? Bool == true)
        let frame = try #require(element["frame"] as? [String: Double])
        let result = try lines(element)
        #expect(result.count >= 2)
        #expect(result.allSatisfy { $0.rtl })
        for line in result {
            #expect(abs((line.x + line.width) - ((frame["x"] ?? 0) + (frame["width"] ?? 0))) < 1.0 / 32, "\(line.text)")
        }
        #expect(result.contains { $0.text.contains("2026") })
    }
}
