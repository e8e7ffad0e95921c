/// The bars of a voice message's waveform: heights from 0.15 to 1, derived only from the message index and
/// its duration, so the same message always gets the same picture.
package enum Waveform {
    /// `count` bar heights (0.15…1) for message `index` of `duration` seconds.
    package static func bars(count: Int, message index: Int, duration: Double) -> [Double] {
        guard count > 0 else { return [] }
        var random = SplitMix64(seed: seed(message: index, duration: duration))
        var heights: [Double] = []
        heights.reserveCapacity(count)
        var level = 0.5
        for i in 0..<count {
            // A random walk pulled towards the middle reads as speech; per-bar jitter gives syllables, and the
            // ends fade in and out like a real recording.
            level += (random.nextUnit() - 0.5) * 0.6 + (0.6 - level) * 0.3
            level = min(1, max(0.2, level))
            let position = count == 1 ? 0.5 : Double(i) / Double(count - 1)
            let envelope = min(1, 0.35 + 2.5 * min(position, 1 - position))
            let jitter = 0.3 + 0.7 * random.nextUnit()
            heights.append(min(1, max(0.15, level * envelope * jitter * 1.35)))
        }
        return heights
    }

    /// FNV-1a (64 bit) over the index and the duration's bit pattern.
    static func seed(message index: Int, duration: Double) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in [UInt64(bitPattern: Int64(index)), duration.bitPattern] {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (word >> UInt64(shift)) & 0xff
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}

/// Sebastiano Vigna's SplitMix64: a tiny, fast, fully specified PRNG (same seed, same sequence everywhere).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &+ 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from the top 53 bits.
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
