import ChatGeometry

/// Reads `capInsets` and `contentInsets` of a bubble style.
enum InsetsDecoder {
    /// `[top, left, bottom, right]`: exactly four numbers from 0 to `ThemeKeys.maximumInset`.
    static func edgeInsets(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> EdgeInsets {
        guard case .array(let elements, _) = value else {
            throw value.mismatch(expected: "an array of four numbers [top, left, bottom, right]", at: path)
        }
        guard elements.count == 4 else {
            throw value.invalid(
                "\(elements.count) number\(elements.count == 1 ? "" : "s") given",
                hint: "write exactly four: [top, left, bottom, right], e.g. [13, 13, 13, 21]", at: path)
        }
        let names = ["top", "left", "bottom", "right"]
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try element.nonNegativeNumber(
                at: path.appending(index: index), what: "the \(names[index]) inset", atMost: ThemeKeys.maximumInset, unit: " pt"))
        }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// `[top, left, bottom, right]` → `.insets`, or `{ "leftCapWidth": n, "topCapHeight": n }` → `.legacy`.
    static func capInsets(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> CapInsets {
        switch value {
        case .array:
            return .insets(try edgeInsets(value, at: path))
        case .object:
            let object = try JSONObjectReader(value, path: path)
            try object.rejectUnknownKeys(ThemeKeys.legacyCapInsets)
            let left = try object.required("leftCapWidth").nonNegativeNumber(
                at: object.path("leftCapWidth"), what: "leftCapWidth", atMost: ThemeKeys.maximumInset, unit: " pt")
            let top = try object.required("topCapHeight").nonNegativeNumber(
                at: object.path("topCapHeight"), what: "topCapHeight", atMost: ThemeKeys.maximumInset, unit: " pt")
            return .legacy(leftCapWidth: left, topCapHeight: top)
        default:
            throw value.mismatch(
                expected: "an array [top, left, bottom, right] or an object {\"leftCapWidth\": n, \"topCapHeight\": n}",
                at: path)
        }
    }
}
