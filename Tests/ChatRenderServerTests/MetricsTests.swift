import ChatRender
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /metrics` as Prometheus names things: HELP and TYPE for every family, counters in `_total`, durations in
/// `_seconds`, the process's `process_*` families and `chatrender_build_info`.
@Suite struct MetricsTests {
    @Test func metricsFollowPrometheusNaming() async throws {
        let server = RenderServer(configuration: Fixture.configuration())
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/v1/render", method: .post, body: ByteBuffer(string: Fixture.chat)) { #expect($0.status == .ok) }
            try await client.execute(uri: "/metrics", method: .get) { response in
                let text = response.body.text
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
                               "chatrender_renders_cancelled_total"] {
                    #expect(types[family] != nil, "\(family) missing")
                }
                #expect(text.contains("chatrender_build_info{version=\"\(ChatRenderVersion.current)\"} 1"), "\(text)")
                let resident = text.split(separator: "\n").first { $0.hasPrefix("process_resident_memory_bytes ") }
                #expect((resident.flatMap { Double($0.split(separator: " ")[1]) } ?? 0) > 1_000_000)
            }
        }
    }
}
