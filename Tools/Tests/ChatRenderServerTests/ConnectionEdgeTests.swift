@testable import ChatRenderServer
import Foundation
import Testing

/// The service on a real socket, as clients that are not curl talk to it: Python's http.client (the whole body
/// before reading), `Expect: 100-continue`, HTTP/1.0, a body cut short or badly chunked, a client that leaves.
/// A read ends when the server closes, or after `LiveServer.patience` without a byte (a time-out: what a hanging
/// client sees). That is long because in a full test run on 2 cores the service's tasks can wait tens of seconds
/// for a thread of the cooperative pool (measured: 19 s from arrival to a 413); the suite's time limit bounds it.
@Suite(.timeLimit(.minutes(10))) struct ConnectionEdgeTests {
    static func request(_ target: String, headers: [String] = [], body: [UInt8] = [], version: String = "1.1") -> [UInt8] {
        Array(("POST \(target) HTTP/\(version)\r\nHost: localhost\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n").utf8) + body
    }

    /// The JSON error object of a raw answer.
    static func errorObject(_ exchange: LiveServer.Exchange) -> [String: Any] {
        guard let start = exchange.text.range(of: "\r\n\r\n") else { return [:] }
        let json = (try? JSONSerialization.jsonObject(with: Data(exchange.text[start.upperBound...].utf8))) as? [String: Any]
        return json?["error"] as? [String: Any] ?? [:]
    }

    @Test func aBodyOverTheLimitWithConnectionCloseReachesAClientThatWritesItAll() async throws {
        let server = RenderServer(configuration: Fixture.configuration(bodyLimit: 1024))
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
        try await LiveServer.with(server) { port in
            // Declared length: refused at the head, the body read and dropped, then closed.
            let declared = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: [
                "Content-Type: application/json", "Connection: close", "Content-Length: \(body.count)"], body: body)])
            #expect(declared.status == 413, "\(declared.end) \(declared.text.prefix(300))")
            #expect(declared.end == .closed)
            #expect(Self.errorObject(declared)["status"] as? Int == 413)
            // No declared length (chunked): the service refuses at the limit, and the rest is still read and dropped.
            var chunked: [UInt8] = []
            for offset in stride(from: 0, to: body.count, by: 65536) {
                chunked += Array("10000\r\n".utf8) + body[offset..<offset + 65536] + Array("\r\n".utf8)
            }
            chunked += Array("0\r\n\r\n".utf8)
            let streamed = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: [
                "Content-Type: application/json", "Connection: close", "Transfer-Encoding: chunked"], body: chunked)])
            #expect(streamed.status == 413, "\(streamed.end) \(streamed.text.prefix(300))")
            #expect(streamed.end == .closed)
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedAtOnceAndExpectContinueIsAnswered() async throws {
        let server = RenderServer(configuration: Fixture.configuration(bodyLimit: 1024))
        let chat = Array(Fixture.chat.utf8)
        try await LiveServer.with(server) { port in
            // Only the head is sent: the 413 comes without waiting for a body.
            let atOnce = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: ["Content-Length: 100000000"])]) { $0.status != nil }
            #expect(atOnce.status == 413, "\(atOnce.end) \(atOnce.text.prefix(300))")
            // Expect: 100-continue over the limit: the 413 instead of the 100, and the connection closes.
            let refused = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: [
                "Expect: 100-continue", "Content-Length: 100000000"])])
            #expect(refused.status == 413 && !refused.text.contains("100 Continue"), "\(refused.end) \(refused.text.prefix(300))")
            #expect(refused.end == .closed)
            // Within the limit: the 100, then (after the body) the answer.
            let continued = await LiveServer.exchange(port: port, [
                Self.request("/v1/layout", headers: ["Expect: 100-continue", "Content-Length: \(chat.count)", "Connection: close"]), chat,
            ], readBetween: true)
            #expect(continued.text.hasPrefix("HTTP/1.1 100 Continue\r\n"), "\(continued.end) \(continued.text.prefix(300))")
            #expect(continued.status == 200)
        }
    }

    @Test func aTruncatedBodyOrABadChunkSizeIs400() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        try await LiveServer.with(server) { port in
            let truncated = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: ["Content-Length: 1000"],
                                                                                 body: Array("{\"ver".utf8))], halfClose: true)
            #expect(truncated.status == 400, "\(truncated.end) \(truncated.text.prefix(300))")
            #expect((Self.errorObject(truncated)["message"] as? String)?.contains("cannot be read") == true)
            let badChunk = await LiveServer.exchange(port: port, [Self.request("/v1/render", headers: ["Transfer-Encoding: chunked"],
                                                                                body: Array("zz\r\nabc\r\n0\r\n\r\n".utf8))])
            #expect(badChunk.status == 400, "\(badChunk.end) \(badChunk.text.prefix(300))")
            #expect(badChunk.end == .closed)
        }
    }

    @Test func anHTTP10RequestGetsItsAnswerAndTheConnectionCloses() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        let chat = Array(Fixture.chat.utf8)
        try await LiveServer.with(server) { port in
            let answer = await LiveServer.exchange(port: port, [Self.request("/v1/layout", headers: ["Content-Length: \(chat.count)"],
                                                                              body: chat, version: "1.0")])
            #expect(answer.status == 200, "\(answer.end) \(answer.text.prefix(300))")
            #expect(answer.end == .closed)
            #expect(answer.text.lowercased().contains("connection: close"))
        }
    }

    @Test func aRenderWhoseClientDisconnectedStops() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        // Long enough that the render is still running when the client is gone (it would take minutes in a debug build).
        let messages = (0..<4000).map { #"{"from":"\#($0 % 2 == 0 ? "ana" : "me")","text":"Message \#($0) of a long chat"}"# }
        let chat = Array((#"{"version":1,"theme":"imessage","canvas":{"width":390,"scale":3},"participants":[{"id":"me","me":true},"#
            + #"{"id":"ana","name":"Ana"}],"messages":["# + messages.joined(separator: ",") + "]}").utf8)
        try await LiveServer.with(server) { port in
            await LiveServer.sendAndLeave(port: port, Self.request("/v1/render", headers: ["Content-Length: \(chat.count)"], body: chat))
            let started = ContinuousClock.now
            try await ServiceSafetyTests.waitUntil {
                String(decoding: server.metrics.text(), as: UTF8.self).contains("chatrender_requests_total{route=\"/v1/render\",status=\"499\"} 1")
            }
            print("the render stopped \(ContinuousClock.now - started) after its client left")
            #expect(String(decoding: server.metrics.text(), as: UTF8.self).contains("chatrender_renders_cancelled_total 1"))
            #expect(server.service.gate.counts.running == 0)
        }
    }
}
