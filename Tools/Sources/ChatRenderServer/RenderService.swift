import ChatCodec
import ChatModel
import ChatRender
import ChatRenderServeOptions
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// The render endpoints' work, apart from routing: admission through the `RenderGate`, reading the body within
/// the limit and the deadline, decoding the conversation without ever naming a file, rendering on a worker thread
/// and answering with the image, the layout JSON or a JSON error.
final class RenderService: Sendable {
    /// What an endpoint answers.
    enum Product: String, Sendable {
        case render, layout
    }

    let configuration: ServerConfiguration
    let gate: RenderGate
    let metrics: ServiceMetrics
    let logger: Logger
    /// Theme packs (with decoded templates) and fonts, shared by every render.
    let cache = ChatRenderCache()

    init(configuration: ServerConfiguration, metrics: ServiceMetrics, logger: Logger) {
        self.configuration = configuration
        self.gate = RenderGate(capacity: configuration.concurrency, queueLimit: configuration.queueLimit)
        self.metrics = metrics
        self.logger = logger
    }

    /// Answers `POST /v1/render` or `POST /v1/layout`.
    func respond(to request: Request, product: Product) async -> Response {
        let clock = ContinuousClock()
        let started = clock.now
        let deadline = started + .milliseconds(Int(configuration.deadline * 1000))
        let response: Response
        var failure: ServiceError?
        switch await gate.enter(deadline: deadline) {
        case .full:
            metrics.rejected.increment()
            failure = ServiceError(status: 503, message: "the service is at capacity (\(gate.capacity) renders running, "
                                   + "\(gate.queueLimit) waiting); retry after \(configuration.retryAfter) s",
                                   hint: "retry later, or add replicas", retryAfter: configuration.retryAfter)
            response = Self.answer(failure!)
        case .timedOut:
            metrics.rejected.increment()
            failure = ServiceError(status: 503, message: "no render slot became free within the deadline of "
                                   + "\(Self.seconds(configuration.deadline)); retry after \(configuration.retryAfter) s",
                                   hint: "retry later, or add replicas", retryAfter: configuration.retryAfter)
            response = Self.answer(failure!)
        case .admitted:
            metrics.observe(gate)
            do {
                response = try await work(request, product: product, deadline: deadline)
            } catch let error as ServiceError {
                failure = error
                response = Self.answer(error)
            } catch {
                let answer = Self.serviceError(from: error)
                failure = answer
                response = Self.answer(answer)
            }
            gate.leave()
        }
        metrics.observe(gate)
        let elapsed = clock.now - started
        metrics.latency.record(elapsed)
        metrics.count(route: "/v1/\(product.rawValue)", status: Int(response.status.code))
        var metadata: Logger.Metadata = [
            "route": "/v1/\(product.rawValue)", "status": "\(response.status.code)",
            "ms": "\(Int((Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000).rounded()))",
        ]
        if let failure {
            metadata["error"] = "\(failure.message)"
            logger.notice("request failed", metadata: metadata)
        } else {
            logger.info("request", metadata: metadata)
        }
        return response
    }

