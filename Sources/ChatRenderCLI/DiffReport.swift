import ChatDiff

/// How `chatrender diff` prints an `ImageComparisonResult`: one human sentence, or JSON with sorted keys.
enum DiffReport {
    /// "1,204 pixels differ (0.26 %) in 3 regions", "identical", or "size differs: 780×1200 vs 780×1210".
    static func sentence(_ comparison: ImageComparisonResult) -> String {
        if comparison.sizeMismatch {
            return "size differs: \(comparison.expectedSize) vs \(comparison.actualSize)"
        }
        let result = comparison.pixels
        if result.identical { return "identical" }
        let count = result.mismatchedPixels
        var text = "\(grouped(count)) \(count == 1 ? "pixel differs" : "pixels differ") (\(percent(result.percentage)) %)"
        let regions = result.regions.count
        if regions > 0 { text += " in \(grouped(regions)) \(regions == 1 ? "region" : "regions")" }
        if result.antialiasedPixels > 0 {
            text += "; \(grouped(result.antialiasedPixels)) anti-aliased \(result.antialiasedPixels == 1 ? "pixel" : "pixels") ignored"
        }
        return text
    }

    /// The result as one line of JSON, keys sorted: actual (height, width), antialiasedPixels, expected (height,
    /// width), height, identical, mismatchedPixels, percentage, regions (each height, width, x, y), sizeMismatch,
    /// totalPixels, width (`width` and `height` are the expected image's).
    ///
    /// When the sizes differ no pixel is compared: every pixel of the area the two images cover together (laid on
    /// each other at the top-left corner: the wider width by the taller height) counts as different, so
    /// `totalPixels` and `mismatchedPixels` are that area and `percentage` is 100, as `check` reports a size change.
    static func json(_ comparison: ImageComparisonResult) -> String {
        let result = comparison.pixels
        let expected = comparison.expectedSize, actual = comparison.actualSize
        var total = result.totalPixels, mismatched = result.mismatchedPixels, percentage = result.percentage
        if comparison.sizeMismatch {
            total = max(expected.width, actual.width) * max(expected.height, actual.height)
            mismatched = total
            percentage = 100
        }
        let regions = result.regions
            .map { "{\"height\":\($0.height),\"width\":\($0.width),\"x\":\($0.x),\"y\":\($0.y)}" }
            .joined(separator: ",")
        return "{\"actual\":\(size(actual)),\"antialiasedPixels\":\(result.antialiasedPixels),"
            + "\"expected\":\(size(expected)),\"height\":\(result.height),"
            + "\"identical\":\(result.identical),\"mismatchedPixels\":\(mismatched),"
            + "\"percentage\":\(percentage),\"regions\":[\(regions)],\"sizeMismatch\":\(result.sizeMismatch),"
            + "\"totalPixels\":\(total),\"width\":\(result.width)}"
    }

    /// `{"height":…,"width":…}`.
    private static func size(_ size: ImageComparisonResult.Size) -> String {
        "{\"height\":\(size.height),\"width\":\(size.width)}"
    }

    /// `1234567` → "1,234,567" (always commas, whatever the locale).
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A percentage with two decimals, rounded half up: 0.2604 → "0.26"; anything above 0 shows at least "0.01".
    static func percent(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let shown = value > 0 && hundredths == 0 ? 1 : hundredths
        let fraction = shown % 100
        return "\(shown / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
