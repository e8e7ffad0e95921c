/// Why a conversation could not be laid out.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// Text measurement failed (a font problem) for a message.
    case textMeasurement(message: Int?, reason: String)
    /// A photo's size could not be read; `key` is where the message names it (`image`, `video.thumbnail` …).
    case photo(message: Int, path: String, reason: String, key: String = "image")
    /// A theme template image could not be read.
    case template(image: String, reason: String)
    /// The conversation is taller than the largest image rendered: at least `pixels` rows at `scale`, over `limit`.
    case tooTall(pixels: Double, scale: Double, limit: Int)
    /// A `canvas.height` viewport too short for the chrome's status bar, header and composer.
    case chromeDoesNotFit(height: Double, needed: Double)
    /// The theme's metrics or insets (written at `key`, e.g. `metrics.margin`) leave no room for bubbles on the canvas.
    case noRoom(key: String, reason: String)
    /// A theme glyph could not be drawn: it is missing, or one of its expressions fails.
    case glyph(name: String, reason: String)
    /// A chrome bar of the theme could not be laid out: an expression reads an item that is not drawn, a colour is
    /// missing.
    case chrome(part: String, reason: String)
    /// `LayoutEngine.shouldStop` asked the layout to stop (a render's time limit passed).
    case stopped

    public var description: String {
        switch self {
        case .textMeasurement(let message, let reason):
            let place = message.map { "messages[\($0)]: " } ?? ""
            return "\(place)cannot measure text: \(reason)"
        case .photo(let message, let path, let reason, let key):
            return "messages[\(message)].\(key): cannot read \"\(path)\": \(reason)"
        case .template(let image, let reason):
            return "theme image \"\(image)\": \(reason)"
        case .tooTall(let pixels, let scale, let limit):
            let rows = pixels.isFinite && pixels < 1e15 ? String(Int(pixels)) : "\(pixels)"
            let factor = scale == scale.rounded() && abs(scale) < 1e6 ? String(Int(scale)) : "\(scale)"
            return "the conversation is at least \(rows) pixels tall at scale \(factor), more than the limit of "
                + "\(limit) pixels; split it into several files, lower canvas.scale, or set canvas.height to render a phone viewport"
        case .chromeDoesNotFit(let height, let needed):
            return "canvas.height is \(Self.whole(height)) pt, too short for the chrome (status bar, header and composer need "
                + "\(Self.whole(needed)) pt with room for messages); set canvas.height to at least \(Self.whole(needed)) or switch chrome parts off"
        case .noRoom(let key, let reason):
            return "the theme's \(key): \(reason)"
        case .glyph(let name, let reason):
            return "the theme's glyph \"\(name)\": \(reason)"
        case .chrome(let part, let reason):
            return "the theme's chrome.\(part): \(reason)"
        case .stopped:
            return "the layout was stopped before it finished (its time limit passed)"
        }
    }

    /// A length in whole points for messages; a value no conversion can hold is shown as it is, never trapped on.
    static func whole(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
