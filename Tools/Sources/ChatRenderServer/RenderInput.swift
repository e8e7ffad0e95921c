import ChatModel
import ChatRender
import Foundation
import Hummingbird
import MultipartKit

/// What a render request carries: the conversation JSON, the images sent by name, and the overrides of the
/// query string (`?theme=whatsapp&appearance=dark&scale=2&width=375&format=jpeg&quality=85`), all validated.
/// `format` is `png`, `jpeg` or `webp` as the command line's `--format` (WebP lossless without `quality`, lossy with it).
///
/// The body is either the conversation JSON itself (`Content-Type: application/json`, images inline as `data:`
/// URIs), or `multipart/form-data` with a part named `conversation` and one part per image, named as the
/// conversation refers to it (`"image": "photo.jpg"` and a part named `photo.jpg`).
struct RenderInput: Sendable {
    var conversation: [UInt8]
    var images: [String: [UInt8]] = [:]
    var theme: String?
    var appearance: ChatAppearance?
    var scale: Double?
    var width: Double?
    var encoding: ChatOutputEncoding = .png

    /// The most parts a multipart body may have.
    static let maximumParts = 256

    /// Reads the body (at most `limit` bytes, before `deadline`) and the query.
    static func read(_ request: Request, limit: Int, deadline: ContinuousClock.Instant, themes: Set<String>) async throws -> RenderInput {
        var input = RenderInput(conversation: [])
        try input.applyQuery(request.uri.queryParameters, accept: request.headers[.accept], themes: themes)
        let body = try await Self.collect(request, limit: limit, deadline: deadline)
        let contentType = request.headers[.contentType] ?? "application/json"
        if contentType.lowercased().hasPrefix("multipart/form-data") {
            try input.readMultipart(body, contentType: contentType)
        } else {
            let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard type == "application/json" || type.isEmpty else {
                throw ServiceError(status: 415, message: "Content-Type \(type) is not accepted; the body is the conversation JSON",
                                   hint: "send the conversation as application/json, or as multipart/form-data with a part named conversation")
            }
            input.conversation = body
        }
        return input
    }

