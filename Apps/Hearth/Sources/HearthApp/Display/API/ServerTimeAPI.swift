import Foundation
import HTTPServer

/// `GET /api/v1/time`: the server's clock in milliseconds (`{"now": 1736150400123}`), for the pages' clocks to
/// measure their offset against (hearth.js, NTP-style: the shortest of a few round trips wins).
struct ServerTimeAPI: Sendable {
    let now: @Sendable () -> Date

    func register(in router: inout Router) {
        router.get("/api/v1/time") { _ in
            var response = Response.stableJSON(ServerTime(now: StoredInstant.milliseconds(now())))
            response.headers["Cache-Control"] = "no-store"
            return response
        }
    }
}

/// The body of `GET /api/v1/time`.
struct ServerTime: Encodable, Sendable {
    var now: Int64
}
