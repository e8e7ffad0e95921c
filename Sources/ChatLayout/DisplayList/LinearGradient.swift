import ChatGeometry

/// A vertical linear gradient from `top` to `bottom`, with an optional gloss that lightens the upper half and stops
/// sharply at the middle (the sheen of glossy bars and buttons).
package struct LinearGradient: Sendable, Equatable {
    package var top: Color
    package var bottom: Color
    /// How much white the gloss mixes into the upper half, 0 (none) to 1, fading from the top to the middle.
    package var gloss: Double

    /// A gradient from `top` to `bottom` with `gloss` (0 for a plain gradient).
    package init(top: Color, bottom: Color, gloss: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.gloss = gloss
    }

    /// The colour at `t` (0 at the top, 1 at the bottom), the gloss included; channels rounded, alpha interpolated.
    package func color(at t: Double) -> Color {
        let t = min(max(t, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8, _ f: Double) -> Double { Double(a) + (Double(b) - Double(a)) * f }
        var red = mix(top.red, bottom.red, t), green = mix(top.green, bottom.green, t), blue = mix(top.blue, bottom.blue, t)
        if gloss > 0, t < 0.5 {
            // Strongest at the top, still half as strong just above the middle: the step there is the sheen's edge.
            let white = min(1, gloss) * (1 - t)
            red += (255 - red) * white
            green += (255 - green) * white
            blue += (255 - blue) * white
        }
        return Color(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: UInt8(blue.rounded()),
                     alpha: UInt8(mix(top.alpha, bottom.alpha, t).rounded()))
    }
}
