import ChatGeometry

/// Reads a chrome bar description (theme.json's `chrome.statusBar`, `chrome.header`, `chrome.composer` when they
/// are objects) and checks it: keys, types, colours, every name an expression reads, ids, and that no frame
/// depends on itself. Errors name the JSON path.
enum ChromeBarDecoder {
    static let barKeys = ["height", "let", "items"]
    static let kindKeys = ["rect", "pill", "glyph", "text", "avatar", "button", "field"]
    static let frameKeys = ["x", "y", "width", "height"]
    static let itemKeys = ["id", "when", "flips"] + frameKeys + kindKeys
        + ["color", "disc", "size", "weight", "align", "wrap", "maxWidth", "shadow", "fill", "border"]
    static let maximumItems = 128
    /// The colour names a chrome colour may use.
    static let colorNames = ["bar", "barText", "accent", "field", "subtitle", "barEnd", "white", "black"]
        + ThemeKeys.colors + ThemeKeys.optionalColors

    /// The bar at `path`; its texts may insert `words` (`{chats}`) beside the conversation's fields.
    static func decode(_ value: JSONValue, at path: JSONPath, words: Set<String>) throws(ModelError) -> ChromeBar {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(barKeys)
        let height = try object.required("height").nonNegativeNumber(at: object.path("height"), what: "the bar's height", atMost: 2000,
                                                                     unit: " pt")
        var lets: [ChromeLet] = []
        var letPaths: [JSONPath] = []
        if let value = object.value("let") {
            let reader = try JSONObjectReader(value, path: object.path("let"))
            for member in reader.members {
                guard ThemeGlyphsDecoder.isName(member.key), !member.key.contains("."),
                      !(ChromeBar.globals + ["self"]).contains(member.key) else {
                    throw member.value.invalid("\(JSONStringLiteral.quoted(member.key)) cannot name a value",
                                               hint: "use a letter then letters and digits, not a name chatrender gives", at: reader.path(member.key))
                }
                lets.append(ChromeLet(name: member.key, value: try member.value.quantity(at: reader.path(member.key), names: nil)))
                letPaths.append(reader.path(member.key))
            }
        }
        let list = try object.required("items").array(at: object.path("items"))
        guard list.count <= maximumItems else {
            throw try object.required("items").invalid("\(list.count) items are more than the \(maximumItems) allowed",
                                                       hint: "keep what the bar shows", at: object.path("items"))
        }
        var items: [ChromeItem] = []
        var itemPaths: [JSONPath] = []
        for (index, element) in list.enumerated() {
            let at = object.path("items").appending(index: index)
            items.append(try item(element, at: at, words: words))
            itemPaths.append(at)
        }
        let bar = ChromeBar(height: height, lets: lets, items: items)
        try check(bar, lets: letPaths, items: itemPaths, values: list, letValues: object.value("let"))
        return bar
    }

    // MARK: Items

