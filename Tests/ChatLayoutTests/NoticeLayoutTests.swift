import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Day separators (written and automatic) and system notices.
@Suite("Day separators and system notices")
struct NoticeLayoutTests {
    func chat(_ messages: [Message], timeZone: String = "UTC", locale: String = "en_US",
              timePlacement: TimePlacement = .below, now: String? = nil) throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: locale, timeZone: timeZone,
                                        participants: [me, ana], messages: messages)
        conversation.now = now
        return try LayoutEngine(conversation: conversation, theme: testTheme(timePlacement: timePlacement), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    func labels(_ list: Placements, _ kind: String) -> [String] {
        list.elements(kind).compactMap { element in
            switch element.content {
            case .day(let n), .system(let n): n.text.block.lines.map(\.text).joined(separator: "\n")
            default: nil
            }
        }
    }

    func bubblePositions(_ list: Placements) -> [GroupPosition] {
        list.elements("bubble").compactMap { element -> GroupPosition? in
            if case .bubble(let b) = element.content { return b.position }
            return nil
        }
    }

    func automatic(_ list: Placements) -> [Bool] {
        list.elements("day").compactMap { if case .day(let n) = $0.content { n.automatic } else { nil } }
    }

    @Test("23:30 and 00:30 UTC are two days in UTC but one in New York")
    func aroundMidnightUTC() throws {
        let messages = [text(0, "ana", "late", time: "2026-11-20T23:30:00Z"), text(1, "ana", "later", time: "2026-11-21T00:30:00Z")]
        let utc = try chat(messages)
        #expect(labels(utc, "day") == ["Friday, November 20", "Saturday, November 21"])
        #expect(utc.elements("day").map(\.message) == [0, 1])
        let newYork = try chat(messages, timeZone: "America/New_York")
        #expect(labels(newYork, "day") == ["Friday, November 20"])
        #expect(newYork.elements("day").map(\.message) == [0])
        let tokyo = try chat(messages, timeZone: "Asia/Tokyo")
        #expect(labels(tokyo, "day") == ["Saturday, November 21"])
    }

    @Test("04:30 and 05:30 UTC are one day in UTC but two in New York")
    func aroundMidnightNewYork() throws {
        let messages = [text(0, "ana", "a", time: "2026-11-21T04:30:00Z"), text(1, "me", "b", time: "2026-11-21T05:30:00Z")]
        #expect(labels(try chat(messages), "day") == ["Saturday, November 21"])
        #expect(labels(try chat(messages, timeZone: "America/New_York"), "day") == ["Friday, November 20", "Saturday, November 21"])
        // Times without a zone are read in the conversation's zone.
        let local = [text(0, "ana", "a", time: "2026-11-20T23:59:00"), text(1, "ana", "b", time: "2026-11-21T00:01:00")]
        #expect(labels(try chat(local, timeZone: "America/New_York"), "day") == ["Friday, November 20", "Saturday, November 21"])
    }

    @Test("a written day first replaces the automatic one; a later date still gets one; free text names the next day")
    func writtenDays() throws {
        let list = try chat([
            Message(index: 0, from: "", content: .day("2026-11-20")),
            text(1, "ana", "a", time: "2026-11-20T10:00:00Z"),
            text(2, "ana", "b", time: "2026-11-20T18:00:00Z"),
            Message(index: 3, from: "", content: .day("Yesterday")),
            text(4, "ana", "c", time: "2026-11-21T09:00:00Z"),
            text(5, "me", "d", time: "2026-11-22T09:00:00Z"),
            text(6, "me", "free text time", time: "soon"),
        ])
        #expect(labels(list, "day") == ["Friday, November 20", "Yesterday", "Sunday, November 22"])
        #expect(list.elements("day").map(\.message) == [0, 3, 5])
        #expect(automatic(list) == [false, false, true])
    }

    @Test("written days are formatted per locale; ISO date-times name their date in the conversation's zone")
    func dayLabels() throws {
        let german = try chat([Message(index: 0, from: "", content: .day("2026-11-21"))], locale: "de_DE")
        #expect(labels(german, "day") == ["Samstag, 21. November"])
        let zoned = try chat([Message(index: 0, from: "", content: .day("2026-11-21T02:00:00Z"))], timeZone: "America/Los_Angeles")
        #expect(labels(zoned, "day") == ["Friday, November 20"])
    }

    @Test("a day pill is centred, padded and fully rounded; a system notice is centred text without a pill")
    func frames() throws {
        let list = try chat([Message(index: 0, from: "", content: .day("Today")),
                             Message(index: 1, from: "", content: .system("Ana joined")), text(2, "ana", "hi")])
        let day = try #require(list.elements("day").first)
        // "Today": 5 × 6 pt + 10 + 10 wide, 15 + 4 + 4 tall, 10 pt top margin + 4 notice spacing.
        #expect(day.frame == Rect(x: 175, y: 14, width: 50, height: 23))
        guard case .day(let pill) = day.content, case .system(let notice) = list.elements("system")[0].content else {
            Issue.record("missing notices"); return
        }
        #expect(pill.cornerRadius == 11.5)
        #expect(pill.background == testTheme().light.incomingBubble)
        #expect(pill.text.role == "day")
        #expect(pill.text.style.weight == .semibold)
        #expect(notice.background == nil)
        #expect(notice.text.color == testTheme().light.time)
        // After the pill: 4 spacing, 10 group spacing, 4 spacing; "Ana joined" is 10 × 6 pt.
        #expect(list.elements("system")[0].frame == Rect(x: 170, y: 14 + 23 + 4 + 10 + 4, width: 60, height: 15))
        let bubble = try #require(list.elements("bubble", message: 2).first)
        #expect(bubble.frame.minY == 14 + 23 + 4 + 10 + 4 + 15 + 4 + 10)
    }

    @Test("day separators, system notices and date changes break sender groups")
    func groupsBreak() throws {
        let notices = [text(0, "ana", "a"), Message(index: 1, from: "", content: .system("Bo left")), text(2, "ana", "b"),
                       Message(index: 3, from: "", content: .day("Today")), Message(index: 4, from: "", content: .day("Now")),
                       text(5, "ana", "c"), text(6, "ana", "d")]
        #expect(GroupPositions.compute(for: notices) == [.single, .single, .single, .single, .single, .first, .last])
        #expect(GroupPositions.compute(for: notices, breakingBefore: [6]) == [.single, .single, .single, .single, .single, .single, .single])

        let list = try chat([text(0, "ana", "a", time: "2026-11-20T23:00:00Z"), text(1, "ana", "b", time: "2026-11-21T01:00:00Z")])
        #expect(bubblePositions(list) == [.single, .single])
        // The same two messages on one day stay one group.
        let sameDay = try chat([text(0, "ana", "a", time: "2026-11-20T23:00:00Z"), text(1, "ana", "b", time: "2026-11-21T01:00:00Z")],
                               timeZone: "America/New_York")
        #expect(bubblePositions(sameDay) == [.first, .last])
    }

    @Test("with the conversation's moment, its day and the day before read Today and Yesterday in its language")
    func relativeDays() throws {
        let messages = [Message(index: 0, from: "", content: .day("2026-11-19")), text(1, "ana", "a", time: "2026-11-19T10:00:00Z"),
                        text(2, "ana", "b", time: "2026-11-20T10:00:00Z"), text(3, "ana", "c", time: "2026-11-21T09:00:00Z")]
        let now = "2026-11-21T09:41:00Z"
        #expect(labels(try chat(messages, now: now), "day") == ["Thursday, November 19", "Yesterday", "Today"])
        #expect(labels(try chat(messages, locale: "de_DE", now: now), "day") == ["Donnerstag, 19. November", "Gestern", "Heute"])
        #expect(labels(try chat(messages, locale: "zh_CN", now: now), "day").suffix(2) == ["昨天", "今天"])
        // Without a moment every day is a date; a moment in another zone names its own day there.
        #expect(labels(try chat(messages), "day") == ["Thursday, November 19", "Friday, November 20", "Saturday, November 21"])
        let zoned = try chat(messages, timeZone: "Pacific/Kiritimati", now: "2026-11-20T12:00:00Z")
        #expect(labels(zoned, "day").last == "Today")
        // Time headers: "Today 9:00 AM".
        let headers = try chat([text(0, "ana", "a", time: "2026-11-20T10:00:00Z"), text(1, "ana", "b", time: "2026-11-21T09:00:00Z")],
                               timePlacement: .header, now: now)
        let texts = headers.elements("label").compactMap { element -> String? in
            if case .label(let t) = element.content, t.role == "timeHeader" { t.block.lines.map(\.text).joined() } else { nil }
        }
        #expect(texts == ["Yesterday 10:00\u{202F}AM", "Today 9:00\u{202F}AM"])
    }

    @Test("themes with time headers show the date in a header at each new date instead of a separator")
    func headerThemes() throws {
        // 20 minutes apart (under the 1 h header gap) but across midnight.
        let list = try chat([text(0, "ana", "a", time: "2026-11-20T23:50:00Z"), text(1, "ana", "b", time: "2026-11-21T00:10:00Z"),
                             text(2, "ana", "c", time: "2026-11-21T00:20:00Z")], timePlacement: .header)
        #expect(list.elements("day").isEmpty)
        #expect(list.elements("label").filter { if case .label(let t) = $0.content { t.role == "timeHeader" } else { false } }
            .map(\.message) == [0, 1])
    }

    @Test("the tracker inserts before the first timed message and at every change of date")
    func tracker() {
        var tracker = DaySeparatorTracker()
        let friday = CalendarDay(year: 2026, month: 11, day: 20), saturday = CalendarDay(year: 2026, month: 11, day: 21)
        var answers: [Bool] = []
        answers.append(tracker.timedMessage(on: friday))
        answers.append(tracker.timedMessage(on: friday))
        answers.append(tracker.timedMessage(on: saturday))
        tracker.explicitDay(friday)
        answers.append(tracker.timedMessage(on: friday))
        tracker.explicitDay(nil)
        answers.append(tracker.timedMessage(on: saturday))
        #expect(answers == [true, false, true, false, false])
        #expect(tracker.shownDay == saturday)
    }

    @Test("the layout JSON names day and system elements with their own fields")
    func json() throws {
        let list = try chat([text(0, "ana", "a", time: "2026-11-20T23:00:00Z"), Message(index: 1, from: "", content: .system("Bo left"))])
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "day""#))
        #expect(json.contains(#""role" : "automatic""#))
        #expect(json.contains(##""paint" : "#E9E9EB""##))
        #expect(json.contains(#""kind" : "system""#))
        #expect(json.contains(#""role" : "system""#))
        #expect(json.contains(#""text" : "Friday, November 20""#))
    }
}

/// A theme's day skeleton (`groups.timeHeader.daySkeleton`): QQ writes a day entry as its time headers do.
@Suite("Day separators in a theme's words")
struct DaySkeletonLayoutTests {
    func days(_ theme: String, locale: String) throws -> [String] {
        let conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: locale, participants: [me, ana],
                                        messages: [Message(index: 0, from: "", content: .day("2026-11-21")), text(1, "ana", "hi")])
        let list = try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                    resources: FakeResources()).placements()
        return list.elements("day").compactMap { element in
            if case .day(let notice) = element.content { notice.text.block.lines.map(\.text).joined() } else { nil }
        }
    }

    @Test func qqWritesTheMonthAndDay() throws {
        #expect(try days("qq", locale: "en_US") == ["Nov 21"])
        #expect(try days("qq", locale: "zh_CN") == ["11月21日"])
        #expect(try days("imessage", locale: "en_US") == ["Saturday, November 21"])
    }
}
