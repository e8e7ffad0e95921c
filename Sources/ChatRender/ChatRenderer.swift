import ChatCodec
import ChatFiles
import ChatLayout
import ChatModel
import ChatRaster
import ChatText
import Foundation

/// The library's front door: conversation.json in, display list or pixels or PNG bytes out.
///
/// ```swift
/// let renderer = ChatRenderer()
/// let conversation = try renderer.loadConversation(path: "chat.json")
/// let png = try renderer.renderPNG(conversation)
/// ```
public struct ChatRenderer: Sendable {
    public var options: RenderOptions
    /// Theme packs and text engines shared between renders (nil: each render loads its own).
    public var cache: RenderCache?

    /// A renderer; pass a `cache` to share theme packs and fonts between many renders.
    public init(options: RenderOptions = RenderOptions(), cache: RenderCache? = nil) {
        self.options = options
        self.cache = cache
    }

    /// Reads and validates a conversation file (`-` reads standard input; relative paths then resolve
    /// against the current directory). The file may also be a pipe (`<(generate)`, a named pipe), whose relative
    /// paths resolve against the current directory too; a directory or device is refused, and nothing larger than
    /// `InputLimits.conversationBytes` is read.
    public func loadConversation(path: String) throws(RenderError) -> Conversation {
        let bytes: [UInt8]
        let baseDirectory: String
        do {
            if path == "-" {
                bytes = try InputFile.readStandardInput(limit: InputLimits.conversationBytes)
                baseDirectory = FileManager.default.currentDirectoryPath
            } else {
                let (read, kind) = try InputFile.readRegularOrPipe(path, limit: InputLimits.conversationBytes)
                bytes = read
                // `<(generate)` is /dev/fd/63: its directory means nothing, so a pipe resolves like standard input.
                baseDirectory = kind == .fifo
                    ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
            }
        } catch {
            throw .inputUnreadable(path: path == "-" ? "<stdin>" : path, reason: Self.reason(error))
        }
        return try decodeConversation(bytes, file: path, baseDirectory: baseDirectory)
    }

    /// Why a conversation file cannot be read, for `inputUnreadable`.
    private static func reason(_ error: InputFileError) -> String {
        switch error {
        case .missing:
            return "no such file"
        case .notRegular(_, .directory):
            return "it is a directory, not a JSON file"
        case .notRegular(_, let kind):
            return "it is \(kind), not a JSON file; give a regular file, a pipe such as <(generate), or - for standard input"
        case .tooLarge(_, _, let limit):
            return "it holds more than \(limit >> 20) MiB, far more than a conversation; check the path"
        case .unreadable(_, let reason):
            return reason.lowercased()
        case .outsidePack, .invalidPath:
            return error.description
        }
    }

    /// Validates conversation JSON bytes. `file` names the source in error messages.
    public func decodeConversation(_ bytes: [UInt8], file: String, baseDirectory: String) throws(RenderError) -> Conversation {
        do {
            return try ConversationDecoder().decode(bytes, baseDirectory: baseDirectory)
        } catch {
            throw .invalidConversation(file: file, error: error)
        }
    }

    /// Lays the conversation out: the display list the renderer will draw.
    public func layout(_ conversation: Conversation) throws(RenderError) -> DisplayList {
        try RenderSession(conversation: conversation, options: options, cache: cache).layout()
    }

    /// The layout as `chatrender layout` prints it: `LayoutJSON.encode(list)` plus a top-level `"fonts"`
    /// array of `{"path", "sha256"}` for every font file a text element uses, sorted by path.
    public func layoutJSON(_ list: DisplayList) throws(RenderError) -> String {
        FontProvenance.adding(try FontProvenance.fonts(of: list), to: LayoutJSON.encode(list))
    }

    /// Lays out and draws the conversation (inside `options.frame`, when set).
    public func render(_ conversation: Conversation) throws(RenderError) -> Pixmap {
        let session = try RenderSession(conversation: conversation, options: options, cache: cache)
        let screen = try session.draw(session.layout())
        guard let frame = options.frame else { return screen }
        return FrameRenderer(frame: frame, scale: session.conversation.canvas.scale).framed(screen)
    }

    /// Lays out, draws and encodes as PNG (deterministic bytes).
    public func renderPNG(_ conversation: Conversation) throws(RenderError) -> [UInt8] {
        try Self.encodePNG(render(conversation))
    }

    /// PNG bytes of a pixmap with the project's measured encoder settings.
    public static func encodePNG(_ pixmap: Pixmap) throws(RenderError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(pixmap)
        } catch {
            throw .encoding(reason: "\(error)")
        }
    }

    /// JPEG bytes of a pixmap (transparent areas flattened onto white).
    public static func encodeJPEG(_ pixmap: Pixmap, quality: Int = 92) throws(RenderError) -> [UInt8] {
        do {
            return try JPEGEncoder.encode(pixmap, quality: quality)
        } catch {
            throw .encoding(reason: "\(error)")
        }
    }
}

/// One conversation with its options applied, its theme pack, fonts and images loaded.
struct RenderSession {
    let conversation: Conversation
    let theme: ThemePack
    let text: TextEngine
    let images: ImageStore

    init(conversation original: Conversation, options: RenderOptions, cache: RenderCache? = nil) throws(RenderError) {
        var conversation = original
        if let theme = options.theme { conversation.theme = theme }
        if let appearance = options.appearance { conversation.appearance = appearance }
        if let scale = options.scale { conversation.canvas.scale = scale }
        if let width = options.width { conversation.canvas.width = width }
        self.conversation = conversation
        let directory = try options.themeLocator.locate(conversation.theme, baseDirectory: conversation.baseDirectory)
        if let cache {
            theme = try cache.themePack(directory: directory)
        } else {
            theme = try ThemePack(directory: directory)
        }
        text = try FontLoader.textEngine(theme: theme, options: options, cache: cache)
        images = ImageStore(baseDirectory: conversation.baseDirectory)
    }

    func layout() throws(RenderError) -> DisplayList {
        let engine = LayoutEngine(conversation: conversation, theme: theme.spec, text: text,
                                  resources: FileResources(images: images, theme: theme))
        do {
            return try engine.layout()
        } catch {
            throw .layout(error)
        }
    }

    func draw(_ list: DisplayList) throws(RenderError) -> Pixmap {
        try DisplayListRenderer(list: list, theme: theme, text: text, images: images).render()
    }
}