    static func item(_ value: JSONValue, at path: JSONPath, words: Set<String>) throws(ModelError) -> ChromeItem {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(itemKeys)
        let kinds = kindKeys.filter(object.has)
        guard kinds.count == 1 else {
            if kinds.isEmpty {
                throw value.invalid("an item draws nothing", hint: "give it one of " + kindKeys.joined(separator: ", "), at: path)
            }
            throw object.value(kinds[1])!.invalid("an item draws one thing, not \(kinds.joined(separator: " and "))",
                                                  hint: "split it into two items", at: object.path(kinds[1]))
        }
        var id: String?
        if let value = object.value("id") {
            let name = try value.string(at: object.path("id"))
            guard ThemeGlyphsDecoder.isName(name), !name.contains("."), !["self", "bar", "canvas"].contains(name) else {
                throw value.invalid("\(JSONStringLiteral.quoted(name)) cannot be an id", hint: "use a letter then letters and digits", at: object.path("id"))
            }
            id = name
        }
        // Names are checked for the whole bar at once (`check`): here every name is accepted.
        let anyName: [String]? = nil
        func quantity(_ key: String) throws(ModelError) -> Quantity? {
            try object.value(key).map { value throws(ModelError) in try value.quantity(at: object.path(key), names: anyName) }
        }
        let condition = try object.value("when").map { value throws(ModelError) in
            try value.expression(at: object.path("when"), names: ChromeBar.globals)
        }
        let kind: ChromeItemKind
        switch kinds[0] {
        case "rect":
            let spec = try JSONObjectReader(try object.required("rect"), path: object.path("rect"))
            try spec.rejectUnknownKeys(["color", "gradient"])
            if let gradient = spec.value("gradient") {
                kind = .rect(.gradient(try self.gradient(gradient, at: spec.path("gradient"))))
            } else {
                kind = .rect(.color(try color(try spec.required("color"), at: spec.path("color"))))
            }
        case "pill":
            kind = .pill(try color(try object.required("pill"), at: object.path("pill")))
        case "glyph":
            let name = try object.required("glyph").string(at: object.path("glyph"))
            guard ThemeGlyphsDecoder.isName(name) else {
                throw try object.required("glyph").invalid("\(JSONStringLiteral.quoted(name)) is not a glyph name", hint: "name a glyph of the pack",
                                                           at: object.path("glyph"))
            }
            var disc: ChromeDisc?
            if let value = object.value("disc") {
                let spec = try JSONObjectReader(value, path: object.path("disc"))
                try spec.rejectUnknownKeys(frameKeys + ["color"])
                func part(_ key: String) throws(ModelError) -> Quantity {
                    try spec.required(key).quantity(at: spec.path(key), names: anyName)
                }
                disc = ChromeDisc(x: try part("x"), y: try part("y"), width: try part("width"), height: try part("height"),
                                  color: try color(try spec.required("color"), at: spec.path("color")))
            }
            kind = .glyph(name: name, color: try color(try object.required("color"), at: object.path("color")), disc: disc)
        case "text":
            let template = try object.required("text").string(at: object.path("text"))
            try checkTemplate(template, value: object.required("text"), at: object.path("text"), names: ChromeText.fields, words: words)
            var text = ChromeText(template: template, size: try quantity("size") ?? .number(17), color: try color(try object.required("color"),
                                  at: object.path("color")), maxWidth: try object.required("maxWidth").quantity(at: object.path("maxWidth"), names: anyName))
            if let weight = object.value("weight") { text.weight = try weight.named(FontWeight.self, noun: "a font weight", at: object.path("weight")) }
            if let align = object.value("align") {
                text.alignment = try align.named(TextAlignment.self, noun: "an alignment", at: object.path("align"))
            }
            if let wrap = object.value("wrap") { text.wraps = try wrap.bool(at: object.path("wrap")) }
            if let value = object.value("shadow") {
                let spec = try JSONObjectReader(value, path: object.path("shadow"))
                try spec.rejectUnknownKeys(["color", "offset"])
                let offset = try ThemeGlyphsDecoder.numbers(try spec.required("offset"), count: 2, at: spec.path("offset"), what: "an offset [x, y]")
                text.shadow = ChromeShadow(color: try color(try spec.required("color"), at: spec.path("color")),
                                           offset: Point(x: offset[0], y: offset[1]))
            }
            kind = .text(text)
        case "avatar":
            guard try object.required("avatar").bool(at: object.path("avatar")) else {
                throw try object.required("avatar").invalid("\"avatar\": false draws nothing", hint: "remove the item", at: object.path("avatar"))
            }
            kind = .avatar
        case "button":
            let shape = try object.required("button").named(ChromeButtonShape.self, noun: "a button shape", at: object.path("button"))
            kind = .button(shape: shape, fill: try gradient(try object.required("fill"), at: object.path("fill")),
                           border: try color(try object.required("border"), at: object.path("border")))
        default:
            let spec = try JSONObjectReader(try object.required("field"), path: object.path("field"))
            try spec.rejectUnknownKeys(["radius", "fill", "border", "innerShadow"])
            kind = .field(radius: try spec.value("radius").map { value throws(ModelError) in try value.quantity(at: spec.path("radius"), names: anyName) },
                          fill: try color(try spec.required("fill"), at: spec.path("fill")),
                          border: try spec.value("border").map { value throws(ModelError) in try color(value, at: spec.path("border")) },
                          innerShadow: try spec.value("innerShadow").map { value throws(ModelError) in try color(value, at: spec.path("innerShadow")) })
        }
        let isText: Bool
        if case .text = kind { isText = true } else { isText = false }
        let width = try quantity("width"), height = try quantity("height")
        if isText, let extra = ["width", "height"].first(where: object.has) {
            throw object.value(extra)!.invalid("a text's \(extra) is its measured size", hint: "remove it; limit the text with maxWidth",
                                               at: object.path(extra))
        }
        if !isText {
            for key in ["width", "height"] where !object.has(key) { throw .missingKey(key, at: object.location) }
            if let extra = ["size", "weight", "align", "wrap", "maxWidth", "shadow"].first(where: object.has) {
                throw object.value(extra)!.invalid("\"\(extra)\" belongs to a text", hint: "remove it", at: object.path(extra))
            }
        }
        var item = ChromeItem(id: id, condition: condition, x: try object.required("x").quantity(at: object.path("x"), names: anyName),
                              y: try object.required("y").quantity(at: object.path("y"), names: anyName), width: width, height: height, kind: kind)
        if let flips = object.value("flips") { item.flips = try flips.bool(at: object.path("flips")) }
        return item
    }

