import Testing
@testable import ChatModel

/// `day` separators and `system` notices: decoded without a sender, refused with a path when misused.
@Suite("Day separators and system notices")
struct NoticeDecodingTests {
    @Test func dayAndSystemDecodeWithoutSender() throws {
        let json = TestSupport.chat("""
            {"day": "2026-11-21"}, {"system": "Alice joined"}, {"from": "alice", "text": "hi"}, {"day": "Yesterday"}
            """)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages.map(\.content) == [.day("2026-11-21"), .system("Alice joined"), .text("hi"), .day("Yesterday")])
        #expect(messages.map(\.from) == ["", "", "alice", ""])
        #expect(messages.map(\.index) == [0, 1, 2, 3])
        #expect(messages.map(\.content.hasSender) == [false, false, true, false])
    }

    @Test(arguments: [
        ("from", #""alice""#), ("time", #""9:41""#), ("status", #""read""#), ("replyTo", "0"), ("reactions", #"["👍"]"#),
        ("caption", #""look""#),
    ])
    func senderKeysAreRefusedOnNotices(key: String, value: String) throws {
        for kind in ["day", "system"] {
            let json = TestSupport.chat(#"{"from": "me", "text": "hi"}, "# + "{\"\(kind)\": \"Today\", \"\(key)\": \(value)}")
            let error = try #require(TestSupport.conversationError(json))
            #expect(error.path == "messages[1].\(key)")
            #expect(error == .keyOnNotice(key: key, kind: kind, at: try #require(error.location)))
            let position = try #require(TestSupport.position(of: "\"\(key)\": \(value)", in: json))
            #expect(error.line == position.line)
            #expect(error.column == position.column + key.count + 4)
            let what = kind == "day" ? "day separators" : "system notices"
            #expect(error.description.hasSuffix(
                "\"\(key)\" does not belong on a \"\(kind)\" message: \(what) have no sender; remove \"\(key)\""))
        }
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2025-02-29", "2026-00-10", "2026-04-31"])
    func impossibleISODatesAreRefused(day: String) throws {
        let json = TestSupport.chat("{\"day\": \"\(day)\"}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].day")
        #expect(error.description.contains("\"\(day)\" looks like an ISO date but names no real day; write a real date as YYYY-MM-DD"))
    }

    @Test(arguments: [(#""""#, "the day is empty"), (#"" ""#, "the day is only whitespace"), ("3", "expected a string, found the number 3")])
    func badDayValues(value: String, words: String) throws {
        let json = TestSupport.chat("{\"day\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].day")
        #expect(error.description.contains(words))
    }

    @Test func emptySystemNoticeIsRefused() throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(#"{"system": ""}"#)))
        #expect(error.path == "messages[0].system")
        #expect(error.description.contains("the notice is empty"))
    }

    @Test func leapDaysAndShapes() {
        #expect(CalendarDay(iso: "2024-02-29") == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay(iso: "2000-02-29") != nil)
        #expect(CalendarDay(iso: "1900-02-29") == nil)
        #expect(CalendarDay(iso: "2026-11-21")?.description == "2026-11-21")
        #expect(!CalendarDay.hasISOShape("Yesterday"))
        #expect(!CalendarDay.hasISOShape("2026-11-21T10:00:00Z"))
        #expect(!CalendarDay.hasISOShape("2026/11/21"))
        #expect(CalendarDay.hasISOShape("2026-99-99"))
        #expect(CalendarDay(year: 2026, month: 1, day: 31) < CalendarDay(year: 2026, month: 2, day: 1))
    }
}
