import ChatCodec
import ChatModel
import ChatRender
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `POST /v1/render` and `/v1/layout` through Hummingbird's test client: the same bytes as the library (and so the
/// command line) for the same input, inline and multipart images, JPEG on request.
@Suite struct RenderEndpointTests {
    let server = RenderServer(configuration: Fixture.configuration())

    /// What `chatrender render` writes for the same JSON: the library without a cache, the same options.
    func reference(_ json: String, encoding: ChatOutputEncoding = .png) throws -> [UInt8] {
        let renderer = ChatRenderer(options: Fixture.renderOptions)
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "chat.json", baseDirectory: Fixture.root.path)
        let sink = ChatMemorySink()
        try renderer.render(conversation, as: encoding, to: sink)
        return sink.bytes
    }

    @Test func rendersTheSameBytesAsTheCommandLine() async throws {
        let expected = try reference(Fixture.chat)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, headers: [.contentType: "application/json"],
                                     body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.body.bytes == expected)
            }
        }
    }

    @Test func rendersInlineImagesAndMultipartPartsAlike() async throws {
        let inline = Fixture.withImages(avatar: Fixture.dataURI("samples/images/avatar-maya.png", type: "image/png"),
                                        photo: Fixture.dataURI("samples/images/landscape.jpg", type: "image/jpeg"))
        let byPath = Fixture.withImages(avatar: "samples/images/avatar-maya.png", photo: "samples/images/landscape.jpg")
        let expected = try reference(byPath)
        #expect(try reference(inline) == expected, "a data: URI renders like the file it holds")
        let boundary = "chatrender-test-boundary"
        var body = ""
        func part(_ name: String, _ content: String, type: String) {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\nContent-Type: \(type)\r\n\r\n\(content)\r\n"
        }
        part("conversation", Fixture.withImages(avatar: "maya.png", photo: "photo.jpg"), type: "application/json")
        var buffer = ByteBuffer(string: body)
        for (name, file, type) in [("maya.png", "samples/images/avatar-maya.png", "image/png"), ("photo.jpg", "samples/images/landscape.jpg", "image/jpeg")] {
            buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(name)\"\r\nContent-Type: \(type)\r\n\r\n")
            buffer.writeBytes(Fixture.bytes(file))
            buffer.writeString("\r\n")
        }
        buffer.writeString("--\(boundary)--\r\n")
        let multipart = buffer
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, headers: [.contentType: "application/json"],
                                     body: ByteBuffer(string: inline)) { response in
                #expect(response.status == .ok)
                #expect(response.body.bytes == expected)
            }
            try await client.execute(uri: "/v1/render", method: .post,
                                     headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], body: multipart) { response in
                #expect(response.status == .ok, "\(response.body.text)")
                #expect(response.body.bytes == expected)
            }
        }
    }

    @Test func answersJPEGOnRequestAndAppliesTheQuery() async throws {
        let jpeg = try reference(Fixture.chat, encoding: .jpeg(quality: 80))
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render?format=jpeg&quality=80", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.headers[.contentType] == "image/jpeg")
                #expect(response.body.bytes == jpeg)
            }
            try await client.execute(uri: "/v1/render", method: .post, headers: [.accept: "image/jpeg"], body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.headers[.contentType] == "image/jpeg")
                #expect(response.body.bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            }
            let dark = try ChatRenderer(options: {
                var options = Fixture.renderOptions
                options.theme = "telegram"
                options.appearance = .dark
                return options
            }()).renderPNG(ChatRenderer().decodeConversation(Array(Fixture.chat.utf8), file: "x", baseDirectory: "/"))
            try await client.execute(uri: "/v1/render?theme=telegram&appearance=dark", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .ok)
                #expect(response.body.bytes == dark)
            }
        }
    }

    @Test func answersTheLayoutJSON() async throws {
        let renderer = ChatRenderer(options: Fixture.renderOptions)
        let expected = try renderer.layoutJSON(renderer.layout(
            renderer.decodeConversation(Array(Fixture.chat.utf8), file: "chat.json", baseDirectory: "/")))
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/layout", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(response.body.text == expected)
            }
        }
    }

    @Test func servesHealthMetricsThemesAndThePreviewPage() async throws {
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { #expect($0.status == .ok) }
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.body.text.contains("\"ok\""))
            }
            try await client.execute(uri: "/metrics", method: .get) { response in
                let text = response.body.text
                #expect(text.contains("chatrender_requests_total{route=\"/v1/render\",status=\"200\"} 1"), "\(text)")
                for name in ["chatrender_request_duration_seconds_bucket", "chatrender_renders_in_flight", "chatrender_requests_queued",
                             "chatrender_requests_rejected_total"] {
                    #expect(text.contains(name), "\(name) missing")
                }
            }
            try await client.execute(uri: "/v1/themes", method: .get) { response in
                #expect(response.body.text.contains("\"whatsapp\""))
            }
            try await client.execute(uri: "/", method: .get) { response in
                let page = response.body.text
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(page.contains("id=\"editor\"") && page.contains("/v1/render"))
                // Self-contained: nothing loaded from another host.
                #expect(!page.contains("src=\"http") && !page.contains("href=\"http") && !page.contains("@import"))
            }
        }
    }
}

