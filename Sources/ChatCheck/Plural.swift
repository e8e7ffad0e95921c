/// A count with its noun in the right number, for the summaries `check` and batches print: "1 conversation",
/// "3 conversations", "0 conversations".
package enum Plural {
    /// `count` and `noun`, with `plural` (default: `noun` + "s") unless `count` is 1.
    package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
