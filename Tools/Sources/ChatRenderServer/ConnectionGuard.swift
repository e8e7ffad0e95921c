import NIOCore
import NIOHTTP1

/// One connection's guard, between NIO's HTTP/1 codec and Hummingbird, where the protocol version, the declared
/// body length and the state of the socket are still visible. It does what a client that writes its whole body
/// before reading (Python's http.client, requests), an HTTP/1.0 client and a client that leaves need:
///
/// - A `Content-Length` over the body limit is answered 413 at once, before any of the body is read; the body is
///   then read and dropped and the connection closed. With `Expect: 100-continue` the 413 comes instead of the
///   `100 Continue`, which a body within the limit gets.
/// - A close asked for while a request's body is still arriving (after an answer with `Connection: close`, to
///   HTTP/1.0, or after a refusal) waits until the body has arrived, read and dropped (at most `drainTime`), so
///   that the client reads the answer instead of a reset.
/// - A body without a declared length is passed on up to the limit (the service then answers 413) and dropped
///   beyond it.
/// - An HTTP/1.0 request is answered with `Connection: close` and the connection closes after the answer; so does
///   a request the HTTP parser refuses (a bad chunk size, a body cut short), which the service answers 400.
/// - The connection's `ConnectionWatch` learns when the client closed its side or the connection.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The limits a guard enforces.
    struct Limits: Sendable {
        /// The largest body passed on, in bytes (`--body-limit`).
        var bodyLimit: Int
        /// How long a refused body is read and dropped before the connection is closed anyway.
        var drainTime: TimeAmount
    }

    let limits: Limits
    let watch: ConnectionWatch
    /// Told of each request the guard answers itself (its path and status), for the metrics.
    let answered: @Sendable (String, Int) -> Void

    /// A request's body is arriving: its head was read, its end not yet.
    private var receivingBody = false
    /// Body parts are dropped instead of passed on.
    private var dropping = false
    /// The request was answered here and never passed on: its end is not passed on either.
    private var refusedHere = false
    private var bodyBytes = 0
    /// Close the connection once the answer is written.
    private var closeAfterAnswer = false
    /// A close waiting for the body's end, and the timer that does it anyway after `drainTime`.
    private var deferredClose: (promise: EventLoopPromise<Void>?, timer: Scheduled<Void>)?

    init(limits: Limits, watch: ConnectionWatch, answered: @escaping @Sendable (String, Int) -> Void) {
        self.limits = limits
        self.watch = watch
        self.answered = answered
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(var head):
            receivingBody = true
            dropping = false
            refusedHere = false
            bodyBytes = 0
            if head.version.major < 1 || (head.version.major == 1 && head.version.minor == 0) {
                // HTTP/1.0: one request per connection (Hummingbird closes after an answer to `Connection: close`).
                closeAfterAnswer = true
                head.headers.replaceOrAdd(name: "connection", value: "close")
            }
            let expectsContinue = head.headers["expect"].contains { $0.lowercased() == "100-continue" }
            if let declared = head.headers.first(name: "content-length").flatMap(Int.init), declared > limits.bodyLimit {
                refuse(context: context, head: head, declared: declared, expectsContinue: expectsContinue)
                return
            }
            if expectsContinue {
                head.headers.remove(name: "expect")
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))), promise: nil)
            }
            context.fireChannelRead(wrapInboundOut(.head(head)))
        case .body(let buffer):
            guard !dropping else { return }
            bodyBytes += buffer.readableBytes
            // The part that crosses the limit goes on, so that the service sees the body is too large; no more do.
            if bodyBytes > limits.bodyLimit { dropping = true }
            context.fireChannelRead(data)
        case .end:
            receivingBody = false
            if let deferred = deferredClose {
                deferredClose = nil
                deferred.timer.cancel()
                context.close(promise: deferred.promise)
                return
            }
            if !refusedHere { context.fireChannelRead(data) }
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where closeAfterAnswer && head.status.code >= 200:
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where closeAfterAnswer:
            context.writeAndFlush(data, promise: promise)
            close(context: context, mode: .all, promise: nil)
        default:
            context.write(data, promise: promise)
        }
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, receivingBody else {
            context.close(mode: mode, promise: promise)
            return
        }
        // Read the rest of the body and drop it, then close: the client writing it would otherwise block (or be reset)
        // before it reads the answer.
        dropping = true
        if let deferred = deferredClose {
            if let promise { deferred.promise?.futureResult.cascade(to: promise) }
            return
        }
        let timer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.drainTime) { [weak self] in
            guard let self, let deferred = self.deferredClose else { return }
            self.deferredClose = nil
            context.close(promise: deferred.promise)
        }
        deferredClose = (promise, timer)
        context.read()
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // While a refused body drains, read on even when Hummingbird's side has stopped asking for more.
        if deferredClose != nil { context.read() }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError {
            // The parser reads no more of this connection: answer (the service's 400) and close.
            closeAfterAnswer = true
            receivingBody = false
            finishDeferredClose(context: context)
        }
        context.fireErrorCaught(error)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            watch.markGone()
            receivingBody = false
            finishDeferredClose(context: context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        watch.markGone()
        if let deferred = deferredClose {
            deferredClose = nil
            deferred.timer.cancel()
            deferred.promise?.succeed()
        }
        context.fireChannelInactive()
    }

    /// Closes now a close that waited for a body no more of which will come.
    private func finishDeferredClose(context: ChannelHandlerContext) {
        guard let deferred = deferredClose else { return }
        deferredClose = nil
        deferred.timer.cancel()
        context.close(promise: deferred.promise)
    }

    /// Answers 413 for a declared length over the limit, before reading the body, then drops the body and closes.
    private func refuse(context: ChannelHandlerContext, head: HTTPRequestHead, declared: Int, expectsContinue: Bool) {
        refusedHere = true
        dropping = true
        let body = ServiceError.bodyTooLarge(declared: declared, limit: limits.bodyLimit).json
        let headers = HTTPHeaders([("content-type", "application/json; charset=utf-8"), ("content-length", String(body.count)),
                                   ("connection", "close")])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .payloadTooLarge, headers: headers))),
                      promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        answered(String(head.uri.prefix { $0 != "?" }), 413)
        // After a final answer to `Expect: 100-continue` the client sends no body.
        if expectsContinue { receivingBody = false }
        close(context: context, mode: .all, promise: nil)
    }
}
