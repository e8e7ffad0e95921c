/// The reconstruction filter used when an image is resized. When downscaling, the filter is widened by the
/// scale factor (so every source pixel contributes, as in Pillow), which makes it an antialiasing filter.
public enum ResamplingFilter: Sendable, Hashable, CaseIterable {
    /// Linear interpolation (a tent of radius 1); an area-like average when downscaling. Never overshoots.
    case triangle
    /// Keys' cubic with `a = −0.5` (radius 2): sharp, slight overshoot, Pillow's `BICUBIC`.
    case catmullRom
    /// Windowed sinc of radius 3: the sharpest, Pillow's `LANCZOS`; overshoot is clamped.
    case lanczos3

    /// The filter radius in source pixels at scale 1.
    var support: Double {
        switch self {
        case .triangle: return 1
        case .catmullRom: return 2
        case .lanczos3: return 3
        }
    }

    /// The (unnormalised) kernel value at distance `x`, measured in filter units.
    func weight(_ x: Double) -> Double {
        let t = abs(x)
        switch self {
        case .triangle:
            return t < 1 ? 1 - t : 0
        case .catmullRom:
            if t < 1 { return (1.5 * t - 2.5) * t * t + 1 }
            if t < 2 { return ((-0.5 * t + 2.5) * t - 4) * t + 2 }
            return 0
        case .lanczos3:
            if t >= 3 { return 0 }
            return Self.sinc(t) * Self.sinc(t / 3)
        }
    }

    private static func sinc(_ x: Double) -> Double {
        if x == 0 { return 1 }
        let px = Double.pi * x
        return CMath.sine(px) / px
    }
}
