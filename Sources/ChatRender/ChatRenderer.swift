import ChatCodec
import ChatFiles
import ChatLayout
import ChatModel
import ChatPaint
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
    public var options: ChatRenderOptions
    /// Theme packs and text engines shared between renders (nil: each render loads its own).
    public var cache: ChatRenderCache?

    /// A renderer; pass a `cache` to share theme packs and fonts between many renders.
    public init(options: ChatRenderOptions = ChatRenderOptions(), cache: ChatRenderCache? = nil) {
        self.options = options
        self.cache = cache
    }

    /// Reads and validates a conversation file (`-` reads standard input; relative paths then resolve
    /// against the current directory). The file may also be a pipe (`<(generate)`, a named pipe), whose relative
    /// paths resolve against the current directory too; a directory or device is refused, and nothing larger than
    /// `ChatInputLimits.conversationBytes` is read.
    public func loadConversation(path: String) throws(ChatRenderError) -> ChatConversation {
        let bytes: [UInt8]
        let baseDirectory: String
        do {
            if path == "-" {
                bytes = try InputFile.readStandardInput(limit: ChatInputLimits.conversationBytes)
                baseDirectory = FileManager.default.currentDirectoryPath
            } else {
                let (read, kind) = try InputFile.readRegularOrPipe(path, limit: ChatInputLimits.conversationBytes)
                bytes = read
                // `<(generate)` is /dev/fd/63: its directory means nothing, so a pipe resolves like standard input.
                baseDirectory = kind == .fifo
                    ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
            }
        } catch {
            let shown = path == "-" ? "<stdin>" : path
            if case .tooLarge(_, let size, let limit) = error {
                throw .tooLarge(what: shown, reason: ChatInputLimits.overLimit(size: size, limit: limit, holding: "a conversation")
                                + "; split the chat into several conversations, or name image files instead of inline data: images")
            }
            throw .inputUnreadable(path: shown, reason: Self.reason(error))
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
            return ChatInputLimits.overLimit(size: nil, limit: limit, holding: "a conversation")
        case .unreadable(_, let reason):
            return reason.lowercased()
        case .outsidePack, .invalidPath:
            return error.description
        }
    }

    /// Validates conversation JSON bytes. `file` names the source in error messages.
    public func decodeConversation(_ bytes: [UInt8], file: String, baseDirectory: String) throws(ChatRenderError) -> ChatConversation {
        do {
            return try ConversationDecoder().decode(bytes, baseDirectory: baseDirectory)
        } catch {
            throw .invalidConversation(file: file, error: error)
        }
    }

    /// Lays the conversation out: the display list the renderer will draw.
    public func layout(_ conversation: ChatConversation) throws(ChatRenderError) -> ChatDisplayList {
        try RenderSession(conversation: prepared(conversation), options: options, cache: cache).layout()
    }

    /// The layout's semantic elements (bubbles, photos, chrome parts with their frames) before they are lowered to the
    /// display list's primitives: for tests of the layout rules inside this package.
    package func placements(_ conversation: ChatConversation) throws(ChatRenderError) -> Placements {
        try RenderSession(conversation: prepared(conversation), options: options, cache: cache).placements()
    }

    /// `conversation` with the options' overrides applied, checked by the rules a decoded conversation passes
    /// (`ChatConversation.validate()`): a conversation built in code or changed after decoding is refused with an error
    /// naming the offending value, never drawn wrong or trapped on, and its message indices are its positions.
    func prepared(_ original: ChatConversation) throws(ChatRenderError) -> ChatConversation {
        do { try options.validate() } catch { throw .invalidOptions(error) }
        var conversation = original
        if let theme = options.theme { conversation.theme = theme }
        if let appearance = options.appearance { conversation.appearance = appearance }
        if let scale = options.scale { conversation.canvas.scale = scale }
        if let width = options.width { conversation.canvas.width = width }
        do {
            return try conversation.validate()
        } catch {
            throw .invalidConversation(file: "the conversation (with the render options applied)", error: error)
        }
    }

    /// The layout as `chatrender layout` prints it: `LayoutJSON.encode(list)` with text nodes naming their fonts by
    /// family and style, plus a top-level `"fonts"` array of `ChatFontProvenance` (`{"name", "family", "style", "sha256"}`,
    /// `"face"` for a collection's face) for every face a text element uses, sorted by name. No path and no library
    /// version, so the same layout on another machine with the same font files is the same text; `libraries: true`
    /// adds a `"libraries"` object of run-time versions (`chatrender layout --versions`).
    public func layoutJSON(_ list: ChatDisplayList, libraries: Bool = false) throws(ChatRenderError) -> String {
        let fonts = try ChatFontProvenance.fonts(of: list)
        return ChatFontProvenance.adding(fonts, libraries: libraries, to: LayoutJSON.encode(list, fontNames: ChatFontProvenance.names(of: fonts)))
    }

    /// Lays out and draws the conversation (inside `options.frame`, when set), as one pixmap in memory.
    public func render(_ conversation: ChatConversation) throws(ChatRenderError) -> ChatPixmap {
        var source = try bandSource(for: prepared(conversation), bandHeight: nil).source
        return try source.renderWhole()
    }

    /// Lays out, draws and encodes as PNG (deterministic bytes), streamed band by band into memory.
    public func renderPNG(_ conversation: ChatConversation) throws(ChatRenderError) -> [UInt8] {
        let sink = ChatMemorySink()
        try render(conversation, as: .png, to: sink)
        return sink.bytes
    }

    /// Lays out the conversation, then draws it band by band straight into the encoder, which writes `sink` as
    /// it goes: memory follows the band height (`options.bandHeight`), not the image's height. The bytes are the
    /// same for any band height and thread count. On an error the sink may hold part of an image; a
    /// `ChatPendingFile` is then discarded by the caller.
    @discardableResult
    public func render(_ conversation: ChatConversation, as encoding: ChatOutputEncoding, to sink: ChatByteSink) throws(ChatRenderError)
        -> ChatRenderStatistics {
        let started = Self.now()
        do { try encoding.validate() } catch { throw .invalidOptions(error) }
        let deadline = options.timeLimit.map { started + $0 }
        let conversation = try prepared(conversation)
        let width = outputWidth(of: conversation)
        let bandHeight = max(1, options.bandHeight ?? Self.automaticBandHeight(width: width))
        var (source, session, statistics) = try bandSource(for: conversation, bandHeight: bandHeight, deadline: deadline)
        func checkTime() throws(ChatRenderError) {
            if let deadline, let limit = options.timeLimit, Self.now() > deadline { throw .timedOut(seconds: limit) }
            if let shouldStop = options.shouldStop, shouldStop() { throw .cancelled }
        }
        try checkTime()
        let destination = (sink as? any ChatPendingFile)?.path ?? "the output"
        let counted = CountingSink(sink)
        func codec<T>(_ body: () throws(CodecError) -> T) throws(ChatRenderError) -> T {
            try Self.codec(writingTo: destination, body)
        }
        if case .webp = encoding {
            let side = WebPStreamEncoder.maximumSide
            guard source.width <= side, source.height <= side else {
                throw .tooLarge(what: "the WebP image", reason: "it would be \(source.width) × \(source.height) pixels, more than "
                                + "WebP's \(side) pixels a side; write a PNG or JPEG instead, or render fewer "
                                + "messages, a narrower canvas or a lower scale")
            }
            // libwebp compresses the whole picture at once: the image and libwebp's copies count against the budget.
            try session.ledger.reserve(WebPStreamEncoder.workingBytes(width: source.width, height: source.height),
                                       for: "the whole image for the WebP encoder (\(source.width) × \(source.height) pixels; "
                                           + "WebP cannot be written in bands, PNG and JPEG can)")
        }
        let encoder: any BandEncoder = switch encoding {
        case .png:
            try codec { () throws(CodecError) in
                try PNGStreamEncoder(width: source.width, height: source.height, hasAlpha: source.fill.alpha != 255,
                                     threads: max(1, options.threads ?? PNGStreamEncoder.defaultThreads), sink: counted)
            }
        case .jpeg(let quality):
            try codec { () throws(CodecError) in
                try JPEGStreamEncoder(width: source.width, height: source.height, quality: quality, sink: counted)
            }
        case .webp(let quality):
            try codec { () throws(CodecError) in
                try WebPStreamEncoder(width: source.width, height: source.height, quality: quality, sink: counted)
            }
        }
        defer { encoder.cancel() }
        try source.renderBands(height: bandHeight, statistics: &statistics) { (band) throws(ChatRenderError) in
            try codec { () throws(CodecError) in try encoder.append(band.pixmap) }
            try checkTime()
        }
        let finishing = Self.now()
        try codec { () throws(CodecError) in try encoder.finish() }
        statistics.encodeSeconds += Self.now() - finishing
        statistics.peakMemory = session.ledger.peak
        statistics.preparedAhead = session.prepared.madeAhead
        statistics.outputBytes = counted.count
        statistics.totalSeconds = Self.now() - started
        StageTrace.report(statistics)
        return statistics
    }

    /// Seconds on a monotonic clock.
    package static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs an encoder step, its failure as a render error: a failed write is the output's fault (exit 73), the
    /// rest is encoding.
    package static func codec<T>(writingTo destination: String, _ body: () throws(CodecError) -> T) throws(ChatRenderError) -> T {
        do {
            return try body()
        } catch {
            if case .writeFailed(let reason) = error { throw .outputUnwritable(path: destination, reason: reason) }
            throw .encoding(reason: error.description)
        }
    }

    /// The width of the image `conversation` renders to, in pixels (with the frame's bezel and padding).
    private func outputWidth(of conversation: ChatConversation) -> Int {
        let scale = options.scale ?? conversation.canvas.scale
        let width = Int(((options.width ?? conversation.canvas.width) * scale).rounded())
        guard let frame = options.frame else { return width }
        return width + 2 * Int((ChatDeviceFrame.bezel * scale).rounded()) + 2 * Int((frame.padding * scale).rounded())
    }

    /// Rows per band when none is set: about 1 MiB of pixels, at least 16 rows. A small band touches few fresh
    /// pages and hands its rows to the compressing threads early; the prefetcher's reach does not depend on it
    /// (`prefetchLookahead`). See docs/performance.md for the measurements behind both.
    static func automaticBandHeight(width: Int) -> Int {
        max(16, (1 << 20) / max(1, width * 4))
    }

    /// How far beyond the band being drawn the prefetcher may prepare elements: about 4 MiB of rows (on a phone
    /// screen, the next photo or map), and never less than a band.
    static func prefetchLookahead(width: Int, bandHeight: Int) -> Int {
        max(bandHeight, (4 << 20) / max(1, width * 4))
    }

    /// The screenshot, or the screenshot in its device frame, ready to draw band by band in bands of
    /// `bandHeight` rows (nil: the whole image in one band), after its memory plan was checked against the budget
    /// and its fixed part reserved.
    /// `deadline` (in `now()`'s seconds) stops the layout when it passes.
    private func bandSource(for conversation: ChatConversation, bandHeight: Int?, deadline: Double? = nil) throws(ChatRenderError)
        -> (source: any BandSource, session: RenderSession, statistics: ChatRenderStatistics) {
        var statistics = ChatRenderStatistics()
        var clock = Self.now()
        var session = try RenderSession(conversation: conversation, options: options, cache: cache)
        session.deadline = deadline
        statistics.themeAndFontsSeconds = Self.now() - clock
        clock = Self.now()
        let list = try session.layout()
        statistics.layoutSeconds = Self.now() - clock
        let renderer = session.renderer(for: list)
        var screen = ScreenBands(renderer: renderer)
        let scale = session.conversation.canvas.scale
        func source(_ screen: ScreenBands) -> any BandSource {
            options.frame.map { frame in
                FramedBands(screen: screen, frame: frame, scale: scale, edges: DisplayInsets.edges(of: session.conversation))
            } ?? screen
        }
        let size = source(screen)
        let rows = min(bandHeight ?? size.height, size.height)
        let threads = max(1, options.threads ?? PNGStreamEncoder.defaultThreads)
        let plan = try MemoryPlan(renderer: renderer, bandHeight: rows, outputWidth: size.width, framed: options.frame != nil,
                                  threads: bandHeight == nil ? 0 : threads, glyphCacheBytes: TextEngine.glyphCacheBytes)
        try plan.check(options.memoryBudget)
        try MemoryLedger.checkAvailable(plan.total, for: "the render (at its peak)")
        for item in plan.fixed { try session.ledger.reserve(item.bytes, for: item.what) }
        // One more thread prepares the coming rows' photos and maps when threads are allowed and the budget has
        // room for a second band's worth of them beside the planned peak.
        let headroom = options.memoryBudget.bytes - plan.total
        if threads > 1, headroom >= plan.peakTotal {
            screen.prefetch(bandHeight: rows, lookahead: Self.prefetchLookahead(width: size.width, bandHeight: rows),
                            aheadBytes: headroom)
        }
        let source = source(screen)
        statistics.width = source.width
        statistics.height = source.height
        statistics.elements = list.nodes.count
        return (source, session, statistics)
    }

    /// PNG bytes of a pixmap with the project's measured encoder settings.
    public static func encodePNG(_ pixmap: ChatPixmap) throws(ChatRenderError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(pixmap)
        } catch {
            throw .encoding(reason: "\(error)")
        }
    }

    /// Decodes PNG or JPEG bytes into a pixmap (EXIF orientation applied, colours converted to sRGB), e.g. a golden
    /// image to compare a render with through `ChatPixelMatch`.
    public static func decodeImage(_ bytes: [UInt8]) throws(ChatRenderError) -> ChatPixmap {
        do {
            return try ImageDecoder.decode(bytes)
        } catch {
            throw .image(path: "the image data", usedBy: "ChatRenderer.decodeImage", reason: "\(error)")
        }
    }

    /// JPEG bytes of a pixmap (transparent areas flattened onto white).
    public static func encodeJPEG(_ pixmap: ChatPixmap, quality: Int = 92) throws(ChatRenderError) -> [UInt8] {
        do { try ChatOutputEncoding.jpeg(quality: quality).validate() } catch { throw .invalidOptions(error) }
        do {
            return try JPEGEncoder.encode(pixmap, quality: quality)
        } catch {
            throw .encoding(reason: "\(error)")
        }
    }
}

