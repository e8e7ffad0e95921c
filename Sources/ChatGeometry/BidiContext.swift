/// The text of a line's paragraph just before and just after the line, when the paragraph wraps onto several
/// lines: a line is resolved alone (UAX #9) with it, so that the neutral and weak characters at its ends take the
/// direction they have in the whole paragraph (the "/" of a URL wrapped inside a right-to-left sentence stays with
/// the URL). At most `window` characters each side: the nearest strong character is almost always within them.
package struct BidiContext: Sendable, Hashable, Codable {
    package var before: String
    package var after: String

    /// How many characters each side a line keeps.
    package static let window = 32

    package init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}
