import ChatModel
import ChatRender
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Errors as JSON with the CLI's path, line, column and hint; no file-system path from a request ever opened;
/// the body limit, the bounded queue (503 with Retry-After) and the deadline.
@Suite struct ServiceSafetyTests {
    /// The model error the command line reports for `json` (named "request", as the service names it).
    func cliError(_ json: String) throws -> ChatModelError {
        do {
            _ = try ChatRenderer().decodeConversation(Array(json.utf8), file: "request", baseDirectory: "/")
        } catch {
            if case .invalidConversation(_, let model) = error { return model }
            throw error
        }
        throw CancellationError()
    }

    @Test func reportsBrokenJSONAtItsLineAndColumn() async throws {
        let json = "{\n  \"version\": 1,\n  \"theme\" \"x\"\n}"
        let expected = try cliError(json)
        #expect(expected.line == 3 && expected.column == 11)
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: json)) { response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let error = errorObject(response.body)
                #expect(error["line"] as? Int == 3)
                #expect(error["column"] as? Int == 11)
                #expect(error["message"] as? String == "request: \(expected)")
            }
        }
    }

    @Test func reportsAnInvalidConversationLikeTheCommandLine() async throws {
        let json = Fixture.chat.replacingOccurrences(of: "\"status\": \"read\"", with: "\"status\": \"seen\"")
        let expected = try cliError(json)
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: json)) { response in
                #expect(response.status == .unprocessableContent)
                let error = errorObject(response.body)
                #expect(error["message"] as? String == ChatRenderError.invalidConversation(file: "request", error: expected).description)
                #expect(error["path"] as? String == "messages[1].status")
                #expect(error["line"] as? Int == expected.line && expected.line == 8)
                #expect(error["column"] as? Int == expected.column)
                #expect((error["hint"] as? String)?.contains("did you mean \"sent\"") == true, "\(error)")
                #expect(error["status"] as? Int == 422)
            }
        }
    }

    @Test func neverOpensAPathFromTheRequest() async throws {
        // The file exists and is a valid image: the service still refuses it, at its JSON location.
        let existing = Fixture.path("samples/images/avatar-maya.png")
        let json = Fixture.withImages(avatar: existing, photo: Fixture.dataURI("samples/images/landscape.jpg", type: "image/jpeg"))
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: json)) { response in
                #expect(response.status == .unprocessableContent)
                let error = errorObject(response.body)
                #expect(error["path"] as? String == "participants[1].avatar")
                #expect(error["line"] as? Int == 1)
                #expect((error["problem"] as? String)?.contains("opens no files") == true, "\(error)")
                #expect((error["hint"] as? String)?.contains("data:") == true)
            }
            // A theme pack by path (relative or absolute) is refused the same way.
            for theme in ["../../assets/themes/classic", Fixture.path("assets/themes/classic"), "/etc"] {
                let json = Fixture.chat.replacingOccurrences(of: "\"imessage\"", with: "\"\(theme)\"")
                try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: json)) { response in
                    #expect(response.status == .unprocessableContent)
                    let error = errorObject(response.body)
                    #expect(error["path"] as? String == "theme")
                    #expect(error["line"] as? Int == 3)
                }
                try await client.execute(uri: "/v1/render?theme=\(theme)", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                    #expect(response.status == .badRequest)
                    #expect(errorObject(response.body)["path"] as? String == "theme")
                }
            }
            // The image store itself refuses to read a file when rendering for the service (defence in depth).
            var options = Fixture.renderOptions
            options.inlineImages = [:]
            let conversation = try ChatRenderer().decodeConversation(
                Array(Fixture.withImages(avatar: existing, photo: existing).utf8), file: "x", baseDirectory: "/")
            #expect(throws: ChatRenderError.self) { try ChatRenderer(options: options).renderPNG(conversation) }
        }
    }

    @Test func refusesBodiesOverTheLimitAndBadQueries() async throws {
        let server = RenderServer(configuration: Fixture.configuration(bodyLimit: 1024))
        let big = Fixture.withImages(avatar: Fixture.dataURI("samples/images/avatar-maya.png", type: "image/png"), photo: "x.png")
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: big)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(errorObject(response.body)["status"] as? Int == 413)
            }
            try await client.execute(uri: "/v1/render?scale=9", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .badRequest)
                #expect(errorObject(response.body)["path"] as? String == "scale")
            }
            try await client.execute(uri: "/v1/render?colour=red", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(uri: "/v1/render", method: .post, headers: [.contentType: "image/png"],
                                     body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .unsupportedMediaType)
            }
        }
    }

    @Test func reportsABrokenDataURIAtItsLocation() async throws {
        let json = Fixture.withImages(avatar: "data:image/png;base64,iVBORw0KG!!", photo: "x.png")
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: json)) { response in
                #expect(response.status == .unprocessableContent)
                let error = errorObject(response.body)
                #expect(error["path"] as? String == "participants[1].avatar")
                #expect((error["problem"] as? String)?.contains("base64") == true, "\(error)")
            }
        }
    }

    @Test func answers503WithRetryAfterWhenTheQueueIsFull() async throws {
        let server = RenderServer(configuration: Fixture.configuration(concurrency: 1, queue: 0))
        // Every render slot is taken (as by a long render) and the queue holds nobody.
        #expect(await server.service.gate.enter(deadline: .now + .seconds(60)) == .admitted)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
                #expect(errorObject(response.body)["status"] as? Int == 503)
            }
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(response.body.text.contains("chatrender_requests_rejected_total 1"), "\(response.body.text)")
            }
            server.service.gate.leave()
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func queuedRequestsWaitTheirTurnUntilTheirDeadline() async throws {
        let server = RenderServer(configuration: Fixture.configuration(concurrency: 1, queue: 2, deadline: 0.5))
        #expect(await server.service.gate.enter(deadline: .now + .seconds(60)) == .admitted)
        try await server.application().test(.router) { client in
            // Waits in the queue, gets no slot within its deadline: 503.
            let started = ContinuousClock.now
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] != nil)
            }
            #expect(ContinuousClock.now - started >= .milliseconds(450))
        }
        server.service.gate.leave()
    }

    @Test(.timeLimit(.minutes(3))) func aWaitingRequestGetsTheSlotAsSoonAsItIsFreed() async throws {
        let server = RenderServer(configuration: Fixture.configuration(concurrency: 1, queue: 2, deadline: 60))
        #expect(await server.service.gate.enter(deadline: .now + .seconds(60)) == .admitted)
        try await server.application().test(.router) { client in
            async let answer = client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { $0.status }
            try await Self.waitUntil { server.service.gate.counts.waiting == 1 }
            server.service.gate.leave()
            #expect(try await answer == .ok)
        }
    }

    @Test(.timeLimit(.minutes(3))) func theGateBoundsRunningAndWaitingRequests() async throws {
        let gate = RenderGate(capacity: 2, queueLimit: 1)
        let far = ContinuousClock.now + .seconds(600)
        #expect(await gate.enter(deadline: far) == .admitted)
        #expect(await gate.enter(deadline: far) == .admitted)
        async let third = gate.enter(deadline: far)
        try await Self.waitUntil { gate.counts.waiting == 1 }
        #expect(gate.counts.running == 2 && gate.counts.waiting == 1)
        // Refused at once; the short deadline only bounds how long a wrong answer (waiting) would hold the test.
        #expect(await gate.enter(deadline: .now + .seconds(1)) == .full)
        gate.leave()
        #expect(await third == .admitted)
        #expect(gate.counts.running == 2 && gate.counts.waiting == 0)
        gate.leave()
        gate.leave()
        #expect(gate.counts.running == 0 && gate.counts.waiting == 0)
    }

    /// Waits for a request's task to reach the gate. The task needs a thread from the cooperative pool, which on a
    /// 2-core CI machine can stay busy with other suites' blocking work for many seconds, so there is no fixed bound
    /// here: the test's time limit is the bound.
    static func waitUntil(_ condition: () -> Bool) async throws {
        while !condition() {
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
