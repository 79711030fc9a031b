import Foundation
import Glibc
import HTTPServer
import Logging

/// `POST /api/v1/backups/{name}/restore` (a listed backup) and `POST /api/v1/backups/restore` (the body is the file,
/// `application/vnd.sqlite3`): the file is checked, then the server restores it (`ServerRestarts`) and answers 202
/// `{"restoring": …}` at once. Writes get 503 `restoring` until the server is back on the restored database, a
/// second or so later; `GET /api/v1/backups`'s `lastRestore` then says how it went.
struct BackupsRestoreAPI: Sendable {
    let site: Site

    /// The largest upload accepted (a household's database is a few MB).
    static let uploadLimit = 512 * 1024 * 1024

    func register(in router: inout Router) {
        router.post("/api/v1/backups/{name}/restore") { request in try await restoreListed(request) }
        let body = StreamedBody.streamedBody(
            toFileIn: site.configuration.dataDirectory, limit: Self.uploadLimit,
            prefix: TemporaryFileKind.import.prefix)
        router.post("/api/v1/backups/restore", body: body) { request in try await restoreUpload(request) }
    }

    /// The answer to a restore that was started.
    struct Started: Encodable {
        /// What is being restored: the backup's name or `upload`.
        var restoring: String
    }

    func restoreListed(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let file = try BackupShelf(site: site).file(named: request.parameters["name"] ?? "")
        return try start(file.url, field: "name", label: file.name.fileName)
    }

    func restoreUpload(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        guard let type = request.contentType?.essence,
            type == "application/vnd.sqlite3" || type == "application/x-sqlite3" || type == "application/octet-stream"
        else { throw BackupsError.unsupportedMediaType }
        if let upload = request.bodyFile { return try start(upload.url, field: "file", label: "upload") }
        let copy = site.configuration.dataDirectory.appendingPathComponent(
            TemporaryFileKind.import.prefix + String(UInt64.random(in: .min ... .max), radix: 16))
        defer { unlink(copy.path) }
        try Data(request.body).write(to: copy)
        return try start(copy, field: "file", label: "upload")
    }

    private func start(_ source: URL, field: String, label: String) throws -> Response {
        let restore = try BackupShelf(site: site).stage(source, field: field, label: label)
        guard site.restarts.request(restore) else {
            unlink(restore.file.path)
            throw BackupsError.restoring
        }
        site.logger.info("Restore asked", metadata: ["backup": "\(label)"])
        return .stableJSON(Started(restoring: label), status: HTTPStatus(code: 202))
    }
}
