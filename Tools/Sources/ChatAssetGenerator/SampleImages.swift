import ChatGeometry
import ChatRaster

#if canImport(Glibc)
import Glibc
#endif

/// The pictures used by samples/: landscape, portrait, square and panorama "photos" and three avatars,
/// all drawn from code so the repository owns every pixel it ships.
enum SampleImages {
    /// Sunrise over a lake, 4:3.
    static func landscape() -> ChatPixmap {
        var p = Painter(width: 1600, height: 1200)
        p.verticalGradient([(0, RGB(0x2B3A67)), (0.45, RGB(0xE07A5F)), (0.62, RGB(0xF6C28B)), (1, RGB(0xF6D7A7))], from: 0, to: 0.62)
        p.fill(RGB(0xFFF1C1)) { path, w, h in path.addCircle(center: Point(x: w * 0.68, y: h * 0.5), radius: w * 0.06) }
        p.ridge(RGB(0x8C6A8D), base: 0.62, amplitude: 0.22, seed: 1.3)
        p.ridge(RGB(0x5E4B6E), base: 0.62, amplitude: 0.13, seed: 4.2)
        p.verticalGradient([(0, RGB(0xD89A7A)), (0.3, RGB(0x6F5A7E)), (1, RGB(0x233150))], from: 0.62, to: 1)
        // The sun's reflection: thin bright strokes on the water.
        for i in 0..<14 {
            let y = 0.64 + Double(i) * 0.022
            let half = 0.05 * (1 - Double(i) / 16)
            p.fill(RGB(0xFFE3A8), alpha: 0.75 - Double(i) * 0.045) { path, w, h in
                path.addRect(Rect(x: w * (0.68 - half), y: h * y, width: w * half * 2, height: h * 0.007))
            }
        }
        p.grain(strength: 6, seed: 11)
        return p.pixmap
    }

    /// A city at dusk: towers with lit windows under a crescent moon, 3:4.
    static func portrait() -> ChatPixmap {
        var p = Painter(width: 1200, height: 1600)
        p.verticalGradient([(0, RGB(0x0B1026)), (0.55, RGB(0x2E3A78)), (1, RGB(0xC86B85))])
        p.fill(RGB(0xF4F1DE)) { path, w, h in path.addCircle(center: Point(x: w * 0.74, y: h * 0.16), radius: w * 0.07) }
        p.fill(RGB(0x0E1530)) { path, w, h in path.addCircle(center: Point(x: w * 0.765, y: h * 0.145), radius: w * 0.062) }
        let towers: [(x: Double, w: Double, top: Double, tone: UInt32)] = [
            (0.00, 0.20, 0.52, 0x1B1F3B), (0.17, 0.16, 0.34, 0x23284A), (0.31, 0.22, 0.46, 0x1A1D36),
            (0.50, 0.15, 0.28, 0x262B52), (0.63, 0.2, 0.5, 0x1C2040), (0.8, 0.22, 0.4, 0x222746),
        ]
        for t in towers {
            p.fill(RGB(t.tone)) { path, w, h in path.addRect(Rect(x: w * t.x, y: h * t.top, width: w * t.w, height: h * (1 - t.top))) }
            var seed = UInt32(t.x * 1000 + 7)
            for row in 0..<Int((1 - t.top) * 40) {
                for col in 0..<Int(t.w * 30) {
                    seed = seed &* 1_103_515_245 &+ 12345
                    guard (seed >> 16) % 5 < 2 else { continue }
                    p.fill(RGB(0xFFD37A), alpha: 0.85) { path, w, h in
                        path.addRect(Rect(x: w * (t.x + 0.012 + Double(col) * 0.033), y: h * (t.top + 0.015 + Double(row) * 0.024),
                                              width: w * 0.016, height: h * 0.011))
                    }
                }
            }
        }
        p.grain(strength: 5, seed: 23)
        return p.pixmap
    }

    /// A wide mountain range at sunset, 4:1 (clamped and cropped by the photo rule).
    static func panorama() -> ChatPixmap {
        var p = Painter(width: 3200, height: 800)
        p.verticalGradient([(0, RGB(0x3D5A80)), (0.5, RGB(0xEE9B6A)), (0.8, RGB(0xF7D08A)), (1, RGB(0xF7D08A))])
        p.fill(RGB(0xFFF4D6)) { path, w, h in path.addCircle(center: Point(x: w * 0.3, y: h * 0.62), radius: h * 0.09) }
        p.ridge(RGB(0xA7727E), base: 0.78, amplitude: 0.5, seed: 0.4)
        p.ridge(RGB(0x6D5875), base: 0.9, amplitude: 0.42, seed: 2.9)
        p.ridge(RGB(0x3B3355), base: 1.0, amplitude: 0.3, seed: 5.3)
        p.grain(strength: 5, seed: 37)
        return p.pixmap
    }

    /// An abstract painting of overlapping discs, square.
    static func square() -> ChatPixmap {
        var p = Painter(width: 1024, height: 1024)
        p.verticalGradient([(0, RGB(0xF1E9DA)), (1, RGB(0xE2D4BA))])
        let discs: [(Double, Double, Double, UInt32)] = [
            (0.32, 0.36, 0.24, 0xE76F51), (0.62, 0.42, 0.2, 0x2A9D8F), (0.46, 0.66, 0.22, 0xE9C46A),
            (0.7, 0.72, 0.12, 0x264653), (0.22, 0.74, 0.1, 0xF4A261),
        ]
        for (x, y, r, c) in discs {
            p.fill(RGB(c), alpha: 0.85) { path, w, h in path.addCircle(center: Point(x: w * x, y: h * y), radius: w * r) }
        }
        p.fill(RGB(0x1D3557)) { path, w, h in
            path.addRect(Rect(x: w * 0.12, y: h * 0.12, width: w * 0.76, height: h * 0.012))
        }
        return p.pixmap
    }

    /// A friendly illustrated avatar: background, shoulders, head and hair.
    static func avatar(background: UInt32, skin: UInt32, hair: UInt32, shirt: UInt32, longHair: Bool) -> ChatPixmap {
        var p = Painter(width: 256, height: 256)
        p.verticalGradient([(0, RGB(background)), (1, RGB(background).mix(RGB(0x000000), 0.18))])
        if longHair {
            p.fill(RGB(hair)) { path, w, h in path.addRoundedRect(Rect(x: w * 0.26, y: h * 0.24, width: w * 0.48, height: h * 0.56),
                                                                  radii: CornerRadii(topLeft: w * 0.24, topRight: w * 0.24, bottomRight: w * 0.06, bottomLeft: w * 0.06)) }
        }
        p.fill(RGB(shirt)) { path, w, h in path.addEllipse(in: Rect(x: w * 0.14, y: h * 0.72, width: w * 0.72, height: h * 0.6)) }
        p.fill(RGB(skin)) { path, w, h in path.addRect(Rect(x: w * 0.43, y: h * 0.58, width: w * 0.14, height: h * 0.16)) }
        p.fill(RGB(skin)) { path, w, h in path.addEllipse(in: Rect(x: w * 0.32, y: h * 0.26, width: w * 0.36, height: h * 0.42)) }
        p.fill(RGB(hair)) { path, w, h in
            path.addRoundedRect(Rect(x: w * 0.3, y: h * 0.2, width: w * 0.4, height: h * 0.16),
                                radii: CornerRadii(topLeft: w * 0.2, topRight: w * 0.2, bottomRight: w * 0.03, bottomLeft: w * 0.06))
        }
        return p.pixmap
    }
}
