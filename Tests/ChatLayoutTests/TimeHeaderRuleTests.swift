import ChatLayout
import ChatModel
import Testing

/// `groups.timeHeader`: ICU skeletons the conversation's locale turns into its own header.
@Suite("Time header skeletons")
struct TimeHeaderRuleTests {
    func header(_ rule: TimeHeaderRule, locale: String, now: String? = nil) throws -> String {
        var theme = testTheme()
        theme.groups.timeHeader = rule
        var conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: locale, participants: [me, ana],
                                        messages: [text(0, "ana", "hi", time: "2026-11-20T23:58:00Z")])
        conversation.now = now
        let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(), resources: FakeResources()).placements()
        let texts = list.elements("label").compactMap { element -> String? in
            guard case .label(let label) = element.content, label.role == "timeHeader" else { return nil }
            return label.block.lines.map(\.text).joined()
        }
        return try #require(texts.first)
    }

    @Test("the default is iOS's weekday, date and 12- or 24-hour time; QQ's date and 24-hour time in every locale")
    func skeletons() throws {
        let qq = TimeHeaderRule(skeleton: "MMMdHHmm", relativeSkeleton: "HHmm")
        #expect(try header(TimeHeaderRule(), locale: "en_US").hasPrefix("Fri, Nov 20"))
        #expect(try header(qq, locale: "zh_CN") == "11月20日 23:58")
        #expect(try header(qq, locale: "en_US") == "Nov 20 at 23:58")
        #expect(try header(qq, locale: "de_DE").contains("23:58"))
        // With the conversation's moment, the word and the relative skeleton.
        #expect(try header(qq, locale: "zh_CN", now: "2026-11-21T08:00:00Z") == "昨天 23:58")
        #expect(try header(qq, locale: "en_US", now: "2026-11-20T23:59:00Z") == "Today 23:58")
    }

    @Test("todayWord false: today's header is the time alone (QQ), yesterday's keeps its word, other days their date")
    func timeAloneToday() throws {
        var qq = TimeHeaderRule(skeleton: "MMMdHHmm", relativeSkeleton: "HHmm")
        qq.todayWord = false
        #expect(try header(qq, locale: "zh_CN", now: "2026-11-20T23:59:00Z") == "23:58")
        #expect(try header(qq, locale: "en_US", now: "2026-11-20T23:59:00Z") == "23:58")
        #expect(try header(qq, locale: "zh_CN", now: "2026-11-21T08:00:00Z") == "昨天 23:58")
        #expect(try header(qq, locale: "zh_CN", now: "2026-11-25T08:00:00Z") == "11月20日 23:58")
        #expect(try header(qq, locale: "zh_CN") == "11月20日 23:58")
    }
}
