import ChatRender
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /metrics` as Prometheus names things: HELP and TYPE for every family, counters in `_total`, durations in
/// `_seconds`, the process's `process_*` families and `chatrender_build_info`; in the library's server and in the
/// `chatrender-serve` executable (where other libraries could add families of their own).
@Suite struct MetricsTests {
    /// Checks the naming rules on an exposition; returns the families and their types.
    @discardableResult
    static func checkNames(_ text: String) -> [String: String] {
        var help: Set<String> = [], types: [String: String] = [:], samples: Set<String> = []
        for line in text.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("# HELP ") { help.insert(words[2]) } else if line.hasPrefix("# TYPE ") { types[words[2]] = words[3] } else if !line.isEmpty {
                samples.insert(String(line.prefix { $0 != "{" && $0 != " " }))
            }
        }
        for sample in samples {
            let family = types[sample] != nil ? sample
                : ["_bucket", "_sum", "_count"].compactMap { sample.hasSuffix($0) ? String(sample.dropLast($0.count)) : nil }.first ?? sample
            #expect(help.contains(family), "\(family) has no HELP")
            #expect(types[family] != nil, "\(family) has no TYPE")
        }
        for (family, type) in types {
            if type == "counter" { #expect(family.hasSuffix("_total"), "counter \(family)") }
            if family.contains("duration") || family.contains("time") || family.contains("cpu") {
                #expect(family.hasSuffix("_seconds") || family.hasSuffix("_seconds_total"), "\(family) is not in seconds")
            }
        }
        for family in ["process_cpu_seconds_total", "process_resident_memory_bytes", "process_virtual_memory_bytes",
                       "process_start_time_seconds", "process_open_fds", "process_max_fds", "chatrender_request_duration_seconds",
                       "chatrender_renders_cancelled_total", "chatrender_requests_total"] {
            #expect(types[family] != nil, "\(family) missing")
        }
        #expect(text.contains("chatrender_build_info{version=\"\(ChatRenderVersion.current)\"} 1"), "\(text)")
        let resident = text.split(separator: "\n").first { $0.hasPrefix("process_resident_memory_bytes ") }
        #expect((resident.flatMap { Double($0.split(separator: " ")[1]) } ?? 0) > 1_000_000)
        return types
    }

    @Test func metricsFollowPrometheusNaming() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { #expect($0.status == .ok) }
            try await client.execute(uri: "/metrics", method: .get) { Self.checkNames($0.body.text) }
        }
    }

    @Test(.timeLimit(.minutes(5))) func theExecutablesMetricsFollowPrometheusNamingToo() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: StartUpTests.executable)
        process.arguments = ["--port", "0", "--fonts", "/usr/share/fonts/opentype/inter", "--concurrency", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // The port it bound, from its "listening" log line.
        var log = ""
        var port: Int?
        while port == nil {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            log += String(decoding: data, as: UTF8.self)
            if let range = log.range(of: #"url=http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                port = Int(log[range].split(separator: ":").last!)
            }
        }
        let bound = try #require(port, "no listening line: \(log)")
        let chat = Array(Fixture.chat.utf8)
        let render = await LiveServer.exchange(port: bound, [ConnectionEdgeTests.request("/v1/render", headers: [
            "Content-Length: \(chat.count)", "Connection: close"], body: chat)])
        #expect(render.status == 200)
        let metrics = await LiveServer.exchange(port: bound, [Array("GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)])
        #expect(metrics.status == 200)
        let body = metrics.text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        let types = Self.checkNames(body)
        #expect(body.contains("chatrender_requests_total{route=\"/v1/render\",status=\"200\"} 1"), "\(body)")
        #expect(!types.keys.contains { $0.hasPrefix("hb_") }, "\(types.keys.sorted())")
    }
}
