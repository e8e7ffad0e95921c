import ChatGeometry
import ChatModel

/// The reactions badge: a pill with the emoji (and a count when some are repeated), ringed in the canvas
/// background colour so it stands out where it overlaps the bubble's corner.
package struct ReactionsElement: Sendable, Equatable {
    /// The badge text, e.g. "❤️😂" or "❤️😂 3", placed `padding` inside the frame.
    package var text: TextElement
    package var padding: EdgeInsets
    package var fill: Color
    /// The ring around the pill, drawn inside the frame.
    package var borderColor: Color
    package var borderWidth: Double

    /// A badge.
    package init(text: TextElement, padding: EdgeInsets, fill: Color, borderColor: Color, borderWidth: Double) {
        self.text = text
        self.padding = padding
        self.fill = fill
        self.borderColor = borderColor
        self.borderWidth = borderWidth
    }

    /// The texts of the pills for `reactions` drawn in `style`: one badge (`label(for:)`); a chip per distinct
    /// emoji with its count ("👍 2"); a pill per distinct emoji; none where the theme draws none. Emoji in order of
    /// first appearance.
    package static func labels(for reactions: [String], style: ReactionRule.Style) -> [String] {
        switch style {
        case .badge: return [label(for: reactions)]
        case .chips: return grouped(reactions).map { "\($0.emoji) \($0.indices.count)" }
        case .stack: return grouped(reactions).map(\.emoji)
        case .none: return []
        }
    }

    /// Each distinct emoji of `reactions` in order of first appearance, with the positions it was given at.
    package static func grouped(_ reactions: [String]) -> [(emoji: String, indices: [Int])] {
        var groups: [(emoji: String, indices: [Int])] = []
        var slot: [String: Int] = [:]
        for (index, emoji) in reactions.enumerated() {
            if let known = slot[emoji] {
                groups[known].indices.append(index)
            } else {
                slot[emoji] = groups.count
                groups.append((emoji, [index]))
            }
        }
        return groups
    }

    /// The badge text for `reactions`: up to three distinct emoji in order of first appearance, then the
    /// total when it is more than the emoji shown ("❤️👍 3" for ❤️ ❤️ 👍).
    package static func label(for reactions: [String]) -> String {
        let shown = grouped(reactions).prefix(3).map(\.emoji)
        let joined = shown.joined()
        return reactions.count > shown.count ? "\(joined) \(reactions.count)" : joined
    }
}