    /// The whole body, refusing more than `limit` bytes (413) or a body still arriving at the deadline (408).
    private static func collect(_ request: Request, limit: Int, deadline: ContinuousClock.Instant) async throws -> [UInt8] {
        try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
            group.addTask {
                var request = request
                let buffer = try await request.collectBody(upTo: limit)
                return Array(buffer.readableBytesView)
            }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let body = first else {
                throw ServiceError(status: 408, message: "the request body did not arrive before the deadline",
                                   hint: "send the body at once, or ask the operator to raise --deadline")
            }
            return body
        }
    }

    /// The query's overrides and the format (`format=` or an `Accept: image/jpeg` header).
    mutating func applyQuery(_ query: Parameters, accept: String?, themes: Set<String>) throws {
        for (key, _) in query where !["theme", "appearance", "scale", "width", "format", "quality"].contains(String(key)) {
            throw ServiceError.parameter(String(key), "unknown query parameter",
                                         hint: "the parameters are theme, appearance, scale, width, format and quality")
        }
        if let theme = query.get("theme") {
            guard themes.contains(theme) else {
                throw ServiceError.parameter("theme", "\"\(theme)\" is not a theme this service offers",
                                             hint: "use one of \(themes.sorted().joined(separator: ", "))")
            }
            self.theme = theme
        }
        if let value = query.get("appearance") {
            guard let appearance = ChatAppearance(rawValue: value) else {
                throw ServiceError.parameter("appearance", "\"\(value)\" is not an appearance", hint: "use light or dark")
            }
            self.appearance = appearance
        }
        if let value = query.get("scale") {
            guard let scale = Double(value), ChatCanvas.scaleRange.contains(scale) else {
                throw ServiceError.parameter("scale", "\"\(value)\" is not a scale from 1 to 4", hint: "use e.g. scale=3")
            }
            self.scale = scale
        }
        if let value = query.get("width") {
            guard let width = Double(value), ChatCanvas.widthRange.contains(width) else {
                throw ServiceError.parameter("width", "\"\(value)\" is not a width from \(Int(ChatCanvas.widthRange.lowerBound)) to "
                                             + "\(Int(ChatCanvas.widthRange.upperBound)) points", hint: "use e.g. width=390")
            }
            self.width = width
        }
        var quality: Int?
        if let value = query.get("quality") {
            guard let number = Int(value), (1...100).contains(number) else {
                throw ServiceError.parameter("quality", "\"\(value)\" is not a quality from 1 to 100", hint: "use e.g. quality=92")
            }
            quality = number
        }
        // As the command line: JPEG at 92 unless told; WebP lossless unless a quality is given.
        let accepted = accept?.lowercased() ?? ""
        let wanted: String? = accepted.contains("image/png") ? nil
            : accepted.contains("image/jpeg") ? "jpeg" : accepted.contains("image/webp") ? "webp" : nil
        switch query.get("format")?.lowercased() ?? wanted {
        case nil, "png":
            if query.get("format") != nil, quality != nil {
                throw ServiceError.parameter("quality", "quality applies to JPEG and WebP; PNG is always lossless",
                                             hint: "drop quality, or ask for format=jpeg or format=webp")
            }
            encoding = .png
        case "jpeg", "jpg": encoding = .jpeg(quality: quality ?? 92)
        case "webp": encoding = .webp(quality: quality)
        case let other?:
            throw ServiceError.parameter("format", "\"\(other)\" is not an image format", hint: "use png, jpeg or webp")
        }
    }

    /// Reads a multipart body: the `conversation` part and the images by part name.
    mutating func readMultipart(_ body: [UInt8], contentType: String) throws {
        guard let boundary = Self.boundary(of: contentType) else {
            throw ServiceError(status: 400, message: "the multipart Content-Type has no boundary",
                               hint: "send Content-Type: multipart/form-data; boundary=…")
        }
        var parts: [MultipartPart] = []
        var headers = HTTPHeaders()
        var data: [UInt8] = []
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers.add(name: name, value: value) }
        parser.onBody = { buffer in data.append(contentsOf: buffer.readableBytesView) }
        parser.onPartComplete = {
            parts.append(MultipartPart(headers: headers, body: data))
            headers = HTTPHeaders()
            data = []
        }
        do {
            try parser.execute(body)
        } catch {
            throw ServiceError(status: 400, message: "the multipart body cannot be read: \(error)",
                               hint: "send multipart/form-data as a browser or curl -F writes it")
        }
        guard parts.count <= Self.maximumParts else {
            throw ServiceError(status: 400, message: "the multipart body has \(parts.count) parts, more than \(Self.maximumParts)",
                               hint: "send fewer images, or inline them as data: URIs")
        }
        var conversation: [UInt8]?
        for part in parts {
            guard let name = part.name, !name.isEmpty else {
                throw ServiceError(status: 400, message: "a multipart part has no name",
                                   hint: "name each part: conversation for the JSON, the image's name as the conversation writes it for images")
            }
            let bytes = Array(part.body.readableBytesView)
            if name == "conversation" {
                guard conversation == nil else {
                    throw ServiceError(status: 400, message: "the multipart body has two parts named conversation", hint: "send one")
                }
                conversation = bytes
            } else {
                guard images[name] == nil else {
                    throw ServiceError(status: 400, message: "the multipart body has two parts named \"\(name)\"",
                                       hint: "give each image its own name")
                }
                images[name] = bytes
            }
        }
        guard let conversation else {
            throw ServiceError(status: 400, message: "the multipart body has no part named conversation",
                               hint: "send the conversation JSON as a part named conversation")
        }
        self.conversation = conversation
    }

    /// The `boundary` parameter of a multipart Content-Type, unquoted.
    static func boundary(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty || value.count > 70 ? nil : value
        }
        return nil
    }
}
