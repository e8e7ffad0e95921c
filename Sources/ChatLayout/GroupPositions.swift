import ChatModel

/// Splits messages into runs of one sender and names each message's place in its run.
package enum GroupPositions {
    /// One position per message: `single` for a run of one, else `first`, `middle`…, `last`. Day separators
    /// and system notices are `single` and end the run around them; so does a separator the layout inserts
    /// before the messages whose indices are in `breaks`.
    package static func compute(for messages: [Message], breakingBefore breaks: Set<Int> = []) -> [GroupPosition] {
        var result: [GroupPosition] = []
        result.reserveCapacity(messages.count)
        func joined(_ a: Message, _ b: Message) -> Bool {
            a.content.hasSender && b.content.hasSender && a.from == b.from && !breaks.contains(b.index)
        }
        for (i, message) in messages.enumerated() {
            let joinsPrevious = i > 0 && joined(messages[i - 1], message)
            let joinsNext = i + 1 < messages.count && joined(message, messages[i + 1])
            switch (joinsPrevious, joinsNext) {
            case (false, false): result.append(.single)
            case (false, true): result.append(.first)
            case (true, true): result.append(.middle)
            case (true, false): result.append(.last)
            }
        }
        return result
    }
}

extension GroupPosition {
    /// True for the first bubble of a run (`single` or `first`).
    package var startsGroup: Bool { self == .single || self == .first }
    /// True for the last bubble of a run (`single` or `last`).
    package var endsGroup: Bool { self == .single || self == .last }

    /// The position of the upper of two bubbles that split this one (a photo above its caption).
    var upperHalf: GroupPosition {
        switch self {
        case .single, .first: .first
        case .middle, .last: .middle
        }
    }

    /// The position of the lower of two bubbles that split this one.
    var lowerHalf: GroupPosition {
        switch self {
        case .single, .last: .last
        case .first, .middle: .middle
        }
    }
}
