import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// `GET/POST /api/v1/alarms`, `GET/PUT/DELETE /api/v1/alarms/{id}` (AlarmKitCore's JSON with the read-only
/// `nextTrigger`), `GET /api/v1/ringing`, `POST /api/v1/alarms/{id}/snooze` (optional `minutes`) and `/dismiss`
/// (open to everyone: a bleary person at the wall must stop an alarm), `POST /api/v1/alarms/{id}/playing` (a
/// page plays the ring). Writes need the access code; a refused request changes nothing.
struct AlarmsAPI: Sendable {
    let site: Site

    private var alarms: AlarmService { site.alarms }

    func register(in router: inout Router) {
        router.get("/api/v1/alarms") { _ in .stableJSON(await alarms.snapshots()) }
        router.post("/api/v1/alarms") { request in try await create(request) }
        router.get("/api/v1/alarms/{id}") { request in try await show(request) }
        router.put("/api/v1/alarms/{id}") { request in try await update(request) }
        router.delete("/api/v1/alarms/{id}") { request in try await delete(request) }
        router.get("/api/v1/ringing") { _ in .stableJSON(await alarms.ringing()) }
        router.post("/api/v1/alarms/{id}/snooze") { request in try await snooze(request) }
        router.post("/api/v1/alarms/{id}/dismiss") { request in try await dismiss(request) }
        router.post("/api/v1/alarms/{id}/playing") { request in try await playing(request) }
    }

    func show(_ request: Request) async throws -> Response {
        .stableJSON(
            await alarms.snapshot(
                try await alarms.alarm(
                    try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))))
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let alarm = try await alarms.create(try Self.decodeAlarm(request, assigning: UUID()))
        var response = Response.stableJSON(await alarms.snapshot(alarm), status: .created)
        response.headers["Location"] = "/api/v1/alarms/\(alarm.id.uuidString.lowercased())"
        return response
    }

    /// Replaces an alarm with the body (missing optional fields take their defaults; `id` must match if given).
    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        _ = try await alarms.alarm(id)
        let alarm = try Self.decodeAlarm(request, assigning: id)
        guard alarm.id == id else {
            throw AlarmsError.invalid(
                AlarmValidationError(issues: [
                    AlarmValidationIssue(field: "id", reason: .inconsistent, message: "The id differs from the path's.")
                ]))
        }
        return .stableJSON(await alarms.snapshot(try await alarms.update(alarm)))
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await alarms.delete(try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))
        return Response(status: .noContent)
    }

    func snooze(_ request: Request) async throws -> Response {
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        let minutes = try Self.snoozeMinutes(request)
        return .stableJSON(RingingNow(ringing: try await alarms.snooze(id, minutes: minutes)))
    }

    func dismiss(_ request: Request) async throws -> Response {
        .stableJSON(
            RingingNow(
                ringing: try await alarms.dismiss(
                    try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))))
    }

    func playing(_ request: Request) async throws -> Response {
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        _ = try await alarms.alarm(id)
        let client = request.query["client"].flatMap { $0.isEmpty || $0.count > 64 ? nil : $0 } ?? "anonymous"
        await alarms.confirmPlaying(id, client: client)
        return Response(status: .noContent)
    }

    /// An alarm from a JSON body, validated by AlarmKitCore (every problem named by its field).
    static func decodeAlarm(_ request: Request, assigning id: UUID) throws -> Alarm {
        let body = try request.requireJSONBody()
        let decoder = JSONDecoder()
        decoder.userInfo[Alarm.assignedIdKey] = id
        do {
            return try decoder.decode(Alarm.self, from: Data(body))
        } catch let error as AlarmValidationError {
            throw AlarmsError.invalid(error)
        } catch {
            throw AlarmsError.malformed("The body is not a JSON object.")
        }
    }

    /// The optional `minutes` of a snooze, from a JSON body (or none, or an empty body).
    static func snoozeMinutes(_ request: Request) throws -> Int? {
        struct Body: Decodable { var minutes: Int? }
        guard !request.body.isEmpty else { return nil }
        let body = try request.requireJSONBody()
        guard (try? JSONSerialization.jsonObject(with: Data(body))) is [String: Any] else {
            throw AlarmsError.malformed("The body is a JSON object like {\"minutes\": 9}.")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(body)).minutes
        } catch {
            throw AlarmsError.ringing(.invalidSnoozeMinutes(0))
        }
    }
}
