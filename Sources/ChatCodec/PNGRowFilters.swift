import CChatRenderCodec

/// The PNG row filters an encoder may use. With more than one, libpng tries each on every row and
/// keeps the one whose output has the smallest sum of absolute values.
package struct PNGRowFilters: OptionSet, Sendable, Hashable {
    /// The bit mask (the C helper's `CRS_PNG_FILTER_*` bits).
    package let rawValue: Int

    /// Creates a set from its bit mask.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Bytes stored as they are: best for flat colour and text, where whole rows repeat.
    package static let none = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_NONE))
    /// Difference from the pixel to the left: best for photos and gradients along rows.
    package static let sub = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_SUB))
    /// Difference from the pixel above.
    package static let up = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_UP))
    /// Difference from the mean of the left and upper pixels.
    package static let average = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_AVERAGE))
    /// Difference from the Paeth predictor of the left, upper and upper-left pixels.
    package static let paeth = PNGRowFilters(rawValue: Int(CRS_PNG_FILTER_PAETH))
    /// All five filters, chosen per row (libpng's default for 8-bit RGB and RGBA).
    package static let all: PNGRowFilters = [.none, .sub, .up, .average, .paeth]
}
