import Foundation

/// How much pixel memory one render may hold at once: decoded images, images made from them at their drawn
/// size, theme templates at the output scale, the wallpaper, the glyph cache, the bands being drawn and the
/// strips being compressed. A render that would need more is refused before it draws anything, with an error
/// naming what is too big (`RenderError.memoryBudget`, exit 65).
///
/// Rendering streams in bands, so the height of the image does not count: the limit is about what one band
/// needs at a time (a 10 000 × 10 000 photo decoded is 400 MB, however small it is drawn).
public struct ChatMemoryBudget: Sendable, Hashable, CustomStringConvertible {
    /// The limit in bytes.
    public var bytes: Int

    /// A budget of `bytes` bytes.
    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// 1 GiB: a hundred phone screens' worth of pixels, and a 16 000 × 16 000 photo.
    public static let `default` = MemoryBudget(bytes: 1 << 30)

    /// The smallest budget accepted (128 MiB): the glyph cache (64 MiB), a band and the compressor need room.
    public static let minimum = MemoryBudget(bytes: 128 << 20)

    /// Parses a size as the command line takes it: a whole number with an optional unit `K`, `M`, `G` (powers of
    /// 1024, `B`/`iB` suffixes allowed, any case): `512M`, `2G`, `1048576`. Nil for anything else.
    public init?(parsing text: String) {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits = digits.dropLast(suffix.count)
        }
        var shift = 0
        if let unit = digits.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][String(unit)] {
            shift = power
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits),
              value <= Int.max >> shift else { return nil }
        bytes = value << shift
    }

    /// The size in the largest whole unit ("1 GiB", "512 MiB", "1500 KiB").
    public var description: String { Self.format(bytes) }

    /// `bytes` in the largest binary unit that keeps one decimal ("1.5 GiB", "12 MiB", "900 bytes"), as chatrender's
    /// messages (and the service's, in Tools/) write sizes.
    public static func format(_ bytes: Int) -> String {
        let units: [(String, Int)] = [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)]
        for (name, shift) in units where bytes >= 1 << shift {
            let value = Double(bytes) / Double(1 << shift)
            return value == value.rounded() ? "\(Int(value)) \(name)" : String(format: "%.1f %@", value, name)
        }
        return "\(bytes) bytes"
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
