import CChatRenderSupport

/// The zlib strategy used to compress filtered PNG rows.
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    /// zlib's normal LZ77 + Huffman search (`Z_DEFAULT_STRATEGY`).
    case `default`
    /// Favours Huffman coding over short matches, meant for filtered data (`Z_FILTERED`, libpng's own default when filtering).
    case filtered
    /// Huffman coding only, no string matching (`Z_HUFFMAN_ONLY`).
    case huffmanOnly
    /// Matches of distance one only (`Z_RLE`): fast, weak on text.
    case runLength
    /// Fixed Huffman codes (`Z_FIXED`).
    case fixed

    /// The C helper's code for this strategy.
    var helperCode: Int32 {
        switch self {
        case .default: Int32(CRS_PNG_STRATEGY_DEFAULT)
        case .filtered: Int32(CRS_PNG_STRATEGY_FILTERED)
        case .huffmanOnly: Int32(CRS_PNG_STRATEGY_HUFFMAN_ONLY)
        case .runLength: Int32(CRS_PNG_STRATEGY_RLE)
        case .fixed: Int32(CRS_PNG_STRATEGY_FIXED)
        }
    }
}
