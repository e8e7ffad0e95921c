import ChatCodec
import ChatRaster
import Foundation

/// Writes every fixture pair as `NAME-a.png` / `NAME-b.png` into the directory named by the environment
/// variable `CHATDIFF_EXPORT_DIR`, so the reference numbers in `PixelMatchReferenceTests` can be recomputed with
/// another pixelmatch (the PNGs hold exactly the straight RGBA bytes `PixelMatch` compares).
enum FixtureExport {
    /// The export directory, when one is asked for.
    static var directory: String? { ProcessInfo.processInfo.environment["CHATDIFF_EXPORT_DIR"] }

    /// Writes the pairs; returns the number of files written.
    @discardableResult
    static func write(to directory: String) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written = 0
        for pair in DiffFixtures.all {
            for (suffix, image) in [("a", pair.a), ("b", pair.b)] {
                let bytes = try PNGEncoder.encode(image)
                try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(pair.name)-\(suffix).png"))
                written += 1
            }
        }
        return written
    }
}
