import ChatModel

/// Decides where automatic day separators go: before a timed message whose date (in the conversation's time
/// zone) differs from the day last shown, and before the first timed message unless a `day` came first.
package struct DaySeparatorTracker: Sendable, Equatable {
    /// The day the chat shows at this point: the last separator's or timed message's date.
    package private(set) var shownDay: CalendarDay?
    /// True after a free-text `day` ("Yesterday") until the next timed message, which adopts it.
    package private(set) var freeTextDayPending = false

    /// A tracker at the top of a chat.
    package init() {}

    /// An explicit `day` message: its date, or nil for free text (which names the day of the next timed message).
    package mutating func explicitDay(_ day: CalendarDay?) {
        shownDay = day
        freeTextDayPending = day == nil
    }

    /// A message sent on `day`; returns true when a separator for `day` must go before it.
    package mutating func timedMessage(on day: CalendarDay) -> Bool {
        defer { shownDay = day }
        if freeTextDayPending {
            freeTextDayPending = false
            return false
        }
        return shownDay != day
    }
}

extension DaySeparatorTracker {
    /// The messages that get an automatic separator, with its date: `separatorDay` reads a `day` message's
    /// date (nil for free text), `timeDay` a sender message's time (nil without an ISO time).
    package static func automaticSeparators(
        in messages: [Message], separatorDay: (String) -> CalendarDay?, timeDay: (String) -> CalendarDay?
    ) -> [Int: CalendarDay] {
        var tracker = DaySeparatorTracker()
        var result: [Int: CalendarDay] = [:]
        for message in messages {
            if case .day(let written) = message.content {
                tracker.explicitDay(separatorDay(written))
            } else if message.content.hasSender, let time = message.time, let day = timeDay(time),
                      tracker.timedMessage(on: day) {
                result[message.index] = day
            }
        }
        return result
    }
}
