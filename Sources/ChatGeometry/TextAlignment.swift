/// Horizontal alignment of lines inside a text block.
package enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    case left, center, right
}
