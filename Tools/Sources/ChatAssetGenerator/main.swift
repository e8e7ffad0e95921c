import ChatCodec
import ChatRaster
import Foundation

// chatrender-assets: remakes the PNGs of the built-in theme packs and the sample pictures from drawing code.
//
//   chatrender-assets themes assets/themes [--scales 1,2,3]
//   chatrender-assets samples samples/images

let usage = """
    usage: chatrender-assets themes <assets/themes dir> [--scales 1,2,3]
           chatrender-assets templates <pack dir> [--scales 1,2,3]
           chatrender-assets samples <samples/images dir>
    """

func write(_ bytes: [UInt8], _ path: String) {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        FileHandle.standardError.write(Data("chatrender-assets: cannot write \(path)\n".utf8))
        exit(73)
    }
    print("wrote \(path)")
}

func png(_ pixmap: ChatPixmap, _ path: String) {
    do { write(try PNGEncoder.encode(pixmap), path) } catch {
        FileHandle.standardError.write(Data("chatrender-assets: \(error)\n".utf8)); exit(70)
    }
}

func jpeg(_ pixmap: ChatPixmap, _ path: String) {
    do { write(try JPEGEncoder.encode(pixmap, quality: 88), path) } catch {
        FileHandle.standardError.write(Data("chatrender-assets: \(error)\n".utf8)); exit(70)
    }
}

func makeDirectory(_ path: String) {
    do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
        FileHandle.standardError.write(Data("chatrender-assets: cannot create \(path): \(error)\n".utf8)); exit(73)
    }
}

/// Every template of every built-in pack.
let packs: [String: [String: Shape]] = [
    "classic": [
        "bubble": ThemeShapes.classicBubble,
        "status-sending": ThemeShapes.statusSending, "status-sent": ThemeShapes.statusSent,
        "status-delivered": ThemeShapes.statusDelivered, "status-read": ThemeShapes.statusRead,
        "status-failed": ThemeShapes.statusFailed,
    ],
    "whatsapp": [
        "bubble": AppThemeShapes.whatsappBubble, "bubble-tail": AppThemeShapes.whatsappBubbleTail,
        "status-sending": ThemeShapes.statusSending, "status-sent": AppThemeShapes.tickSingle,
        "status-delivered": AppThemeShapes.tickDouble, "status-read": AppThemeShapes.tickDouble,
        "status-failed": ThemeShapes.statusFailed,
    ],
    "messenger": [
        "bubble-single": AppThemeShapes.messengerSingle, "bubble-first": AppThemeShapes.messengerFirst,
        "bubble-middle": AppThemeShapes.messengerMiddle, "bubble-last": AppThemeShapes.messengerLast,
        "status-sending": AppThemeShapes.circleEmpty, "status-sent": AppThemeShapes.circleCheck,
        "status-delivered": AppThemeShapes.discCheck, "status-read": AppThemeShapes.discCheck,
        "status-failed": ThemeShapes.statusFailed,
    ],
    "telegram": [
        "bubble-single": AppThemeShapes.telegramSingle, "bubble-first": AppThemeShapes.telegramFirst,
        "bubble-middle": AppThemeShapes.telegramMiddle, "bubble-last": AppThemeShapes.telegramLast,
        "status-sending": ThemeShapes.statusSending, "status-sent": AppThemeShapes.tickSingle,
        "status-read": AppThemeShapes.tickDouble, "status-failed": ThemeShapes.statusFailed,
    ],
    "qq": [
        "bubble": AppThemeShapes.qqBubble,
        "status-failed": ThemeShapes.statusFailed,
    ],
    "imessage": [
        "bubble": ThemeShapes.messagesBubble, "bubble-tail": ThemeShapes.messagesBubbleTail,
        "status-sending": ThemeShapes.statusSending, "status-sent": ThemeShapes.statusSent,
        "status-delivered": ThemeShapes.statusDelivered, "status-read": ThemeShapes.statusRead,
        "status-failed": ThemeShapes.statusFailed,
    ],
]

