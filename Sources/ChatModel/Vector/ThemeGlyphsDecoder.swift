import ChatGeometry

/// Reads theme.json's `glyphs`: a map of glyph names to vector glyphs (`viewBox` and `layers`), as
/// docs/theme-pack.md describes. Unknown keys suggest the nearest; expressions may read only the glyph variables.
enum ThemeGlyphsDecoder {
    static let glyphKeys = ["viewBox", "layers"]
    static let layerKeys = ["parts", "rule", "color", "opacity", "when"]
    static let partKeys = ["d", "rect", "circle", "ellipse", "radius", "radii", "stroke", "fill", "rotate"]
    static let shapeKeys = ["d", "rect", "circle", "ellipse"]
    static let rules = ["nonzero", "evenodd"]
    /// Bounds that keep a hostile pack cheap to read and draw.
    static let maximumGlyphs = 512
    static let maximumLayers = 64
    static let maximumParts = 256

    /// The glyphs of the `glyphs` object at `path`.
    static func decode(_ value: JSONValue, at path: JSONPath, variables: [String] = VectorGlyph.variables) throws(ModelError) -> [String: VectorGlyph] {
        let object = try JSONObjectReader(value, path: path)
        guard object.members.count <= maximumGlyphs else {
            throw value.invalid("\(object.members.count) glyphs are more than the \(maximumGlyphs) allowed",
                                hint: "keep the glyphs the pack draws", at: path)
        }
        var glyphs: [String: VectorGlyph] = [:]
        for member in object.members {
            let at = object.path(member.key)
            guard isName(member.key) else {
                throw member.value.invalid("\(JSONStringLiteral.quoted(member.key)) is not a glyph name",
                                           hint: "use letters, digits, - and _, starting with a letter", at: at)
            }
            glyphs[member.key] = try glyph(member.value, at: at, variables: variables)
        }
        return glyphs
    }

