/// Reads the keys a list screen's style (`screens.chats`, `screens.contacts`) shares in kind: lengths in points within
/// a range, font sizes, and chrome colours, each from a table of key and field, each key optional and checked at its
/// path.
enum ListStyleFields<Style> {
    typealias Length = (key: String, field: WritableKeyPath<Style, Double>, range: ClosedRange<Double>)
    typealias Size = (key: String, field: WritableKeyPath<Style, Double>)
    typealias Colour = (key: String, field: WritableKeyPath<Style, ChromeColor>)

    static func read(_ object: JSONObjectReader, into style: inout Style, lengths: [Length], sizes: [Size], colors: [Colour])
        throws(ModelError) {
        for (key, field, range) in lengths {
            if let n = try object.number(key, in: range, what: "length", unit: " pt") { style[keyPath: field] = n }
        }
        for (key, field) in sizes {
            if let n = try object.number(key, in: 4...100, what: "font size", unit: " pt") { style[keyPath: field] = n }
        }
        for (key, field) in colors {
            if let value = object.value(key) { style[keyPath: field] = try ChromeBarDecoder.color(value, at: object.path(key)) }
        }
    }
}