/// An encoder fed band by band (PNG or JPEG).
protocol BandEncoder {
    func append(_ band: ChatPixmap) throws(CodecError)
    func finish() throws(CodecError)
    func cancel()
}

extension PNGStreamEncoder: BandEncoder {}

extension JPEGStreamEncoder: BandEncoder {
    func cancel() {}
}

extension WebPStreamEncoder: BandEncoder {}

/// A sink that counts the bytes passing through to another.
private final class CountingSink: ChatByteSink {
    private let sink: ChatByteSink
    private(set) var count = 0

    init(_ sink: ChatByteSink) { self.sink = sink }

    func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        try sink.write(bytes)
        count += bytes.count
    }
}

/// How a rendered image is encoded.
public enum ChatOutputEncoding: Sendable, Equatable {
    /// PNG with the project's measured settings (`PNGEncodeOptions.default`).
    case png
    /// Baseline JPEG at a quality of 1 … 100 (92 is the command line's default).
    case jpeg(quality: Int)
    /// WebP through libwebp: lossless when `quality` is nil, else lossy at 1 … 100. WebP cannot be written in
    /// bands: the whole image is held (and counted against `ChatRenderOptions.memoryBudget`) while it is compressed,
    /// and it is at most 16 383 pixels a side.
    case webp(quality: Int?)
}

