import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// `GET/PUT /api/v1/test/clock`, registered only with `--test-clock` (debug builds): reads or steps the server's
/// wall clock (`{"now": ISO 8601}`; alarms, pages, the display, days, `/api/v1/time`), as an NTP step would. The
/// scheduler notices by itself, as it would a real step.
struct TestClockAPI: Sendable {
    let site: Site

    private struct Body: Codable { var now: String }

    func register(in router: inout Router) {
        router.get("/api/v1/test/clock") { _ in try show() }
        router.put("/api/v1/test/clock") { request in try await set(request) }
    }

    private func show() throws -> Response {
        guard let clock = site.testClock else { throw AlarmsError.notFound }
        return .stableJSON(Body(now: InstantFormat.string(from: clock.now())))
    }

    private func set(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        guard let clock = site.testClock else { throw AlarmsError.notFound }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)),
            let instant = InstantFormat.date(from: body.now)
        else { throw AlarmsError.malformed("The body is {\"now\": \"2026-03-08T06:59:58Z\"}.") }
        clock.set(instant)
        return try show()
    }
}
