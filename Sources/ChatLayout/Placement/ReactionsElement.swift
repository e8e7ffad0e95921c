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
        var distinct: [String] = []
        var counts: [String: Int] = [:]
        for emoji in reactions {
            if counts[emoji] == nil { distinct.append(emoji) }
            counts[emoji, default: 0] += 1
        }
        switch style {
        case .badge: return [label(for: reactions)]
        case .chips: return distinct.map { "\($0) \(counts[$0] ?? 1)" }
        case .stack: return distinct
        case .none: return []
        }
    }

    /// The badge text for `reactions`: up to three distinct emoji in order of first appearance, then the
    /// total when it is more than the emoji shown ("❤️👍 3" for ❤️ ❤️ 👍).
    package static func label(for reactions: [String]) -> String {
        var distinct: [String] = []
        for emoji in reactions where !distinct.contains(emoji) {
            distinct.append(emoji)
        }
        let shown = distinct.prefix(3)
        let joined = shown.joined()
        return reactions.count > shown.count ? "\(joined) \(reactions.count)" : joined
    }
}
