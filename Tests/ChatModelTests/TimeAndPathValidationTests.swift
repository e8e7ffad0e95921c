import Testing
@testable import ChatModel

/// Class 4 of the robustness issue, as far as the decoder sees it: impossible ISO times are refused like impossible
/// days (not drawn as another instant), and a NUL byte inside a file path is refused, not truncated.
@Suite("Times and paths that name nothing real")
struct TimeAndPathValidationTests {
    private func conversation(time: String) -> String {
        #"{"participants": [{"id": "a"}], "messages": [{"from": "a", "text": "x", "time": "\#(time)"}]}"#
    }

    /// A valid time with each field replaced by an impossible value, and texts that start like a time but break off.
    static let impossibleTimes = [
        "2026-00-21T10:00:00Z", "2026-13-21T10:00:00Z", "2026-11-00T10:00:00Z", "2026-11-31T10:00:00Z", "2026-02-29T10:00:00Z",
        "2024-02-30T10:00:00Z", "2026-02-30T10:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T25:00:00Z", "2026-11-21T99:00:00Z",
        "2026-11-21T10:60:00Z", "2026-11-21T10:00:60Z", "2026-11-21T10:00:61Z", "2026-11-21T10:00:00+99:00",
        "2026-11-21T10:00:00-19:00", "2026-11-21T10:00:00+18:01", "2026-11-21T10:00:00+05:60",
        "2026-11-21T10", "2026-11-21T10:0", "2026-11-21T", "2026-11-21T10:00:00Zjunk", "2026-11-21T10:00:00.Z",
        "2026-11-21T10:00:00 Z", "2026-11-21T10:00:00+1", "2026-11-21T10:00:00+01:",
    ]

    @Test(arguments: impossibleTimes)
    func impossibleTimeIsRefused(time: String) {
        let error = TestSupport.conversationError(conversation(time: time))
        #expect(error?.path == "messages[0].time", "\(time): \(String(describing: error))")
        #expect(error?.description.contains("ISO date-time") == true || error?.description.contains("names no real time") == true,
                "\(time): \(String(describing: error))")
        #expect(ISODateTime(iso: time) == nil)
        // The same text as a day separator is refused too.
        let day = TestSupport.conversationError(#"{"participants": [{"id": "a"}], "messages": [{"day": "\#(time)"}]}"#)
        #expect(day?.path == "messages[0].day", "\(time): \(String(describing: day))")
    }

    @Test func messagesSayWhatIsImpossible() {
        #expect(TestSupport.conversationError(conversation(time: "2026-02-30T10:00:00Z"))?.description.contains(
            "names no real time: month 2 of 2026 has 28 days, not 30; write a day that exists, from 01 to 28") == true)
        #expect(TestSupport.conversationError(conversation(time: "2026-11-21T10:00:00+99:00"))?.description.contains(
            "no time zone is 99 h 0 min away from UTC; write an offset from -12:00 to +14:00") == true)
        #expect(TestSupport.conversationError(conversation(time: "2026-11-21T10:00:60Z"))?.description.contains(
            "there is no second 60") == true)
    }

    static let validTimes: [(String, ISODateTime)] = [
        ("2026-11-21T10:00:00Z", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: 0)),
        ("2024-02-29T23:59:59.999Z", ISODateTime(day: CalendarDay(year: 2024, month: 2, day: 29), hour: 23, minute: 59, second: 59,
                                                 nanosecond: 999_000_000, utcOffset: 0)),
        ("2026-11-21T10:00:00+14:00", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: 50_400)),
        ("2026-11-21T10:00:00-12:00", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: -43_200)),
        ("2026-11-21T10:00:00+0530", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: 19_800)),
        ("2026-11-21T10:00:00+05", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: 18_000)),
        ("2026-11-21T10:00", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0, utcOffset: nil)),
        ("2026-11-21T10:00:00,5+01:00", ISODateTime(day: CalendarDay(year: 2026, month: 11, day: 21), hour: 10, minute: 0, second: 0,
                                                    nanosecond: 500_000_000, utcOffset: 3_600)),
    ]

    @Test func validTimesAndFreeTextAreAccepted() throws {
        for (text, expected) in Self.validTimes {
            #expect(ISODateTime(iso: text) == expected, "\(text)")
            #expect(try TestSupport.conversation(conversation(time: text)).messages[0].time == text)
        }
        for text in ["Yesterday 9:41", "10:00", "2026-11-21 10:00", "2026-11-21", "9:41 AM", "2026-1-21T10:00:00Z"] {
            #expect(ISODateTime.read(text) == .freeText, "\(text)")
            #expect(try TestSupport.conversation(conversation(time: text)).messages[0].time == text)
        }
    }

    @Test func daysSinceTheEpoch() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CalendarDay(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
        #expect(CalendarDay(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(CalendarDay(year: 2024, month: 2, day: 29).daysSinceEpoch == 19_782)
        #expect(ISODateTime(iso: "2024-05-01T09:41:00Z")?.secondsSinceEpochIgnoringZone == 1_714_556_460)
    }

    /// Every place a conversation names a file, with a NUL byte inside the name.
    static let pathsWithNUL: [(String, String)] = [
        (#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "image": "a.png\u0000.jpg"}]}"#, "messages[0].image"),
        (#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "sticker": "s\u0000"}]}"#, "messages[0].sticker"),
        (#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "video": {"thumbnail": "\u0000v.jpg"}}]}"#, "messages[0].video.thumbnail"),
        (#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "location": {"title": "t", "image": "m\u0000.png"}}]}"#,
         "messages[0].location.image"),
        (#"{"participants": [{"id": "a", "avatar": "a\u0000.png"}], "messages": []}"#, "participants[0].avatar"),
        (#"{"canvas": {"background": "bg\u0000.png"}, "participants": [{"id": "a"}], "messages": []}"#, "canvas.background"),
        (#"{"theme": "packs/x\u0000", "participants": [{"id": "a"}], "messages": []}"#, "theme"),
        (#"{"chrome": {"header": {"avatar": "h\u0000.png"}}, "participants": [{"id": "a"}], "messages": []}"#, "chrome.header.avatar"),
    ]

    @Test func nulInsideAPathIsRefused() {
        for (json, path) in Self.pathsWithNUL {
            let error = TestSupport.conversationError(json)
            #expect(error?.path == path, "\(String(describing: error))")
            #expect(error?.description.contains("contains a NUL character (\\u0000), which no file name can hold") == true,
                    "\(String(describing: error))")
        }
        for (old, new, path) in [(#""read": "status-read""#, #""read": "status\u0000read""#, "statusIcons.read"),
                                 (#""files": ["fonts/x.ttf"]"#, #""files": ["fonts/x\u0000.ttf"]"#, "fonts.files[0]"),
                                 (#""image": "photo-mask""#, #""image": "photo\u0000mask""#, "bubbles.photo.default.image")] {
            let error = TestSupport.themeError(TestSupport.theme(replacing: [(old, new)]))
            #expect(error?.path == path, "\(String(describing: error))")
        }
    }
}
