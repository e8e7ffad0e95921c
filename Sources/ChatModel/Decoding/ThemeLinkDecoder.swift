import ChatGeometry

/// Reads `link`: every key optional, with `ThemeLink`'s defaults, each checked and reported at its key.
enum ThemeLinkDecoder {
    static let keys = ["placement", "width", "margin", "padding", "spacing", "fill", "bar", "mask", "largeImage", "imageAspect",
                       "largeFrom", "thumbnail", "thumbnailSide", "thumbnailInset", "lines", "dropsBareURL"]
    static let lineKeys = ["field", "size", "weight", "lines", "color", "case"]
    static let maximumLines = 8

    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeLink {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var link = ThemeLink()
        if let value = object.value("placement") {
            link.placement = try value.named(ThemeLink.Placement.self, noun: "a link card placement", at: object.path("placement"))
        }
        if let value = object.value("width") {
            link.width = try value.number(in: 40...2000, at: object.path("width"), what: "card width", unit: " pt")
        }
        if let value = object.value("margin") { link.margin = try sides(value, in: -40...200, at: object.path("margin")) }
        if let value = object.value("padding") { link.padding = try sides(value, in: 0...200, at: object.path("padding")) }
        if let value = object.value("spacing") {
            link.spacing = try value.number(in: 0...100, at: object.path("spacing"), what: "line spacing", unit: " pt")
        }
        if let value = object.value("fill") { link.fill = try directed(value, at: object.path("fill")) }
        if let value = object.value("bar") {
            if case .null = value {
                link.bar = nil
            } else {
                let bar = try JSONObjectReader(value, path: object.path("bar"))
                try bar.rejectUnknownKeys(["width", "color"])
                link.bar = ThemeLink.Bar(
                    width: try bar.required("width").number(in: 0.5...40, at: bar.path("width"), what: "bar width", unit: " pt"),
                    color: try directed(try bar.required("color"), at: bar.path("color")))
            }
        }
        if let value = object.value("mask") {
            let mask = try JSONObjectReader(value, path: object.path("mask"))
            try mask.rejectUnknownKeys(["image", "capInsets"])
            link.mask = ThemeLink.Mask(image: try PathRules.themeImageName(try mask.required("image"), at: mask.path("image")),
                                       capInsets: try InsetsDecoder.edgeInsets(try mask.required("capInsets"), at: mask.path("capInsets")))
        }
        if let value = object.value("largeImage") {
            link.largeImage = try value.named(ThemeLink.ImageEdge.self, noun: "an image edge", at: object.path("largeImage"))
        }
        if let value = object.value("imageAspect") {
            link.imageAspect = try value.number(in: 0.2...2, at: object.path("imageAspect"), what: "image height over width")
        }
        if let value = object.value("largeFrom") {
            link.largeFrom = try value.number(in: 0...100_000, at: object.path("largeFrom"), what: "pixel width", unit: " px")
        }
        if let value = object.value("thumbnail") {
            link.thumbnail = try value.number(in: 0...400, at: object.path("thumbnail"), what: "thumbnail size", unit: " pt")
        }
        if let value = object.value("thumbnailSide") {
            link.thumbnailSide = try value.named(ThemeLink.ThumbnailSide.self, noun: "a thumbnail side", at: object.path("thumbnailSide"))
        }
        if let value = object.value("thumbnailInset") {
            link.thumbnailInset = try value.number(in: 0...100, at: object.path("thumbnailInset"), what: "thumbnail inset", unit: " pt")
        }
        if let value = object.value("lines") { link.lines = try lines(value, at: object.path("lines")) }
        if let value = object.value("dropsBareURL") { link.dropsBareURL = try value.bool(at: object.path("dropsBareURL")) }
        return link
    }

    /// `[top, leading, bottom, trailing]`, each in `range`.
    private static func sides(_ value: JSONValue, in range: ClosedRange<Double>, at path: JSONPath) throws(ModelError) -> EdgeInsets {
        let elements = try value.array(at: path)
        guard elements.count == 4 else {
            throw value.invalid("\(elements.count) number\(elements.count == 1 ? "" : "s") given",
                                hint: "write exactly four: [top, leading, bottom, trailing], e.g. [6, 10, 6, 10]", at: path)
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try element.number(in: range, at: path.appending(index: index), what: "side", unit: " pt"))
        }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// A chrome colour for both directions, or `{"incoming": …, "outgoing": …}`.
    private static func directed(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeLink.DirectedColor {
        if case .object = value {
            let object = try JSONObjectReader(value, path: path)
            if object.has("incoming") || object.has("outgoing") {
                try object.rejectUnknownKeys(["incoming", "outgoing"])
                return ThemeLink.DirectedColor(
                    incoming: try ChromeBarDecoder.color(try object.required("incoming"), at: object.path("incoming")),
                    outgoing: try ChromeBarDecoder.color(try object.required("outgoing"), at: object.path("outgoing")))
            }
        }
        return ThemeLink.DirectedColor(try ChromeBarDecoder.color(value, at: path))
    }

    /// The card's lines: 1 to `maximumLines` objects.
    private static func lines(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [ThemeLink.Line] {
        let elements = try value.array(at: path)
        guard (1...maximumLines).contains(elements.count) else {
            throw value.invalid("\(elements.count) lines are listed, not 1 to \(maximumLines)",
                                hint: "list the lines the card shows, e.g. [{\"field\": \"title\", \"size\": 15}]", at: path)
        }
        var lines: [ThemeLink.Line] = []
        for (index, element) in elements.enumerated() {
            let linePath = path.appending(index: index)
            let object = try JSONObjectReader(element, path: linePath)
            try object.rejectUnknownKeys(lineKeys)
            var line = ThemeLink.Line(
                field: try object.required("field").named(ThemeLink.Field.self, noun: "a link field", at: object.path("field")),
                size: try object.required("size").number(in: 4...200, at: object.path("size"), what: "font size", unit: " pt"),
                color: ThemeLink.DirectedColor(incoming: .named("incomingText"), outgoing: .named("outgoingText")))
            if let value = object.value("weight") { line.weight = try value.named(FontWeight.self, noun: "a font weight", at: object.path("weight")) }
            if let value = object.value("lines") {
                let count = try value.number(in: 1...20, at: object.path("lines"), what: "line count")
                guard count == count.rounded() else {
                    throw value.invalid("\(NumberText.format(count)) is not a whole number of lines", hint: "write 1, 2 or 3", at: object.path("lines"))
                }
                line.lines = Int(count)
            }
            if let value = object.value("color") { line.color = try directed(value, at: object.path("color")) }
            if let value = object.value("case") { line.textCase = try value.named(ThemeLink.TextCase.self, noun: "a letter case", at: object.path("case")) }
            lines.append(line)
        }
        return lines
    }
}
