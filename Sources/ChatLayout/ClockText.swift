/// Reads free-text message times that are a clock time ("09:41", "9:41 PM", "21:05:30"), so time headers can be
/// spaced by the gap between them like ISO times.
enum ClockText {
    /// Seconds since midnight, or nil when `text` is not a clock time.
    static func secondsOfDay(_ text: String) -> Int? {
        var rest = Substring(text.trimmingCharactersInWhitespace())
        var meridiem: Int?
        let upper = rest.uppercased()
        if upper.hasSuffix("AM") || upper.hasSuffix("PM") {
            meridiem = upper.hasSuffix("PM") ? 12 : 0
            rest = rest.dropLast(2)
            while rest.last == " " || rest.last == "\u{202F}" || rest.last == "\u{A0}" { rest = rest.dropLast() }
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigitCharacter) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            return ((hour % 12) + meridiem) * 3600 + minute * 60 + second
        }
        guard hour < 24 else { return nil }
        return hour * 3600 + minute * 60 + second
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

private extension String {
    func trimmingCharactersInWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
