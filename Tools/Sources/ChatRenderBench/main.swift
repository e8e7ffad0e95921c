import ChatGeometry
import ChatCodec
import ChatDiff
import ChatRaster
import ChatRender
import ChatText
import Foundation

// chatrender-bench: prints timings and sizes of the pipeline's stages. Not a test: run `make bench`.
//
//   chatrender-bench [repo root] [--runs N]

let arguments = CommandLine.arguments.dropFirst()
let root = arguments.first { !$0.hasPrefix("--") } ?? FileManager.default.currentDirectoryPath
let runs = arguments.firstIndex(of: "--runs").flatMap { i in arguments.dropFirst(i - arguments.startIndex + 1).first.flatMap(Int.init) } ?? 5
if arguments.contains("--micro") {
    do { try Micro.run(root: root, runs: runs) } catch { FileHandle.standardError.write(Data("chatrender-bench: \(error)\n".utf8)); exit(1) }
    exit(0)
}
let fonts = [
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#Noto Sans CJK SC",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc#Noto Sans CJK SC",
    "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
]
let renderer = ChatRenderer(options: ChatRenderOptions(fontFiles: fonts))

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("chatrender-bench: \(message)\n".utf8))
    exit(1)
}

print("chatrender benchmark — median of \(runs) runs, milliseconds, pinned fonts\n")

// 1. Whole pipeline per sample, stage by stage.
let widths = [22, 10, 8, 8, 8, 9, 9]
print(row(["conversation", "pixels", "decode", "layout", "draw", "encode", "PNG KiB"], widths: widths))
var rendered: [(String, ChatPixmap)] = []
for name in ["bilingual", "group", "photos"] {
    let path = "\(root)/samples/\(name).json"
    do {
        var conversation: ChatConversation?
        let decode = try Stopwatch.median(runs: runs) { conversation = try renderer.loadConversation(path: path) }
        guard let conversation else { fail("cannot load \(path)") }
        let layout = try Stopwatch.median(runs: runs) { _ = try renderer.layout(conversation) }
        var pixmap: ChatPixmap?
        let total = try Stopwatch.median(runs: runs) { pixmap = try renderer.render(conversation) }
        guard let pixmap else { fail("cannot render \(path)") }
        var png: [UInt8] = []
        let encode = try Stopwatch.median(runs: runs) { png = try ChatRenderer.encodePNG(pixmap) }
        rendered.append((name, pixmap))
        print(row([name, "\(pixmap.width)×\(pixmap.height)", String(format: "%.2f", decode), String(format: "%.1f", layout),
                   String(format: "%.1f", total - layout), String(format: "%.1f", encode), String(format: "%.1f", Double(png.count) / 1024)],
                  widths: widths))
    } catch {
        fail("\(name): \(error)")
    }
}

// 2. A long conversation: 300 messages of mixed scripts, measured and drawn.
let lines = [
    "Are we still on for tomorrow? I booked the table for seven.",
    "好的，明天见！记得带上文件 📄",
    "Can you send me the link to the slides from Tuesday's meeting, please?",
    "👍🏽 sounds good",
    "The build is green again after the fix, merging now.",
    "周末一起去爬山吧，天气预报说是晴天 ☀️",
]
var messages = ""
for i in 0..<300 {
    if i > 0 { messages += "," }
    messages += #"{"from":"\#(i % 3 == 0 ? "me" : "ann")","text":"\#(lines[i % lines.count]) #\#(i)"}"#
}
let long = #"{"canvas":{"width":390,"scale":2},"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[\#(messages)]}"#
do {
    let conversation = try renderer.decodeConversation(Array(long.utf8), file: "long.json", baseDirectory: root)
    var list: ChatDisplayList?
    let layout = try Stopwatch.median(runs: runs) { list = try renderer.layout(conversation) }
    var pixmap: ChatPixmap?
    let total = try Stopwatch.median(runs: runs) { pixmap = try renderer.render(conversation) }
    let glyphs = list?.nodes.reduce(0) { sum, node in
        guard node.tags.kind == "text", case .text(let run) = node.content else { return sum }
        return sum + run.block.lines.reduce(0) { $0 + $1.text.count }
    } ?? 0
    let height = pixmap?.height ?? 0
    print(row(["300 messages", "780×\(height)", "-", String(format: "%.1f", layout), String(format: "%.1f", total - layout), "-", "-"], widths: widths))
    print(String(format: "\nlong conversation: %d characters; layout %.0f k clusters/s, layout + draw %.0f k glyphs/s",
                 glyphs, Double(glyphs) / layout, Double(glyphs) / total))
} catch {
    fail("long conversation: \(error)")
}

// 3. PNG settings: the project's measured default against libpng's defaults, on the rendered samples.
print("\nPNG encoder on the rendered samples (KiB, ms)")
let pngWidths = [22, 12, 10, 12, 10]
print(row(["image", "libpng KiB", "ms", "default KiB", "ms"], widths: pngWidths))
var totals = (libpngSize: 0, libpngTime: 0.0, ownSize: 0, ownTime: 0.0)
for (name, pixmap) in rendered {
    do {
        var a: [UInt8] = [], b: [UInt8] = []
        let ta = try Stopwatch.median(runs: runs) { a = try PNGEncoder.encode(pixmap, options: .fastest) }
        let tb = try Stopwatch.median(runs: runs) { b = try PNGEncoder.encode(pixmap, options: .default) }
        totals = (totals.libpngSize + a.count, totals.libpngTime + ta, totals.ownSize + b.count, totals.ownTime + tb)
        print(row([name, String(format: "%.1f", Double(a.count) / 1024), String(format: "%.1f", ta),
                   String(format: "%.1f", Double(b.count) / 1024), String(format: "%.1f", tb)], widths: pngWidths))
    } catch {
        fail("PNG \(name): \(error)")
    }
}
print(String(format: "total: default is %.1f %% the size of libpng's defaults in %.1f %% of the time",
             Double(totals.ownSize) * 100 / Double(max(1, totals.libpngSize)), totals.ownTime * 100 / max(0.001, totals.libpngTime)))

// 4. Image diff (pixelmatch semantics) on two 1170×20000 screenshots: identical (fast path) and ~1 % changed.
do {
    let width = 1170, height = 20000
    var a = ChatPixmap(width: width, height: height, fill: ChatPremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
    for bubble in 0..<200 {
        let y = bubble * 100 + 10
        a.fill(PixelRect(x: bubble % 2 == 0 ? 60 : 500, y: y, width: 600, height: 80),
               color: bubble % 2 == 0 ? ChatPremultipliedColor(red: 233, green: 233, blue: 235, alpha: 255)
                                      : ChatPremultipliedColor(red: 11, green: 132, blue: 254, alpha: 255))
    }
    var b = a
    for bubble in stride(from: 0, to: 200, by: 2) {
        b.fill(PixelRect(x: 100, y: bubble * 100 + 40, width: 234, height: 10), color: .black)
    }
    let identical = Stopwatch.median(runs: runs) { _ = ChatPixelMatch.compare(a, a) }
    var changed = 0
    let different = Stopwatch.median(runs: runs) { changed = ChatPixelMatch.compare(a, b).mismatchedPixels }
    var drawing = ChatPixelMatchOptions()
    drawing.outputDiff = true
    let withImage = Stopwatch.median(runs: runs) { _ = ChatPixelMatch.compare(a, b, options: drawing) }
    print(String(format: "\ndiff 1170×20000: identical %.1f ms; %d pixels (%.2f %%) changed %.1f ms, with diff image %.1f ms",
                 identical, changed, Double(changed) * 100 / Double(width * height), different, withImage))
}
