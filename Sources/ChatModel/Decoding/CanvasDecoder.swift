import ChatGeometry

/// Reads `canvas`: sizes within `Canvas`'s allowed ranges and a colour or image background.
enum CanvasDecoder {
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> Canvas {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.canvas)
        var canvas = Canvas()
        if let width = object.value("width") {
            canvas.width = try width.number(in: Canvas.widthRange, at: object.path("width"), what: "canvas widths", unit: " pt")
        }
        if let scale = object.value("scale") {
            canvas.scale = try scale.number(in: Canvas.scaleRange, at: object.path("scale"), what: "scales")
        }
        if let height = object.value("height") {
            canvas.height = try height.number(in: Canvas.heightRange, at: object.path("height"), what: "canvas heights", unit: " pt")
        }
        if let padding = object.value("padding") {
            let path = object.path("padding")
            canvas.padding = try padding.number(in: Canvas.paddingRange, at: path, what: "paddings", unit: " pt")
            let side = canvas.height.map { min(canvas.width, $0) } ?? canvas.width
            guard 2 * canvas.padding < side else {
                let size = canvas.height.map { "\(NumberText.format(canvas.width)) × \(NumberText.format($0)) pt canvas" }
                    ?? "\(NumberText.format(canvas.width)) pt wide canvas"
                throw padding.invalid(
                    "\(NumberText.format(canvas.padding)) pt of padding on each side leaves no room on a \(size)",
                    hint: "use less than half of the canvas width and height", at: path)
            }
        }
        if let background = object.value("background") {
            canvas.background = try decodeBackground(background, at: object.path("background"))
        }
        return canvas
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` → a colour; any other string → an image path.
    private static func decodeBackground(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> Background {
        let text = try value.string(at: path)
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                throw value.invalid(JSONValue.notAColor(text), hint: JSONValue.colorForms + ", or give an image path", at: path)
            }
            return .color(color)
        }
        return .image(path: try PathRules.conversationPath(value, at: path, what: "the background"))
    }
}
