import ChatRender
import ChatRenderServeOptions
import Foundation
import Hummingbird
import Logging
import Prometheus
import ServiceLifecycle

/// `chatrender serve`: a stateless HTTP render service on Hummingbird 2.
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the live preview page (one self-contained HTML file) |
/// | `POST /v1/render` | the image (`image/png`; `image/jpeg` or `image/webp` with `?format=` or `Accept:`) |
/// | `POST /v1/layout` | the layout JSON, as `chatrender layout` prints it |
/// | `GET /v1/themes` | the theme names offered, as a JSON array |
/// | `GET /healthz` | `{"status":"ok"}` while the process answers |
/// | `GET /readyz` | `{"status":"ready"}`, or 503 while renders cannot work (`Readiness`) |
/// | `GET /metrics` | Prometheus text: requests by route and status, latency, in flight, queued, rejected, cancelled, process |
///
/// Any other path is a 404, a known path with another method a 405 with `Allow` (`RouteTable`), both JSON errors.
/// Each connection goes through a `ConnectionGuard` (body limit at the head, `Expect: 100-continue`, HTTP/1.0, a
/// client that leaves).
///
/// The service never opens a path named by a request (images come inline or as multipart parts, themes by
/// name), reads bodies up to a limit, renders at most `concurrency` at once with a bounded queue (503 with
/// `Retry-After` beyond), gives each request a deadline and each render the memory budget, and on SIGTERM or
/// SIGINT stops accepting connections and finishes the requests in flight before exiting.
public struct RenderServer: Sendable {
    public let configuration: ServerConfiguration
    let logger: Logger
    let metrics: ServiceMetrics
    let service: RenderService

    /// A server; `registry` collects its metrics.
    public init(configuration: ServerConfiguration, logger: Logger = Logger(label: "chatrender"),
                registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.configuration = configuration
        self.logger = logger
        self.metrics = ServiceMetrics(registry: registry)
        self.service = RenderService(configuration: configuration, metrics: metrics, logger: logger)
    }

    /// The routes.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        let service = self.service, metrics = self.metrics, themes = configuration.themeNames.sorted()
        let readiness = Readiness(configuration: configuration)
        router.add(middleware: RouteTable<BasicRequestContext>(answered: { metrics.count(route: $0, status: $1) }))
        router.get("/") { _, _ in
            metrics.count(route: "/", status: 200)
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.preview_html)))
        }
        router.get("/healthz") { _, _ in
            metrics.count(route: "/healthz", status: 200)
            return Response(status: .ok, headers: [.contentType: "application/json"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}\n")))
        }
        router.get("/readyz") { _, _ in
            if let problem = readiness.problem() {
                metrics.count(route: "/readyz", status: problem.status)
                return RenderService.answer(problem)
            }
            metrics.count(route: "/readyz", status: 200)
            return Response(status: .ok, headers: [.contentType: "application/json"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"status\":\"ready\"}\n")))
        }
        router.get("/metrics") { _, _ in
            metrics.observe(service.gate)
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.text())))
        }
        router.get("/v1/themes") { _, _ in
            metrics.count(route: "/v1/themes", status: 200)
            let list = "[" + themes.map(ServiceError.quote).joined(separator: ",") + "]\n"
            return Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(string: list)))
        }
        router.post("/v1/render") { request, _ in await service.respond(to: request, product: .render) }
        router.post("/v1/layout") { request, _ in await service.respond(to: request, product: .layout) }
        return router
    }

    /// The Hummingbird application, listening on `port` (nil: the configured one); `onServerRunning` learns the
    /// bound port (useful with port 0).
    public func application(port: Int? = nil, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        let metrics = self.metrics
        let limits = ConnectionGuard.Limits(bodyLimit: configuration.bodyLimit, drainTime: .milliseconds(Int64(configuration.deadline * 1000)))
        return Application(router: router(),
                    server: ServiceHTTPChannel.builder(limits: limits) { metrics.count(route: RouteTable<BasicRequestContext>.label(for: $0), status: $1) },
                    configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: port ?? configuration.port),
                                                            serverName: "chatrender"),
                    onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
                    logger: logger)
    }

    /// Runs until SIGTERM or SIGINT, then shuts down gracefully: no new connections, requests in flight finished.
    /// Throws `ServerStartError` when it cannot listen (the port in use, a privileged port, an address not local).
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [application(onServerRunning: onServerRunning)],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        do {
            try await group.run()
        } catch {
            throw ServerStartError.from(error, host: configuration.host, port: configuration.port) ?? error
        }
    }
}
