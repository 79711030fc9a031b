import CoreMetrics
import Foundation
import HTTPServer
import Metrics
import Prometheus

// The work one request adds: count it and put its latency in a histogram, labelled by method, route pattern and
// status class. Each way records the same rotation of 12 series (routes of a household's server: pages, the API,
// static files, errors) with latencies from 40 µs to 3 ms. Prints nanoseconds per request: the median of 7 rounds
// of 1,000,000 requests on one thread, then the same with two threads recording at once (the server's workers).

let routes: [(method: String, route: String, status: Int)] = [
    ("GET", "/", 200), ("GET", "/display", 200), ("GET", "/days", 200), ("GET", "/days/{id}", 200),
    ("GET", "/api/v1/days", 200), ("POST", "/api/v1/days", 201), ("GET", "/static/{path...}", 200),
    ("GET", "/healthz", 200), ("GET", "/events", 200), ("POST", "/days/{id}", 303), ("GET", "unmatched", 404),
    ("PUT", "/api/v1/noise", 422),
]
let latencies: [UInt64] = [40_000, 55_000, 70_000, 120_000, 260_000, 900_000, 3_000_000]
let statusClasses = ["1xx", "2xx", "3xx", "4xx", "5xx"]

/// One way of recording: called once per request.
struct Way: Sendable {
    let name: String
    let record: @Sendable (_ method: String, _ route: String, _ status: Int, _ nanoseconds: UInt64) -> Void
}

// 1. swift-metrics' API as its documentation uses it: a Counter and a Timer made with their dimensions per request,
//    answered by swift-prometheus' factory (which looks up the series in its registry under a lock).
let registry = PrometheusCollectorRegistry()
MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
let swiftMetrics = Way(name: "swift-metrics API (Counter + Timer per request) over swift-prometheus") {
    method, route, status, nanoseconds in
    let dimensions = [("method", method), ("route", route), ("status", statusClasses[status / 100 - 1])]
    Counter(label: "hearth_http_requests_total", dimensions: dimensions).increment()
    Metrics.Timer(label: "hearth_http_request_duration_seconds", dimensions: dimensions)
        .recordNanoseconds(Int64(nanoseconds))
}

// 2. swift-prometheus' own Counter and DurationHistogram, kept per series by the caller (a dictionary under one
//    lock), so only the first request of a series asks the registry.
struct Key: Hashable { let method: String, route: String, statusClass: Int }
let ownRegistry = PrometheusCollectorRegistry()
let handles = Locked<[Key: (Prometheus.Counter, DurationHistogram)]>([:])
let buckets: [Duration] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10].map {
    .nanoseconds(Int64($0 * 1e9))
}
let prometheusKept = Way(name: "swift-prometheus Counter + DurationHistogram kept per series") {
    method, route, status, nanoseconds in
    let key = Key(method: method, route: route, statusClass: status / 100)
    let (counter, histogram) = handles.withLock { handles in
        if let found = handles[key] { return found }
        let labels = [("method", method), ("route", route), ("status", statusClasses[status / 100 - 1])]
        let made = (
            ownRegistry.makeCounter(name: "hearth_http_requests_total", labels: labels),
            ownRegistry.makeDurationHistogram(
                name: "hearth_http_request_duration_seconds", labels: labels, buckets: buckets)
        )
        handles[key] = made
        return made
    }
    counter.increment()
    histogram.record(.nanoseconds(Int64(nanoseconds)))
}

// 3. The server's own counters (Apps/Hearth/Sources/HearthApp/App/Metrics/RequestMetrics.swift).
let requestMetrics = RequestMetrics()
let byHand = Way(name: "hand-kept RequestMetrics (one lock, one lookup)") { method, route, status, nanoseconds in
    requestMetrics.record(method: method, route: route, status: status, nanoseconds: nanoseconds)
}

// 0. Nothing recorded: the loop itself (its figure is subtracted from the others in the last column).
let nothing = Way(name: "nothing (the loop alone)") { _, _, _, _ in }

/// Nanoseconds per request for `count` requests on the calling thread.
@inline(never)
func run(_ way: Way, count: Int, offset: Int) -> Double {
    let start = ContinuousClock.now
    for index in 0..<count {
        let (method, route, status) = routes[(index &+ offset) % routes.count]
        way.record(method, route, status, latencies[index % latencies.count])
    }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e9 / Double(count)
        + Double(elapsed.components.attoseconds) / 1e9 / Double(count)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let count = 1_000_000
let rounds = 7
print("ns per request: median of \(rounds) rounds of \(count) (min–max); the loop's own cost is included")
for way in [nothing, swiftMetrics, prometheusKept, byHand] {
    _ = run(way, count: 100_000, offset: 0)  // every series made, caches warm
    let single = (0..<rounds).map { _ in run(way, count: count, offset: 0) }
    var pairs: [Double] = []
    for _ in 0..<rounds {
        let results = Locked<[Double]>([])
        let threads = (0..<2).map { thread in
            Thread {
                let nanoseconds = run(way, count: count, offset: thread * 5)
                results.withLock { $0.append(nanoseconds) }
            }
        }
        threads.forEach { $0.start() }
        while results.withLock({ $0.count }) < 2 { usleep(1000) }
        pairs.append(results.withLock { $0.reduce(0, +) / 2 })
    }
    print(
        String(
            format: "%-72@ 1 thread %6.1f (%.1f–%.1f)   2 threads %6.1f (%.1f–%.1f)", way.name as NSString,
            median(single), single.min()!, single.max()!, median(pairs), pairs.min()!, pairs.max()!))
}
