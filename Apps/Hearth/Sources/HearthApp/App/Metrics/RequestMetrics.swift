import HTTPServer

/// Requests and their latency per method, route pattern and status class, for `/metrics`: a count, a sum and a
/// histogram per series, kept by hand behind one plain mutex (one lock, one dictionary lookup and three additions a
/// request; bench/metrics measured it against swift-metrics and swift-prometheus).
///
/// A series is made when its first request is recorded; the route is the router's pattern (`/days/{id}`), never the
/// path, so the number of series is bounded by the routes, not by the requests.
final class RequestMetrics: Sendable {
    /// The histogram's upper bounds, in seconds (Prometheus' `le`), below `+Inf`.
    static let bucketBounds: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
    ]
    private static let boundNanoseconds: [UInt64] = bucketBounds.map { UInt64($0 * 1_000_000_000) }

    /// The labels of one series.
    struct Series: Hashable, Sendable, Comparable {
        /// The route pattern, or `unmatched` when no route answers the path.
        var route: String
        /// The method, as an index into `methods` (hashing a small number, not a second string).
        var methodIndex: UInt8
        /// The status class: 1 to 5 (`1xx` … `5xx`).
        var statusClass: UInt8

        /// `GET`, `POST`, …, or `other` for a method outside `methods`.
        var method: String { Int(methodIndex) < methods.count ? methods[Int(methodIndex)] : "other" }

        static func < (left: Series, right: Series) -> Bool {
            (left.route, left.methodIndex, left.statusClass) < (right.route, right.methodIndex, right.statusClass)
        }
    }

    /// The methods counted by name; any other is counted as `other` (a client cannot make new series).
    static let methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// The counts of one series: requests, their summed duration, and the requests per bucket (not cumulative; the
    /// last one is `+Inf`).
    struct Counts: Sendable {
        var requests: UInt64 = 0
        var nanoseconds: UInt64 = 0
        var buckets = [UInt64](repeating: 0, count: RequestMetrics.bucketBounds.count + 1)
    }

    private let series = Locked<[Series: Counts]>([:])

    init() {}

    /// Records one answered request.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - route: The route pattern, or `unmatched`.
    ///   - status: The status code sent.
    ///   - nanoseconds: How long the answer took.
    func record(method: String, route: String, status: Int, nanoseconds: UInt64) {
        let methodIndex = Self.methods.firstIndex(of: method) ?? Self.methods.count
        let key = Series(
            route: route, methodIndex: UInt8(methodIndex), statusClass: UInt8(min(max(status / 100, 1), 5)))
        var bucket = 0
        let bounds = Self.boundNanoseconds
        while bucket < bounds.count, nanoseconds > bounds[bucket] { bucket += 1 }
        series.withLock { series in
            series[key, default: Counts()].add(nanoseconds: nanoseconds, bucket: bucket)
        }
    }

    /// Every series and its counts, sorted by route, method and status class.
    func snapshot() -> [(Series, Counts)] {
        series.withLock { $0.map { ($0.key, $0.value) } }.sorted { $0.0 < $1.0 }
    }
}

extension RequestMetrics.Counts {
    fileprivate mutating func add(nanoseconds: UInt64, bucket: Int) {
        requests &+= 1
        self.nanoseconds &+= nanoseconds
        buckets[bucket] &+= 1
    }
}