    /// Whether `name` can name a glyph: a letter, then letters, digits, `-` and `_`.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic, name.unicodeScalars.count <= 64 else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    static func glyph(_ value: JSONValue, at path: JSONPath, variables: [String]) throws(ModelError) -> VectorGlyph {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(glyphKeys)
        let box = try numbers(try object.required("viewBox"), count: 4, at: object.path("viewBox"), what: "a view box [minX, minY, width, height]")
        guard box[2] > 0, box[3] > 0 else {
            throw try object.required("viewBox").invalid("the view box has no area", hint: "give it a positive width and height",
                                                         at: object.path("viewBox"))
        }
        let layersValue = try object.required("layers")
        let list = try layersValue.array(at: object.path("layers"))
        guard !list.isEmpty, list.count <= maximumLayers else {
            throw layersValue.invalid("a glyph needs 1 to \(maximumLayers) layers, not \(list.count)", hint: "list what it paints",
                                      at: object.path("layers"))
        }
        var layers: [GlyphLayer] = []
        for (index, element) in list.enumerated() {
            layers.append(try layer(element, at: object.path("layers").appending(index: index), variables: variables))
        }
        return VectorGlyph(viewBox: Rect(x: box[0], y: box[1], width: box[2], height: box[3]), layers: layers)
    }

    /// A layer: `parts`, or the keys of one part written on the layer itself; `rule`, `color`, `opacity`, `when`.
    static func layer(_ value: JSONValue, at path: JSONPath, variables: [String]) throws(ModelError) -> GlyphLayer {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(layerKeys + partKeys)
        var parts: [GlyphPart] = []
        if let list = object.value("parts") {
            if let key = shapeKeys.first(where: object.has) {
                throw list.invalid("a layer has \"parts\" or one shape (\"\(key)\" here), not both",
                                   hint: "move \"\(key)\" into \"parts\"", at: object.path("parts"))
            }
            let elements = try list.array(at: object.path("parts"))
            guard !elements.isEmpty, elements.count <= maximumParts else {
                throw list.invalid("a layer needs 1 to \(maximumParts) parts, not \(elements.count)", hint: "list its shapes",
                                   at: object.path("parts"))
            }
            for (index, element) in elements.enumerated() {
                let partObject = try JSONObjectReader(element, path: object.path("parts").appending(index: index))
                try partObject.rejectUnknownKeys(partKeys)
                parts += try part(partObject, variables: variables)
            }
        } else {
            parts += try part(object, variables: variables)
        }
        var layer = GlyphLayer(parts: parts)
        if let rule = object.value("rule") {
            let name = try rule.string(at: object.path("rule"))
            guard rules.contains(name) else {
                throw rule.invalid("\(JSONStringLiteral.quotedExcerpt(name)) is not a fill rule",
                                   hint: JSONValue.choiceHint(rules, suggestion: Suggestion.nearest(to: name, in: rules)), at: object.path("rule"))
            }
            layer.rule = name == "evenodd" ? .evenOdd : .nonZero
        }
        if let color = object.value("color") {
            let text = try color.string(at: object.path("color"))
            if text.hasPrefix("#") {
                layer.color = .fixed(try color.color(at: object.path("color")))
            } else {
                guard isName(text) else {
                    throw color.invalid("\(JSONStringLiteral.quotedExcerpt(text)) is neither a colour nor a colour name",
                                        hint: "write #RRGGBB(AA), or a colour the placement names (glyph, failed, …)", at: object.path("color"))
                }
                layer.color = text == "glyph" ? .glyph : .named(text)
            }
        }
        if let opacity = object.value("opacity") {
            layer.opacity = try opacity.quantity(at: object.path("opacity"), names: variables)
            if let constant = layer.opacity?.constant, !(0...1).contains(constant) {
                throw opacity.invalid("an opacity of \(NumberText.format(constant)) is outside 0…1", hint: "use 0 to 1", at: object.path("opacity"))
            }
        }
        if let condition = object.value("when") {
            layer.condition = try condition.expression(at: object.path("when"), names: variables)
        }
        return layer
    }

    /// One part: exactly one of `d`, `rect`, `circle`, `ellipse`, with `radius`/`radii` (rect), `stroke`, `rotate` (d);
    /// a stroked part with `"fill": true` is two parts, the shape filled and then its stroke.
    static func part(_ object: JSONObjectReader, variables: [String]) throws(ModelError) -> [GlyphPart] {
        let present = shapeKeys.filter(object.has)
        guard present.count == 1 else {
            if present.isEmpty { throw .missingKey("d", at: object.location) }
            throw object.value(present[1])!.invalid("a part is one shape, not \(present.joined(separator: " and "))",
                                                   hint: "split it into two parts", at: object.path(present[1]))
        }
        let key = present[0]
        let value = object.value(key)!
        let shape: GlyphShape
        switch key {
        case "d":
            let text = try value.string(at: object.path("d"))
            let data: PathData
            do {
                data = try PathDataParser.parse(text)
            } catch {
                throw value.invalid("the path data cannot be read: \(error)", hint: "write SVG path data, e.g. \"M 4 12 L 20 12\"",
                                    at: object.path("d"))
            }
            try JSONValue.checkNames(data.names, allowed: variables, in: text, at: object.path("d"), value: value)
            shape = .path(data)
        case "rect":
            let box = try quantities(value, count: 4, at: object.path("rect"), what: "[x, y, width, height]", variables: variables)
            var radii = Array(repeating: Quantity.number(0), count: 4)
            if let radius = object.value("radius") {
                radii = Array(repeating: try radius.quantity(at: object.path("radius"), names: variables), count: 4)
            }
            if let list = object.value("radii") {
                if object.has("radius") {
                    throw list.invalid("a rectangle has \"radius\" or \"radii\", not both", hint: "keep one", at: object.path("radii"))
                }
                radii = try quantities(list, count: 4, at: object.path("radii"), what: "[topLeft, topRight, bottomRight, bottomLeft]",
                                       variables: variables)
            }
            shape = .rect(box, radii: radii)
        case "circle":
            shape = .circle(try quantities(value, count: 3, at: object.path("circle"), what: "[cx, cy, r]", variables: variables))
        default:
            shape = .ellipse(try quantities(value, count: 4, at: object.path("ellipse"), what: "[x, y, width, height]", variables: variables))
        }
        if key != "rect", let extra = ["radius", "radii"].first(where: object.has) {
            throw object.value(extra)!.invalid("\"\(extra)\" rounds a rectangle's corners; this part is a \(key == "d" ? "path" : key)",
                                               hint: "remove it", at: object.path(extra))
        }
        var part = GlyphPart(shape)
        if let stroke = object.value("stroke") {
            part.stroke = try stroke.quantity(at: object.path("stroke"), names: variables)
            if let width = part.stroke?.constant, width <= 0 {
                throw stroke.invalid("a stroke of \(NumberText.format(width)) draws nothing", hint: "use a positive width", at: object.path("stroke"))
            }
        }
        if let rotate = object.value("rotate") {
            guard key == "d" else {
                throw rotate.invalid("only path parts (\"d\") can be rotated", hint: "write the shape as path data", at: object.path("rotate"))
            }
            let values = try numbers(rotate, count: 3, at: object.path("rotate"), what: "[degrees, x, y]")
            part.rotation = GlyphRotation(degrees: values[0], x: values[1], y: values[2])
        }
        if let fill = object.value("fill"), try fill.bool(at: object.path("fill")) {
            guard part.stroke != nil else {
                throw fill.invalid("\"fill\": true adds the shape's inside to its stroke, but this part has no stroke",
                                   hint: "remove \"fill\" (a part without a stroke is filled)", at: object.path("fill"))
            }
            var inside = part
            inside.stroke = nil
            return [inside, part]
        }
        return [part]
    }

    /// An array of exactly `count` plain numbers.
    static func numbers(_ value: JSONValue, count: Int, at path: JSONPath, what: String) throws(ModelError) -> [Double] {
        let list = try value.array(at: path)
        guard list.count == count else {
            throw value.invalid("expected \(what), \(count) numbers, found \(list.count)", hint: "write \(what)", at: path)
        }
        var numbers: [Double] = []
        for (index, element) in list.enumerated() {
            numbers.append(try element.number(in: -JSONValue.maximumQuantity...JSONValue.maximumQuantity,
                                              at: path.appending(index: index), what: "coordinate"))
        }
        return numbers
    }

    /// An array of exactly `count` numbers or expressions.
    static func quantities(_ value: JSONValue, count: Int, at path: JSONPath, what: String, variables: [String]) throws(ModelError) -> [Quantity] {
        let list = try value.array(at: path)
        guard list.count == count else {
            throw value.invalid("expected \(what), \(count) numbers, found \(list.count)", hint: "write \(what)", at: path)
        }
        var quantities: [Quantity] = []
        for (index, element) in list.enumerated() {
            quantities.append(try element.quantity(at: path.appending(index: index), names: variables))
        }
        return quantities
    }
}
