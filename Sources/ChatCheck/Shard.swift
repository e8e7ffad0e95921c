/// One of `count` deterministic shares of a list (`chatrender check DIR --shard K/N`), so that a CI matrix can
/// run one shard per machine: the item at position `i` of the sorted list belongs to shard `i mod count + 1`.
///
/// The shards of one `count` are disjoint and together hold every item; their sizes differ by at most one; the
/// same list always splits the same way on every machine, whatever the number of jobs.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which share, 1-based: 1 … `count`.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// The most shards a list may be split into.
    public static let maximumCount = 10_000

    /// Shard `index` of `count`, nil unless 1 ≤ `index` ≤ `count` ≤ `maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (e.g. `2/4`); nil when it is not of that form or out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The items of this shard, in their order; `items` must already be in a stable order (sorted paths).
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Whether the item at 0-based `position` of a stable list (a manifest's line `position + 1`) is in this shard:
    /// the same rule as `select`, for lists read as a stream.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}
