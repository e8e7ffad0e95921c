import ChatGeometry
import ChatModel
import ChatRaster
@testable import ChatText

/// Font files installed on the build machine (Debian: fonts-inter, fonts-noto-cjk, fonts-noto-color-emoji,
/// fonts-noto-core). Tests always load fonts by file, never through fontconfig's choice.
enum Fonts {
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interSemiBold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    static let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let cjkBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let notoSans = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let hebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let symbols2 = "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf"

    /// Inter, then the Simplified Chinese face of Noto Sans CJK, then Noto Color Emoji; no system fallback.
    static func standardSet() throws -> FontSet {
        try FontSet([
            .file(path: interRegular, index: 0), .file(path: interSemiBold, index: 0),
            .fileFace(path: cjkRegular, family: "Noto Sans CJK SC"), .fileFace(path: cjkBold, family: "Noto Sans CJK SC"),
            .file(path: emoji, index: 0),
        ])
    }

    static func engine() throws -> TextEngine { try TextEngine(fonts: standardSet()) }

    /// Inter, then Noto Sans Hebrew, Arabic and Devanagari, the CJK face and Noto Color Emoji (regular only).
    static func worldEngine() throws -> TextEngine {
        try TextEngine(fonts: FontSet([
            .file(path: interRegular, index: 0), .file(path: hebrew, index: 0), .file(path: arabic, index: 0),
            .file(path: devanagari, index: 0), .fileFace(path: cjkRegular, family: "Noto Sans CJK SC"),
            .file(path: emoji, index: 0),
        ]))
    }
}

extension TextStyle {
    static let body = TextStyle(fontSize: 17)
}

/// Pixel helpers for drawing tests.
extension Pixmap {
    /// Straight-alpha channels of the pixel at (x, y) (the pixmaps in tests are opaque).
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let pixel = self[x, y]
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha))
    }

    /// Bounding box (x0, y0, x1, y1, exclusive ends) of the pixels matching `predicate`, or nil.
    func bounds(where predicate: (Int, Int, Int, Int) -> Bool) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<height {
            for x in 0..<width {
                let p = rgba(x, y)
                guard predicate(p.r, p.g, p.b, p.a) else { continue }
                if let b = box {
                    box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1))
                } else {
                    box = (x, y, x + 1, y + 1)
                }
            }
        }
        return box
    }
}
