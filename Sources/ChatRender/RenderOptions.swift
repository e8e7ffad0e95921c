import ChatModel
import ChatPaint

/// Overrides and settings for a render; anything left nil comes from the conversation.
public struct ChatRenderOptions: Sendable {
    /// A built-in theme name or a theme pack directory, overriding the conversation's `theme`.
    public var theme: String?
    public var appearance: ChatAppearance?
    /// Pixels per point, 1…4.
    public var scale: Double?
    /// Canvas width in points.
    public var width: Double?
    /// Font files to use INSTEAD of the theme's families and the machine's fonts (pinned rendering:
    /// goldens stay the same on any machine with these files). Nil uses the theme's fonts with fontconfig fallback.
    public var fontFiles: [String]?
    /// A directory of font files to render with (pinned rendering, no fontconfig fallback): the theme pack's
    /// own `fonts.files` first (or `fontFiles` instead, when set), then every `.ttf .otf .ttc .otc` under
    /// the directory sorted by path (see `ChatFontDirectory`). Nil: no directory.
    public var fontDirectory: String?
    /// Where built-in theme packs are looked for.
    public var themeLocator: ChatThemeLocator
    /// When set, `render` returns the screenshot inside a device outline on a background (`--frame`).
    public var frame: ChatDeviceFrame?
    /// Rows drawn at a time when streaming; nil: about 1 MiB of pixels. The output does not depend on it.
    public var bandHeight: Int?
    /// Threads compressing PNG strips; nil: one per core. When more than one, one more thread prepares the next
    /// band's photos and maps while a band is drawn. The output does not depend on it.
    public var threads: Int?
    /// The most pixel memory the render may hold at once (`--max-memory`).
    public var memoryBudget: ChatMemoryBudget
    /// Images sent with the conversation, by the name the conversation uses for them (`chatrender serve`'s
    /// multipart parts). When set, image references are looked up here (or decoded from `data:` URIs) and no
    /// image file is ever opened; nil reads files relative to the conversation.
    public var inlineImages: [String: [UInt8]]?
    /// The most seconds a streamed render (`render(_:as:to:)`) may take from its start, layout, drawing and encoding
    /// included (`--timeout`); nil: no limit. It is checked after the layout and after every band, so a render stops
    /// within a band of the limit with `ChatRenderError.timedOut`, its sink left for the caller to discard.
    public var timeLimit: Double?
    /// Asked where the time limit is checked (every `LayoutEngine.stopCheckInterval` messages of the layout and after
    /// every band): once it answers true, the render stops with `ChatRenderError.cancelled`, its sink left for the caller to
    /// discard. `chatrender serve` stops a render whose client disconnected with it. Nil: never asked.
    public var shouldStop: (@Sendable () -> Bool)?

    /// Options; every nil leaves the conversation's own setting (or, for fonts, the theme's) in force.
    public init(theme: String? = nil, appearance: ChatAppearance? = nil, scale: Double? = nil, width: Double? = nil,
                fontFiles: [String]? = nil, fontDirectory: String? = nil, themeLocator: ChatThemeLocator = ChatThemeLocator(),
                frame: ChatDeviceFrame? = nil, bandHeight: Int? = nil, threads: Int? = nil,
                memoryBudget: ChatMemoryBudget = .default) {
        self.theme = theme
        self.appearance = appearance
        self.scale = scale
        self.width = width
        self.fontFiles = fontFiles
        self.fontDirectory = fontDirectory
        self.themeLocator = themeLocator
        self.frame = frame
        self.bandHeight = bandHeight
        self.threads = threads
        self.memoryBudget = memoryBudget
    }
}

extension ChatRenderOptions {
    /// Checks every option as `chatrender` checks its flags, in the same words (naming the option, not the flag):
    /// `scale` 1…4, `width` 100…2000 points, `memoryBudget` at least `ChatMemoryBudget.minimum`, the frame's padding
    /// 0…500 points, `timeLimit` over 0 seconds. Every render runs it (`ChatRenderError.invalidOptions`).
    public func validate() throws(ChatOptionError) {
        if memoryBudget.bytes < ChatMemoryBudget.minimum.bytes { throw .memoryBudget(memoryBudget) }
        if let scale, !ChatCanvas.scaleRange.contains(scale) { throw .scale(scale) }
        if let width, !ChatCanvas.widthRange.contains(width) { throw .width(width) }
        if let padding = frame?.padding, !ChatDeviceFrame.paddingRange.contains(padding) { throw .framePadding(padding) }
        if let timeLimit, !(timeLimit > 0 && timeLimit.isFinite) { throw .timeLimit(timeLimit) }
    }
}

extension ChatOutputEncoding {
    /// Checks the quality as `chatrender --quality` does: 1…100 (or none).
    public func validate() throws(ChatOptionError) {
        let quality: Int? = switch self {
        case .jpeg(let quality): quality
        case .webp(let quality): quality
        case .png: nil
        }
        if let quality, !(1...100).contains(quality) { throw .quality(quality) }
    }
}

extension ChatRenderer {
    /// Makes this process's errors name options by `chatrender`'s flags (`--max-memory`), not their Swift names: for
    /// the command line only, called once at its start.
    package static func nameOptionsByCommandLineFlags() {
        OptionSpelling.inEffect = .commandLine
    }

    /// Whether this process's messages name `chatrender`'s flags: ChatCheck's reports and errors say `--record` or
    /// `--out-dir` only then, and `record: true` or "output directories" to a library user.
    package static var namesOptionsByCommandLineFlags: Bool { OptionSpelling.inEffect == .commandLine }
}

extension ChatOptionError {
    /// The message as `chatrender` prints it for its flag (`--scale must be between 1 and 4, got 40.0.`).
    package var commandLineMessage: String { message(.commandLine) }
}
