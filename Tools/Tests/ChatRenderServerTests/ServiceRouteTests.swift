import ChatRender
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What a new user meets first: a wrong method or path answered in JSON, content types, WebP as the command line
/// offers it, and readiness.
@Suite struct ServiceRouteTests {
    @Test func aWrongMethodIs405WithAllowAndAnUnknownPath404InJSON() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                #expect(errorObject(response.body)["status"] as? Int == 405)
            }
            try await client.execute(uri: "/healthz", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET")
            }
            try await client.execute(uri: "/v2/render", method: .post) { response in
                #expect(response.status == .notFound)
                let error = errorObject(response.body)
                #expect(error["status"] as? Int == 404)
                #expect((error["hint"] as? String)?.contains("POST /v1/render") == true, "\(error)")
            }
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(response.body.text.contains("chatrender_requests_total{route=\"other\",status=\"404\"} 1"), "\(response.body.text)")
                #expect(response.body.text.contains("chatrender_requests_total{route=\"/v1/render\",status=\"405\"} 1"))
            }
        }
    }

    @Test func plainTextIs415AsTheDocsSay() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, headers: [.contentType: "text/plain"],
                                     body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .unsupportedMediaType)
                #expect((errorObject(response.body)["hint"] as? String)?.contains("application/json") == true)
            }
        }
    }

    @Test func webpAsTheCommandLineWritesIt() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        let renderer = ChatRenderer(options: Fixture.renderOptions)
        let conversation = try renderer.decodeConversation(Array(Fixture.chat.utf8), file: "chat.json", baseDirectory: "/")
        func reference(_ quality: Int?) throws -> [UInt8] {
            let sink = ChatMemorySink()
            try renderer.render(conversation, as: .webp(quality: quality), to: sink)
            return sink.bytes
        }
        let lossless = try reference(nil), lossy = try reference(80)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render?format=webp", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .ok, "\(response.body.text)")
                #expect(response.headers[.contentType] == "image/webp")
                #expect(response.body.bytes == lossless)
            }
            try await client.execute(uri: "/v1/render?format=webp&quality=80", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.body.bytes == lossy)
            }
            try await client.execute(uri: "/v1/render", method: .post, headers: [.accept: "image/webp"],
                                     body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.headers[.contentType] == "image/webp")
            }
            try await client.execute(uri: "/v1/render?format=png&quality=80", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .badRequest)
                #expect(errorObject(response.body)["path"] as? String == "quality")
            }
        }
    }

    @Test func readyzFailsWhileTheFontsAreGone() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-readyz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/Inter-Regular.otf", withDestinationPath: Fixture.fonts[0])
        var configuration = Fixture.configuration()
        configuration.renderOptions.fontFiles = nil
        configuration.renderOptions.fontDirectory = directory
        let server = RenderServer(configuration: configuration)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.status == .ok, "\(response.body.text)")
                #expect(response.body.text.contains("\"ready\""))
            }
            try FileManager.default.removeItem(atPath: directory)
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect((errorObject(response.body)["message"] as? String)?.contains(directory) == true, "\(response.body.text)")
            }
            // The process is still alive: /healthz says so.
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
        }
    }
}
