import Foundation

/// Prometheus' text exposition format (version 0.0.4) of ``Metrics``: `# HELP` and `# TYPE` before each family,
/// then one line per series; histogram buckets cumulative, with `+Inf`, `_sum` and `_count`.
enum MetricsText {
    /// The `Content-Type` Prometheus expects for this format.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Every metric of `metrics`, with `hearth_build_info` for `build`.
    static func render(_ metrics: Metrics, build: BuildInfo) async -> String {
        let (counters, gauges, states) = await metrics.snapshot()
        var text = ""
        family(&text, "hearth_build_info", "gauge", "The running binary: its version and commit (always 1).")
        line(&text, "hearth_build_info", [("version", build.version), ("commit", build.commit)], "1")
        requests(&text, metrics.requests.snapshot())
        for counter in Metrics.Counter.allCases {
            family(&text, counter.rawValue, "counter", counter.help)
            line(&text, counter.rawValue, [], String(counters[counter] ?? 0))
        }
        for gauge in Metrics.Gauge.allCases {
            family(&text, gauge.rawValue, "gauge", gauge.help)
            line(&text, gauge.rawValue, [], number(gauges[gauge] ?? 0))
        }
        for gauge in Metrics.StateGauge.allCases {
            family(&text, gauge.rawValue, "gauge", gauge.help)
            for state in gauge.states {
                line(&text, gauge.rawValue, [("state", state)], states[gauge] == state ? "1" : "0")
            }
        }
        return text
    }

    private static func requests(_ text: inout String, _ series: [(RequestMetrics.Series, RequestMetrics.Counts)]) {
        let total = "hearth_http_requests_total"
        family(&text, total, "counter", "Requests answered, by method, route pattern and status class.")
        for (key, counts) in series { line(&text, total, labels(key), String(counts.requests)) }
        let duration = "hearth_http_request_duration_seconds"
        family(
            &text, duration, "histogram",
            "Time from a request's arrival in the server's handler to its answer, by method, route and status class.")
        for (key, counts) in series {
            var cumulative: UInt64 = 0
            for (index, bound) in RequestMetrics.bucketBounds.enumerated() {
                cumulative += counts.buckets[index]
                line(&text, duration + "_bucket", labels(key) + [("le", number(bound))], String(cumulative))
            }
            line(&text, duration + "_bucket", labels(key) + [("le", "+Inf")], String(counts.requests))
            line(&text, duration + "_sum", labels(key), number(Double(counts.nanoseconds) / 1_000_000_000))
            line(&text, duration + "_count", labels(key), String(counts.requests))
        }
    }

    private static func labels(_ series: RequestMetrics.Series) -> [(String, String)] {
        [("method", series.method), ("route", series.route), ("status", "\(series.statusClass)xx")]
    }

    private static func family(_ text: inout String, _ name: String, _ type: String, _ help: String) {
        text += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
    }

    private static func line(_ text: inout String, _ name: String, _ labels: [(String, String)], _ value: String) {
        text += name
        if !labels.isEmpty {
            text += "{" + labels.map { "\($0.0)=\"\(escaped($0.1))\"" }.joined(separator: ",") + "}"
        }
        text += " \(value)\n"
    }

    /// A label value with `\`, `"` and newlines escaped, as the format requires.
    static func escaped(_ value: String) -> String {
        guard value.contains(where: { $0 == "\\" || $0 == "\"" || $0 == "\n" }) else { return value }
        return value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// A number as Prometheus reads it: whole numbers without a fraction, others in Swift's shortest form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
