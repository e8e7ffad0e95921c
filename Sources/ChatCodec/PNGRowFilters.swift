import CChatRenderCodec

/// The PNG row filters an encoder may use. With more than one, libpng tries each on every row and
/// keeps the one whose output has the smallest sum of absolute values.
public struct PNGRowFilters: OptionSet, Sendable, Hashable {
    /// The bit mask (the C helper's `CRS_PNG_FILTER_*` bits).
    public let rawValue: Int

    /// Creates a set from its bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Bytes stored as they are: best for flat colour and text, where whole rows repeat.
    public static let none = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_NONE))
    /// Difference from the pixel to the left: best for photos and gradients along rows.
    public static let sub = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_SUB))
    /// Difference from the pixel above.
    public static let up = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_UP))
    /// Difference from the mean of the left and upper pixels.
    public static let average = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_AVERAGE))
    /// Difference from the Paeth predictor of the left, upper and upper-left pixels.
    public static let paeth = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_PAETH))
    /// All five filters, chosen per row (libpng's default for 8-bit RGB and RGBA).
    public static let all: PNGRowFilters = [.none, .sub, .up, .average, .paeth]
}
