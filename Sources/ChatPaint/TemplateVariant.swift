/// Choosing among `name.png`, `name@2x.png`, `name@3x.png`.
public enum ChatTemplateVariant {
    /// The variant scale nearest to `outputScale`; on a tie the larger (sharper when scaled down).
    public static func choose(available: [Int], outputScale: Double) -> Int? {
        available.min { a, b in
            let da = abs(Double(a) - outputScale), db = abs(Double(b) - outputScale)
            return da == db ? a > b : da < db
        }
    }

    /// The file name of the variant at `scale` (`bubble.png` for 1, `bubble@2x.png` for 2).
    public static func fileName(image: String, scale: Int) -> String {
        scale == 1 ? "\(image).png" : "\(image)@\(scale)x.png"
    }
}
