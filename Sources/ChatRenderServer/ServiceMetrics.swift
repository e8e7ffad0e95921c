import Prometheus

/// The service's Prometheus metrics (`GET /metrics`): requests by route and status, latency, renders in flight,
/// requests queued and refused.
final class ServiceMetrics: Sendable {
    /// The registry `/metrics` prints (shared with swift-metrics' global system when the CLI bootstraps it).
    let registry: PrometheusCollectorRegistry
    let inFlight: Gauge
    let queued: Gauge
    let rejected: Counter
    let latency: DurationHistogram

    /// The latency buckets, in seconds.
    static let buckets: [Duration] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30].map { .milliseconds(Int($0 * 1000)) }

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        inFlight = registry.makeGauge(name: "chatrender_renders_in_flight", help: "Renders running now.")
        queued = registry.makeGauge(name: "chatrender_requests_queued", help: "Requests waiting for a render slot.")
        rejected = registry.makeCounter(name: "chatrender_requests_rejected_total",
                                        help: "Requests refused with 503 because the queue was full or their deadline passed in it.")
        latency = registry.makeDurationHistogram(name: "chatrender_request_duration_seconds", buckets: Self.buckets,
                                                 help: "Time from a request's arrival to its answer (render endpoints).")
    }

    /// Counts one answered request.
    func count(route: String, status: Int) {
        registry.makeCounter(name: "chatrender_requests_total", labels: [("route", route), ("status", String(status))],
                             help: "Requests answered, by route and status.").increment()
    }

    /// Updates the gauges from the gate.
    func observe(_ gate: RenderGate) {
        let counts = gate.counts
        inFlight.set(to: Double(counts.running))
        queued.set(to: Double(counts.waiting))
    }

    /// The Prometheus text exposition.
    func text() -> [UInt8] {
        registry.emitToBuffer()
    }
}
