/// The base direction of a paragraph (UAX #9).
package enum TextDirection: String, Sendable, Hashable, Codable {
    /// From the first strong character (rules P2–P3); left-to-right when there is none.
    case natural
    case leftToRight, rightToLeft
}
