/// The deflate compressor a PNG's filtered rows go through.
package enum PNGCompressor: Sendable, Hashable {
    /// The project's run coder (`crs_run_deflate_strip`): runs of a byte everywhere, and in unfiltered rows copies of
    /// the pixel before, the row above and one hashed earlier position; one Huffman block per strip. Made for
    /// screenshots: fast, and about as small as libdeflate's level 1 on them.
    case runs
    /// libdeflate at a level from 0 (stored) to 12 (smallest, slowest); runs of rows equal to the row above are
    /// written as compact blocks of their own except at level 0.
    case libdeflate(level: Int)
}