    /// Reads, decodes and renders one admitted request.
    private func work(_ request: Request, product: Product, deadline: ContinuousClock.Instant) async throws -> Response {
        let input = try await RenderInput.read(request, limit: configuration.bodyLimit, deadline: deadline,
                                               themes: configuration.themeNames)
        var decoded: ChatConversation
        do {
            decoded = try ConversationDecoder().decodeInline(
                input.conversation, references: InlineReferences(parts: Set(input.images.keys), themes: configuration.themeNames))
        } catch {
            throw ServiceError(error)
        }
        var options = configuration.renderOptions
        options.inlineImages = input.images
        if product == .render {
            // Images inline as data: URIs are decoded once and drawn by name (the layout JSON keeps them as sent).
            (decoded, options.inlineImages) = InlineImageNames.named(decoded, sent: input.images)
        }
        let conversation = decoded
        options.appearance = input.appearance ?? options.appearance
        options.scale = input.scale ?? options.scale
        options.width = input.width ?? options.width
        // Only a built-in name or a configured pack's directory ever reaches the theme locator.
        let theme = input.theme ?? conversation.theme ?? ChatThemeLocator.defaultTheme
        options.theme = configuration.themePacks[theme] ?? theme
        guard configuration.themeNames.contains(theme) else {
            throw ServiceError.parameter("theme", "\"\(theme)\" is not a theme this service offers",
                                         hint: "use one of \(configuration.themeNames.sorted().joined(separator: ", "))")
        }
        // A render whose client disconnected stops at the next band (or the layout's next check).
        if let watch = ConnectionWatch.current {
            options.shouldStop = { watch.clientGone }
        }
        let renderer = ChatRenderer(options: options, cache: cache)
        let encoding = input.encoding
        let outcome: Result<[UInt8], ServiceError> = await Self.onWorkerThread { () -> Result<[UInt8], ServiceError> in
            let sink = DeadlineSink(deadline: deadline)
            do throws(ChatRenderError) {
                switch product {
                case .render:
                    try renderer.render(conversation, as: encoding, to: sink)
                    return .success(sink.bytes)
                case .layout:
                    return .success(Array(try renderer.layoutJSON(renderer.layout(conversation)).utf8))
                }
            } catch {
                if sink.expired {
                    return .failure(ServiceError(
                        status: 422, message: "the render took longer than the deadline of \(Self.seconds(self.configuration.deadline))",
                        hint: "render less (fewer messages, a lower scale, smaller images), or ask the operator to raise --deadline"))
                }
                if case .cancelled = error { self.metrics.cancelled.increment() }
                return .failure(ServiceError(error))
            }
        }
        let bytes = try outcome.get()
        let type: String = switch (product, encoding) {
        case (.layout, _): "application/json"
        case (.render, .png): "image/png"
        case (.render, .jpeg): "image/jpeg"
        case (.render, .webp): "image/webp"
        }
        return Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Runs synchronous, CPU-bound work on a thread outside the server's event loops.
    private static func onWorkerThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: body()) }
        }
    }

    /// The JSON error answer.
    static func answer(_ error: ServiceError) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter = error.retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: HTTPResponse.Status(code: error.status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: error.json)))
    }

    /// Any error as a service error (Hummingbird's own keep their status, e.g. 413 for a body over the limit).
    static func serviceError(from error: any Error) -> ServiceError {
        if let error = error as? ServiceError { return error }
        if let error = error as? HTTPParserError {
            // The body as sent cannot be read: cut short (the client closed before its Content-Length), or a
            // chunk size that is not hexadecimal.
            return ServiceError(status: 400, message: "the request body cannot be read: \(error)",
                                hint: "send the whole body, as many bytes as Content-Length says, or valid chunked encoding")
        }
        if error is NIOTooManyBytesError {
            return ServiceError(status: 413, message: "the request body is larger than this service accepts",
                                hint: "send a smaller conversation or smaller images")
        }
        if let error = error as? HTTPError {
            let code = Int(error.status.code)
            if code == 413 {
                return ServiceError(status: 413, message: "the request body is larger than this service accepts",
                                    hint: "send a smaller conversation or smaller images")
            }
            return ServiceError(status: code, message: error.body ?? error.status.reasonPhrase)
        }
        return ServiceError(status: 500, message: "internal error: \(error)")
    }

    /// `30 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A sink that keeps the bytes in memory and fails the render once the request's deadline has passed.
final class DeadlineSink: ChatByteSink, @unchecked Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var expired = false
    let deadline: ContinuousClock.Instant

    init(deadline: ContinuousClock.Instant) {
        self.deadline = deadline
    }

    func write(_ buffer: UnsafeRawBufferPointer) throws(CodecError) {
        if ContinuousClock.now >= deadline {
            expired = true
            throw .writeFailed("the request's deadline passed")
        }
        bytes.append(contentsOf: buffer)
    }
}