    /// A colour: a string (`accent`, `#FFFFFF`, `mix(barEnd, black, 0.45)`) or `{"light": …, "dark": …}`.
    static func color(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ChromeColor {
        if case .object = value {
            let object = try JSONObjectReader(value, path: path)
            try object.rejectUnknownKeys(ThemeKeys.appearances)
            return .appearance(light: try color(try object.required("light"), at: object.path("light")),
                               dark: try color(try object.required("dark"), at: object.path("dark")))
        }
        let text = try value.string(at: path)
        switch ChromeColor.parse(text) {
        case .failure(let error):
            throw value.invalid("\(JSONStringLiteral.quotedExcerpt(text)) is not a chrome colour: \(error)",
                                hint: "write a colour name, #RRGGBB(AA), mix(a, b, amount) or fade(a, opacity)", at: path)
        case .success(let color):
            for name in color.names where !colorNames.contains(name) {
                throw value.invalid("\(JSONStringLiteral.quoted(name)) is not a colour of the theme",
                                    hint: JSONValue.choiceHint(colorNames, suggestion: Suggestion.nearest(to: name, in: colorNames)), at: path)
            }
            return color
        }
    }

    static func gradient(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ChromeGradient {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["top", "bottom", "gloss"])
        var gradient = ChromeGradient(top: try color(try object.required("top"), at: object.path("top")),
                                      bottom: try color(try object.required("bottom"), at: object.path("bottom")))
        if let gloss = object.value("gloss") { gradient.gloss = try gloss.number(in: 0...1, at: object.path("gloss"), what: "gloss") }
        return gradient
    }

    /// The text at `key` of `object` with `{word}`s of the theme's `words` (`"{messages}"`), nil without the key:
    /// a string, not empty unless `what` is nil, every `{word}` of which the pack or the built-in table has.
    static func wordText(_ object: JSONObjectReader, _ key: String, words: Set<String>, what: String?) throws(ModelError) -> String? {
        guard let value = object.value(key) else { return nil }
        let path = object.path(key)
        let text = if let what { try value.nonEmptyString(at: path, what: what) } else { try value.string(at: path) }
        try checkTemplate(text, value: value, at: path, names: [], words: words)
        return text
    }

    /// Refuses a `{name}` that is neither one of `names` nor one of `words`, and an unclosed brace.
    static func checkTemplate(_ template: String, value: JSONValue, at path: JSONPath, names: [String], words: Set<String>) throws(ModelError) {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw value.invalid("\"{\" without its \"}\"", hint: "write {name} or leave braces out", at: path)
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard names.contains(name) || words.contains(name) else {
                let suggestion = Suggestion.nearest(to: name, in: names + words.sorted())
                throw value.invalid("\(JSONStringLiteral.quoted(name)) is not something a chrome text can show",
                                    hint: JSONValue.choiceHint(names + ["a key of the built-in or the pack's \"words\""], suggestion: suggestion),
                                    at: path)
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    // MARK: The bar as a whole

    /// Checks the names every expression reads and that no frame depends on itself.
    static func check(_ bar: ChromeBar, lets letPaths: [JSONPath], items itemPaths: [JSONPath], values: [JSONValue],
                      letValues: JSONValue?) throws(ModelError) {
        var ids: [String: [Int]] = [:]
        for (index, item) in bar.items.enumerated() {
            guard let id = item.id else { continue }
            if let earlier = ids[id]?.first, bar.items[earlier].condition == nil || item.condition == nil {
                throw values[index].invalid("the id \(JSONStringLiteral.quoted(id)) is already used by items[\(earlier)]",
                                            hint: "give each item its own id (two may share one only when each has a \"when\")", at: itemPaths[index])
            }
            ids[id, default: []].append(index)
        }
        let letNames = bar.lets.map(\.name)
        let frameNames = ids.keys.flatMap { id in ChromeBar.frameParts.map { "\(id).\($0)" } }
        // A let reads the globals, the lets before it and the frames.
        for (index, binding) in bar.lets.enumerated() {
            let allowed = ChromeBar.globals + letNames.prefix(index) + frameNames
            try JSONValue.checkNames(binding.value.names, allowed: allowed, in: binding.value.description, at: letPaths[index],
                                     value: letValues ?? values[0])
        }
        for (index, item) in bar.items.enumerated() {
            let object = try JSONObjectReader(values[index], path: itemPaths[index])
            let base = ChromeBar.globals + letNames + frameNames
            for key in ["x", "y"] {
                guard let value = object.value(key) else { continue }
                try JSONValue.checkNames(quantity(item, key)?.names ?? [], allowed: base + ["self.width", "self.height"], in: describe(value),
                                         at: object.path(key), value: value)
            }
            for key in ["width", "height", "maxWidth", "size"] {
                guard let value = object.value(key), let q = quantity(item, key) else { continue }
                try JSONValue.checkNames(q.names, allowed: base, in: describe(value), at: object.path(key), value: value)
            }
            if case .glyph(_, _, let disc?) = item.kind, let value = object.value("disc") {
                let names = [disc.x, disc.y, disc.width, disc.height].flatMap(\.names)
                try JSONValue.checkNames(names, allowed: base, in: "disc", at: object.path("disc"), value: value)
            }
            if case .field(let radius?, _, _, _) = item.kind, let value = object.value("field") {
                try JSONValue.checkNames(radius.names, allowed: base, in: "radius", at: object.path("field"), value: value)
            }
        }
        try checkCycles(bar, ids: ids, lets: letPaths, items: itemPaths, values: values, letValues: letValues)
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .string(let text, _) = value { return text }
        return "the number"
    }

    private static func quantity(_ item: ChromeItem, _ key: String) -> Quantity? {
        switch key {
        case "x": return item.x
        case "y": return item.y
        case "width": return item.width
        case "height": return item.height
        case "maxWidth": if case .text(let text) = item.kind { return text.maxWidth }
        case "size": if case .text(let text) = item.kind { return text.size }
        default: break
        }
        return nil
    }

    /// The attributes of the bar's frames and values as a graph; a cycle is an error at one of its expressions.
    private static func checkCycles(_ bar: ChromeBar, ids: [String: [Int]], lets letPaths: [JSONPath], items itemPaths: [JSONPath],
                                    values: [JSONValue], letValues: JSONValue?) throws(ModelError) {
        // Nodes: "let:name", "i:x", "i:y", "i:w", "i:h" for item index i.
        func dependencies(of node: String) -> [String] {
            let parts = node.split(separator: ":", maxSplits: 1).map(String.init)
            if parts[0] == "let" {
                return bar.lets.first { $0.name == parts[1] }.map { targets($0.value.names, item: nil) } ?? []
            }
            let index = Int(parts[0])!
            let item = bar.items[index]
            switch parts[1] {
            case "x": return targets(item.x.names, item: index)
            case "y": return targets(item.y.names, item: index)
            default:
                if case .text(let text) = item.kind { return targets(text.maxWidth.names + text.size.names, item: index) }
                let q = parts[1] == "w" ? item.width : item.height
                return targets(q?.names ?? [], item: index)
            }
        }
        func targets(_ names: [String], item: Int?) -> [String] {
            names.flatMap { name -> [String] in
                if bar.lets.contains(where: { $0.name == name }) { return ["let:\(name)"] }
                if name == "self.width", let item { return ["\(item):w"] }
                if name == "self.height", let item { return ["\(item):h"] }
                let pieces = name.split(separator: ".", maxSplits: 1).map(String.init)
                guard pieces.count == 2, let indices = ids[pieces[0]] else { return [] }
                let attributes: [String] = switch pieces[1] {
                case "x", "minX": ["x"]
                case "y", "minY": ["y"]
                case "width": ["w"]
                case "height": ["h"]
                case "maxX", "midX": ["x", "w"]
                default: ["y", "h"]
                }
                return indices.flatMap { index in attributes.map { "\(index):\($0)" } }
            }
        }
        var state: [String: Int] = [:] // 1 visiting, 2 done
        func visit(_ node: String, trail: [String]) -> [String]? {
            if state[node] == 2 { return nil }
            if state[node] == 1 { return trail + [node] }
            state[node] = 1
            for next in dependencies(of: node) {
                if let cycle = visit(next, trail: trail + [node]) { return cycle }
            }
            state[node] = 2
            return nil
        }
        var all = bar.lets.map { "let:\($0.name)" }
        for index in bar.items.indices { all += ["\(index):x", "\(index):y", "\(index):w", "\(index):h"] }
        for node in all {
            guard let cycle = visit(node, trail: []) else { continue }
            let start = cycle.last!
            let loop = cycle.drop { $0 != start }
            func label(_ node: String) -> String {
                let parts = node.split(separator: ":").map(String.init)
                if parts[0] == "let" { return parts[1] }
                let item = bar.items[Int(parts[0])!]
                let attribute = ["x": "x", "y": "y", "w": "width", "h": "height"][parts[1]]!
                return "\(item.id ?? "items[\(parts[0])]").\(attribute)"
            }
            let parts = start.split(separator: ":").map(String.init)
            let path = parts[0] == "let" ? letPaths[bar.lets.firstIndex { $0.name == parts[1] }!] : itemPaths[Int(parts[0])!]
            throw (parts[0] == "let" ? (letValues ?? values[0]) : values[Int(parts[0])!]).invalid(
                "the frames depend on themselves: " + loop.map(label).joined(separator: " → "),
                hint: "place one of them without reading the others", at: path)
        }
    }
}
