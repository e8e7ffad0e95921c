import ChatRender
import Prometheus

/// The service's Prometheus metrics (`GET /metrics`): requests by route and status, latency, renders in flight and
/// cancelled, requests queued and refused, the build, and the process (`ProcessMetrics`). Every family has HELP and
/// TYPE; counters end in `_total`, durations are in seconds and end in `_seconds`.
final class ServiceMetrics: Sendable {
    /// The registry `/metrics` prints.
    let registry: PrometheusCollectorRegistry
    let inFlight: Gauge
    let queued: Gauge
    let rejected: Counter
    let cancelled: Counter
    let latency: DurationHistogram

    /// The latency buckets, in seconds.
    static let buckets: [Duration] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30].map { .milliseconds(Int($0 * 1000)) }

    static var requests: MetricNameDescriptor {
        MetricNameDescriptor(namespace: "chatrender", metricName: "requests", unitName: "total",
                             helpText: "Requests answered, by route and status.")
    }

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        inFlight = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "renders_in_flight", unitName: "", helpText: "Renders running now."))
        queued = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "requests_queued", unitName: "", helpText: "Requests waiting for a render slot."))
        rejected = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "requests_rejected", unitName: "total",
            helpText: "Requests refused with 503 because the queue was full or their deadline passed in it."))
        cancelled = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "renders_cancelled", unitName: "total",
            helpText: "Renders stopped because their client disconnected."))
        latency = registry.makeDurationHistogram(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "request_duration", unitName: "seconds",
            helpText: "Time from a request's arrival to its answer (render endpoints)."), buckets: Self.buckets)
        registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "chatrender", metricName: "build", unitName: "info",
            helpText: "The chatrender version serving (always 1)."), labels: [("version", ChatRenderVersion.current)]).set(to: 1)
    }

    /// Counts one answered request.
    func count(route: String, status: Int) {
        registry.makeCounter(descriptor: Self.requests, labels: [("route", route), ("status", String(status))]).increment()
    }

    /// Updates the gauges from the gate.
    func observe(_ gate: RenderGate) {
        let counts = gate.counts
        inFlight.set(to: Double(counts.running))
        queued.set(to: Double(counts.waiting))
    }

    /// The Prometheus text exposition: the registry's families, then the process's.
    func text() -> [UInt8] {
        registry.emitToBuffer() + Array(ProcessMetrics.text().utf8)
    }
}
