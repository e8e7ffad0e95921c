import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 connection with the service's `ConnectionGuard` between NIO's HTTP codec and
/// Hummingbird, where the protocol's version, the declared body length and the connection's state are still
/// visible; each request is answered with its connection's `ConnectionWatch` as `ConnectionWatch.current`.
struct ServiceHTTPChannel: ServerChildChannel, HTTPChannelHandler {
    /// A connection: Hummingbird's channel of HTTP parts and the watch its guard keeps.
    struct Value: ServerChildChannelValue {
        let parts: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>
        let watch: ConnectionWatch
        var channel: any Channel { parts.channel }
    }

    let responder: HTTPChannelHandler.Responder
    let limits: ConnectionGuard.Limits
    /// Called (on the event loop) for each request the guard answers itself: its path and status.
    let answered: @Sendable (String, Int) -> Void

    /// The server builder for `Application(router:server:…)`.
    static func builder(limits: ConnectionGuard.Limits, answered: @escaping @Sendable (String, Int) -> Void) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in ServiceHTTPChannel(responder: responder, limits: limits, answered: answered) }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            // As HTTP1Channel sets it up (its header limits too), with the guard before the conversion to HTTP types.
            var headerLimits = NIOHTTPDecoderLimitConfiguration()
            headerLimits.maxHeaderFieldCount = 1000
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: headerLimits)
            let watch = ConnectionWatch()
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, watch: watch, answered: answered))
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try channel.pipeline.syncOperations.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
            let asyncChannel = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
            return Value(parts: asyncChannel, watch: watch)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await ConnectionWatch.$current.withValue(value.watch) {
            await handleHTTP(asyncChannel: value.parts, logger: logger)
        }
    }
}
