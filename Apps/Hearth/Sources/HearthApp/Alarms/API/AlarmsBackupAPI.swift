import AlarmKitCore
import Foundation
import HTTPServer

/// `GET /api/v1/alarms/export` (every alarm as AlarmKitCore's versioned JSON, a download) and
/// `POST /api/v1/alarms/import` (a file of any version AlarmKitCore reads; all or nothing: an alarm whose id exists
/// is replaced, the others are added; every problem named by its field). Import needs the access code.
struct AlarmsBackupAPI: Sendable {
    /// The largest import accepted.
    static let maximumBytes = 4 * 1024 * 1024

    /// What an import did.
    struct Summary: Encodable, Sendable {
        var created: Int
        var updated: Int
    }

    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/alarms/export") { _ in try await export() }
        router.post("/api/v1/alarms/import") { request in try await importFile(request) }
    }

    func export() async throws -> Response {
        let alarms = site.alarms
        let archive = AlarmArchive(alarms: await alarms.list(), exportedAt: alarms.clock.now())
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store",
                "Content-Disposition": "attachment; filename=\"hearth-alarms-\(alarms.clock.today).json\"",
            ], body: .bytes(Array(try archive.jsonData())))
    }

    func importFile(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        guard body.count <= Self.maximumBytes else {
            throw HTTPError(.contentTooLarge, code: "too_large", message: "The file is larger than Hearth accepts.")
        }
        let archive: AlarmArchive
        do {
            archive = try AlarmArchive.decode(Data(body))
        } catch .malformed(let detail) {
            throw AlarmsError.malformed("Not alarm JSON: \(detail).")
        } catch .unsupportedVersion(let version) {
            throw HTTPError(
                .unprocessableContent, code: "unsupported_version",
                message:
                    "Alarm JSON version \(version) is not supported (this build reads 1 through \(AlarmArchive.currentVersion)).",
                field: "version")
        } catch .invalid(let error) {
            throw AlarmsError.invalid(error)
        }
        let (created, updated) = try await site.alarms.importAlarms(archive.alarms)
        return .stableJSON(Summary(created: created, updated: updated))
    }
}
