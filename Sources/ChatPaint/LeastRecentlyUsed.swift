/// Values held by key within a budget of bytes, the least recently used dropped first: the state behind
/// `SharedImages` and `SharedCoverage`, each of which keeps it behind its lock.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, bytes: Int, used: Int)] = [:]
    /// The bytes held now.
    private(set) var held = 0
    /// The use counter: each find or keep takes the next value.
    private var clock = 0

    /// How many values are held.
    var count: Int { entries.count }

    /// The value held for `key`, marked as just used; nil when none is.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, entry.bytes, clock)
        return entry.value
    }

    /// Keeps `value`, `bytes` large, for `key` (unless one is held already), first dropping the least recently used
    /// values until it fits within `limit`.
    mutating func keep(_ value: Value, bytes: Int, for key: Key, limit: Int) {
        guard entries[key] == nil else { return }
        while held + bytes > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            held -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        clock += 1
        entries[key] = (value, bytes, clock)
        held += bytes
    }
}

extension LeastRecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}