/// Writes the template PNGs the pack in `directory` draws as data (its templates.json) at every scale; a pack
/// without templates.json is skipped unless `required`.
func renderDataTemplates(in directory: String, scales: [Int], required: Bool) {
    do {
        guard let templates = try DataTemplates.templates(in: directory) else {
            guard !required else {
                FileHandle.standardError.write(Data("chatrender-assets: \(directory) has no templates.json\n".utf8))
                exit(66)
            }
            return
        }
        for (name, glyph) in templates.sorted(by: { $0.key < $1.key }) {
            for scale in scales {
                let file = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
                png(try DataTemplates.render(glyph, scale: scale), (directory as NSString).appendingPathComponent(file))
            }
        }
    } catch {
        FileHandle.standardError.write(Data("chatrender-assets: \(directory)/templates.json: \(error)\n".utf8))
        exit(65)
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { print(usage); exit(64) }
let command = arguments.removeFirst()
let output = arguments.removeFirst()
var scales = [1, 2, 3]
if let i = arguments.firstIndex(of: "--scales"), i + 1 < arguments.count {
    scales = arguments[i + 1].split(separator: ",").compactMap { Int($0) }.filter { (1...4).contains($0) }
}

switch command {
case "themes":
    for (pack, shapes) in packs.sorted(by: { $0.key < $1.key }) {
        let directory = (output as NSString).appendingPathComponent(pack)
        makeDirectory(directory)
        for (name, shape) in shapes.sorted(by: { $0.key < $1.key }) {
            for scale in scales {
                let file = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
                png(shape.render(scale: scale), (directory as NSString).appendingPathComponent(file))
            }
        }
    }
    // iOS 6's gloss over classic's bubbles: an untinted overlay inside the bubble's caps (13 pt top, 13 pt bottom).
    for scale in scales {
        let directory = (output as NSString).appendingPathComponent("classic")
        let file = scale == 1 ? "bubble-gloss.png" : "bubble-gloss@\(scale)x.png"
        png(Gloss.overlay(of: ThemeShapes.classicBubble, scale: scale, sheen: 12.5, shade: 21), (directory as NSString).appendingPathComponent(file))
    }
    // Templates drawn as data (templates.json), in every pack directory found (the packs above add theirs there too).
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).sorted()
    for pack in entries {
        renderDataTemplates(in: (output as NSString).appendingPathComponent(pack), scales: scales, required: false)
    }
    // Wallpapers are pictures, not templates: their colours are drawn as they are.
    let wallpapers: [(pack: String, name: String, base: UInt32, ink: UInt32, pattern: Wallpapers.Pattern)] = [
        ("telegram", "wallpaper-dark", 0x0E1621, 0x16212F, .telegram), ("telegram", "wallpaper-light", 0xCADDB4, 0xBCD1A3, .telegram),
        ("whatsapp", "wallpaper-dark", 0x0B141A, 0x15222A, .whatsapp), ("whatsapp", "wallpaper-light", 0xEFEAE2, 0xE2DACE, .whatsapp),
    ]
    for wallpaper in wallpapers {
        let directory = (output as NSString).appendingPathComponent(wallpaper.pack)
        for scale in scales {
            let file = scale == 1 ? "\(wallpaper.name).png" : "\(wallpaper.name)@\(scale)x.png"
            png(Wallpapers.tile(base: wallpaper.base, ink: wallpaper.ink, scale: scale, pattern: wallpaper.pattern), (directory as NSString).appendingPathComponent(file))
        }
    }
case "templates":
    renderDataTemplates(in: output, scales: scales, required: true)
case "samples":
    makeDirectory(output)
    func at(_ name: String) -> String { (output as NSString).appendingPathComponent(name) }
    jpeg(SampleImages.landscape(), at("landscape.jpg"))
    jpeg(SampleImages.portrait(), at("portrait.jpg"))
    jpeg(SampleImages.panorama(), at("panorama.jpg"))
    png(SampleImages.square(), at("square.png"))
    png(SampleImages.avatar(background: 0x9BC4E2, skin: 0xF1C7A5, hair: 0x2B1B17, shirt: 0xE76F51, longHair: true), at("avatar-maya.png"))
    png(SampleImages.avatar(background: 0xF6D6AD, skin: 0xB5835A, hair: 0x1B1212, shirt: 0x2A9D8F, longHair: true), at("avatar-priya.png"))
    png(SampleImages.avatar(background: 0xC7E9C0, skin: 0xE8B896, hair: 0x7A4E2D, shirt: 0x264653, longHair: false), at("avatar-jordan.png"))
    // The custom-theme sample: the classic pack with its own bubble (samples/custom-theme/).
    let pack = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent("custom-theme")
    makeDirectory(pack)
    for scale in scales {
        let file = scale == 1 ? "bubble.png" : "bubble@\(scale)x.png"
        png(ThemeShapes.squareBubble.render(scale: scale), (pack as NSString).appendingPathComponent(file))
    }
default:
    print(usage)
    exit(64)
}
