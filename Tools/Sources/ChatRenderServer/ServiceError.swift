import ChatModel
import ChatRender
import Foundation

/// An error answer of the service: an HTTP status and a JSON body with the same message the command line prints,
/// and apart from it the JSON path, line, column and hint when the error has them.
///
/// ```json
/// {"error": {"status": 422, "message": "request: messages[3].status (line 11, column 16): \"seen\" is not …",
///            "problem": "\"seen\" is not a delivery status", "path": "messages[3].status", "line": 11, "column": 16,
///            "hint": "use one of sending, sent, delivered, read, failed (did you mean \"sent\"?)"}}
/// ```
struct ServiceError: Error, Sendable {
    var status: Int
    var message: String
    var problem: String?
    var path: String?
    var line: Int?
    var column: Int?
    var hint: String?
    /// Seconds for `Retry-After` (503 answers).
    var retryAfter: Int?

    init(status: Int, message: String, problem: String? = nil, path: String? = nil, line: Int? = nil, column: Int? = nil,
         hint: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.message = message
        self.problem = problem
        self.path = path
        self.line = line
        self.column = column
        self.hint = hint
        self.retryAfter = retryAfter
    }

    /// The name requests are called by in messages (where the command line names the file).
    static let source = "request"

    /// A conversation error: 400 for text that is not JSON, 422 for JSON that is not a valid conversation.
    init(_ error: ChatModelError) {
        self.init(status: error.isSyntax ? 400 : 422, message: "\(Self.source): \(error)", problem: error.problem,
                  path: error.path, line: error.line, column: error.column, hint: error.hint)
    }

    /// A render error: the input's fault is 422, the service's 500 (503 when memory ran out).
    init(_ error: ChatRenderError) {
        switch error {
        case .invalidConversation(_, let model):
            self.init(model)
        case .image(let path, let usedBy, let reason):
            let shown = DataURI.isDataURI(path) || path == "data:…" ? "data:…" : path
            self.init(status: 422, message: "\(usedBy): image \"\(shown)\": \(reason)", problem: reason, path: usedBy)
        case .layout, .themeNotFound, .memoryBudget, .tooLarge, .timedOut, .invalidOptions:
            self.init(status: 422, message: error.description)
        case .outOfMemory:
            self.init(status: 503, message: error.description, retryAfter: 5)
        case .cancelled:
            // nginx's "client closed request": logged and counted, never read (the client is gone).
            self.init(status: 499, message: "the client disconnected; the render stopped at the next band")
        case .inputUnreadable, .outputUnwritable, .invalidTheme, .themeImage, .capInsetsExceedTemplate, .fonts, .encoding:
            self.init(status: 500, message: error.description)
        }
    }

    /// A body whose declared length is over the limit (413, answered before the body is read).
    static func bodyTooLarge(declared: Int, limit: Int) -> ServiceError {
        ServiceError(status: 413, message: "the request body is \(ChatMemoryBudget.format(declared)), more than the "
                     + "\(ChatMemoryBudget.format(limit)) this service accepts",
                     hint: "send a smaller conversation or smaller images, or ask the operator to raise --body-limit")
    }

    /// A problem with a query parameter or header: 400 at that name.
    static func parameter(_ name: String, _ problem: String, hint: String) -> ServiceError {
        ServiceError(status: 400, message: "\(name): \(problem); \(hint)", problem: problem, path: name, hint: hint)
    }

    /// The JSON body (keys sorted, absent fields left out).
    var json: [UInt8] {
        var fields: [(String, String)] = [("message", Self.quote(message)), ("status", String(status))]
        if let problem { fields.append(("problem", Self.quote(problem))) }
        if let path { fields.append(("path", Self.quote(path))) }
        if let line { fields.append(("line", String(line))) }
        if let column { fields.append(("column", String(column))) }
        if let hint { fields.append(("hint", Self.quote(hint))) }
        if let retryAfter { fields.append(("retryAfter", String(retryAfter))) }
        let body = fields.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
        return Array("{\"error\":{\(body)}}\n".utf8)
    }

    /// A JSON string literal (the decoder's own writer of them).
    static func quote(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
