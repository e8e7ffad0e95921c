import Hummingbird

/// The service's routes and their methods, and the middleware that answers a request no route takes: 405 with
/// `Allow` for a path the service has, asked with another method; 404 for any other path; both as JSON errors.
struct RouteTable<Context: RequestContext>: RouterMiddleware {
    /// Every path the service answers, with the methods it takes.
    static var routes: [String: [HTTPRequest.Method]] {
        ["/": [.get], "/healthz": [.get], "/readyz": [.get], "/metrics": [.get], "/v1/themes": [.get],
         "/v1/render": [.post], "/v1/layout": [.post]]
    }

    /// The route label of a path in the metrics: the path itself for a route, `other` for anything else (so that
    /// unknown paths cannot add label values without bound).
    static func label(for path: String) -> String {
        routes[path] == nil ? "other" : path
    }

    /// Called with each answer given here (route label and status), for the metrics.
    let answered: @Sendable (String, Int) -> Void

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = request.uri.path
            let failure: ServiceError
            var headers: HTTPFields = [:]
            if let methods = Self.routes[path] {
                let allowed = methods.map(\.rawValue).joined(separator: ", ")
                failure = ServiceError(status: 405, message: "\(request.method.rawValue) \(path) is not served; \(path) takes \(allowed)",
                                       hint: "send \(allowed) \(path)")
                headers[.allow] = allowed
            } else {
                failure = ServiceError(status: 404, message: "no route \(path)",
                                       hint: "the routes are " + Self.routes.keys.sorted().map { "\(Self.routes[$0]!.map(\.rawValue).joined(separator: "/")) \($0)" }
                                           .joined(separator: ", "))
            }
            var response = RenderService.answer(failure)
            for field in headers { response.headers.append(field) }
            answered(Self.label(for: path), failure.status)
            return response
        }
    }
}