/// One conversation with its options applied, its theme pack, fonts and images loaded.
struct RenderSession {
    let conversation: ChatConversation
    let theme: ChatThemePack
    let text: TextEngine
    let images: ImageStore
    /// Path coverage kept for fills that come back: the cache's, shared by its renders (nil without one: within one
    /// screen the same outline rarely comes back at the same sub-pixel phase, and looking costs more than it saves).
    let coverage: SharedCoverage?
    /// The pixel memory held, against `options.memoryBudget`.
    let ledger: MemoryLedger
    /// What is made for one element and kept while the sweep is inside it (and what the prefetcher made ahead).
    let prepared: PreparedElements
    /// Threads a large photo's resampling may be split among (`options.threads`, or one per core).
    let threads: Int
    /// The render's time limit (`options.timeLimit`), and the moment (in `ChatRenderer.now()`'s seconds) the layout
    /// stops at when it passes; nil: no limit.
    let timeLimit: Double?
    var deadline: Double?
    /// `options.shouldStop`: asked with the deadline.
    let shouldStop: (@Sendable () -> Bool)?

    /// A session for `conversation` as `ChatRenderer.prepared` returns it (overrides applied, validated).
    init(conversation: ChatConversation, options: ChatRenderOptions, cache: ChatRenderCache? = nil) throws(ChatRenderError) {
        self.conversation = conversation
        let directory = try options.themeLocator.locate(conversation.theme, baseDirectory: conversation.baseDirectory)
        if let cache {
            theme = try cache.themePack(directory: directory)
        } else {
            theme = try ChatThemePack(directory: directory)
        }
        text = try FontLoader.textEngine(theme: theme, options: options, cache: cache)
        ledger = MemoryLedger(budget: options.memoryBudget)
        prepared = PreparedElements(ledger: ledger)
        images = ImageStore(baseDirectory: conversation.baseDirectory, ledger: ledger, inline: options.inlineImages,
                            shared: cache?.images)
        coverage = cache?.coverage
        threads = max(1, options.threads ?? PNGStreamEncoder.defaultThreads)
        timeLimit = options.timeLimit
        shouldStop = options.shouldStop
    }

    func layout() throws(ChatRenderError) -> ChatDisplayList {
        do {
            return try engine.layout()
        } catch .stopped {
            if let shouldStop, shouldStop() { throw .cancelled }
            throw .timedOut(seconds: timeLimit ?? 0)
        } catch {
            throw .layout(error)
        }
    }

    /// The layout's semantic elements before they are lowered to primitives (for tests of the layout rules).
    func placements() throws(ChatRenderError) -> Placements {
        do {
            return try engine.placements()
        } catch {
            throw .layout(error)
        }
    }

    private var engine: LayoutEngine {
        var engine = LayoutEngine(conversation: conversation, theme: theme.spec, text: text,
                                  resources: FileResources(images: images, theme: theme))
        let deadline = self.deadline, shouldStop = self.shouldStop
        if deadline != nil || shouldStop != nil {
            engine.shouldStop = { (deadline.map { ChatRenderer.now() > $0 } ?? false) || (shouldStop?() ?? false) }
        }
        return engine
    }

    /// The renderer of a laid-out list.
    func renderer(for list: ChatDisplayList) -> DisplayListRenderer {
        DisplayListRenderer(list: list, theme: theme, text: text, images: images, prepared: prepared, threads: threads,
                            coverage: coverage)
    }
}
