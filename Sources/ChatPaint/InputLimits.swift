/// How many bytes chatrender reads at most from each kind of input file, so that no file (a huge or endless one
/// such as `/dev/zero` given as standard input) can exhaust memory before it is refused. Each is far beyond a
/// real file of its kind.
public enum ChatInputLimits {
    /// A conversation JSON file (or standard input): 32 MiB, about a million messages' worth of text.
    public static let conversationBytes = 32 << 20
    /// A theme pack's theme.json: 4 MiB.
    public static let themeBytes = 4 << 20
    /// One image file (photo, avatar, background, template): 256 MiB; its pixel size is limited by `ImageLimits`.
    public static let imageBytes = 256 << 20

    /// The start of a size-limit refusal: "it holds 33.0 MiB, more than the 32.0 MiB a conversation may hold"
    /// (`size` nil for a pipe, read until the limit passed). Callers add how to fix it.
    public static func overLimit(size: Int?, limit: Int, holding: String) -> String {
        let held = size.map { "it holds \(MemoryBudget.format($0)), more than" } ?? "it holds more than"
        return "\(held) the \(MemoryBudget.format(limit)) \(holding) may hold"
    }
}
