import Foundation
import HTTPServer

/// `GET /api/v1/backups` (the list and the last automatic backup's outcome), `POST /api/v1/backups` (back up now,
/// 201) and `GET /api/v1/backups/{name}` (the file, `application/vnd.sqlite3`, as a download).
struct BackupsAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/backups") { _ in list() }
        router.post("/api/v1/backups") { request in try await create(request) }
        router.get("/api/v1/backups/{name}") { request in try download(request) }
    }

    /// The list's answer.
    struct Listing: Encodable {
        var backups: [BackupShelf.Entry]
        /// The last automatic backup's outcome (as `/healthz` shows it).
        var lastAutomatic: BackupStatus.Last
        /// How the restore that started this server went; absent when none did.
        var lastRestore: ServerRestarts.Outcome?
    }

    func list() -> Response {
        var response = Response.stableJSON(
            Listing(
                backups: BackupShelf(site: site).entries(), lastAutomatic: site.backups.current,
                lastRestore: site.restarts.last))
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let entry = try await BackupShelf(site: site).backUp(at: site.now)
        var response = Response.stableJSON(entry, status: .created)
        response.headers["Location"] = "/api/v1/backups/\(entry.name)"
        return response
    }

    func download(_ request: Request) throws -> Response {
        let file = try BackupShelf(site: site).file(named: request.parameters["name"] ?? "")
        let bytes = try Data(contentsOf: file.url)
        site.memory.noteAnswer(byteCount: bytes.count)
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "application/vnd.sqlite3", "Cache-Control": "no-store",
                "Content-Disposition": "attachment; filename=\"\(file.name.fileName)\"",
            ], body: .bytes([UInt8](bytes)))
    }
}
