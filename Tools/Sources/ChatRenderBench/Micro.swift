import ChatGeometry
import ChatCodec
import ChatRaster
import ChatRender
import Foundation

/// `chatrender-bench ROOT --micro [--runs N]`: the work that runs on several threads, one line of medians (ms):
/// the PNG stream encoder on a 1170×20000 screenshot-like image with 1 and 2 threads, and a photo resampled
/// (1600×1200 enlarged to 4680×3510, then shrunk to 1170×878) with 1 and 2 threads. Compare two builds by
/// alternating runs of each.
enum Micro {
    static func run(root: String, runs: Int) throws {
        var screen = ChatPixmap(width: 1170, height: 20000, fill: ChatPremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        for bubble in 0..<200 {
            screen.fill(PixelRect(x: bubble % 2 == 0 ? 60 : 500, y: bubble * 100 + 10, width: 600, height: 80),
                        color: bubble % 2 == 0 ? ChatPremultipliedColor(red: 233, green: 233, blue: 235, alpha: 255)
                                               : ChatPremultipliedColor(red: 11, green: 132, blue: 254, alpha: 255))
        }
        var line: [String] = []
        for threads in [1, 2] {
            line.append(String(format: "png%d %.1f", threads, try Stopwatch.median(runs: runs) {
                _ = try PNGEncoder.encode(screen, threads: threads)
            }))
        }
        let photo = try ChatRenderer.decodeImage([UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/samples/images/landscape.jpg"))))
        for threads in [1, 2] {
            line.append(String(format: "up%d %.1f", threads, Stopwatch.median(runs: runs) {
                _ = photo.resized(width: 4680, height: 3510, threads: threads)
            }))
        }
        let big = photo.resized(width: 4680, height: 3510)
        for threads in [1, 2] {
            line.append(String(format: "down%d %.1f", threads, Stopwatch.median(runs: runs) {
                _ = big.aspectFilled(width: 1170, height: 878, threads: threads)
            }))
        }
        print(line.joined(separator: "  "))
    }
}
