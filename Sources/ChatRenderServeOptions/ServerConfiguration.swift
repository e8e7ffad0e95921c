import ChatRender
import Foundation

/// How `chatrender serve` runs: where it listens, how much work it takes on, and what it renders with.
///
/// Memory is bounded by construction: at most `concurrency` requests read a body (at most `bodyLimit` bytes) and
/// render (within `renderOptions.memoryBudget`) at once; up to `queueLimit` more wait without having read their
/// body; any further request is answered 503 with `Retry-After` at once.
public struct ServerConfiguration: Sendable {
    /// The address to listen on.
    public var host: String
    /// The port; 0 picks a free one (reported once listening).
    public var port: Int
    /// Renders at once; default the number of active cores.
    public var concurrency: Int
    /// Requests waiting for a render slot, beyond which requests are refused with 503.
    public var queueLimit: Int
    /// The largest request body read, in bytes (413 beyond).
    public var bodyLimit: Int
    /// Seconds a request may take, waiting included (503 when the wait runs out, 422 when the render does).
    public var deadline: Double
    /// Seconds a refused client is told to wait (`Retry-After`).
    public var retryAfter: Int
    /// Fonts, memory budget and other options every render uses (theme, images and overrides come per request).
    public var renderOptions: ChatRenderOptions
    /// Theme packs offered besides the built-in ones: name → directory (configured by the operator, never by a request).
    public var themePacks: [String: String]

    /// A configuration; every value can be changed afterwards.
    public init(host: String = "127.0.0.1", port: Int = 8080, concurrency: Int? = nil, queueLimit: Int? = nil,
                bodyLimit: Int = 32 << 20, deadline: Double = 30, retryAfter: Int = 1,
                renderOptions: ChatRenderOptions = ChatRenderOptions(memoryBudget: ChatMemoryBudget(bytes: 512 << 20)),
                themePacks: [String: String] = [:]) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        self.host = host
        self.port = port
        self.concurrency = max(1, concurrency ?? cores)
        self.queueLimit = max(0, queueLimit ?? 8 * max(1, concurrency ?? cores))
        self.bodyLimit = bodyLimit
        self.deadline = deadline
        self.retryAfter = retryAfter
        self.renderOptions = renderOptions
        self.themePacks = themePacks
    }

    /// The theme names a request may use: the built-in ones and the configured packs.
    public var themeNames: Set<String> {
        Set(ChatThemeLocator.builtInNames).union(themePacks.keys)
    }
}
