import Foundation
import HTTPServer
import Logging

/// `POST /settings/backups/upload`: restores a database file chosen in the browser (a backup downloaded from this or
/// another Hearth), once the person has ticked that it replaces everything. The file is checked like every restore
/// (`BackupShelf.stage`); a missing file, a missing tick or a file that cannot be restored shows the backups page
/// again with the reason (422) and changes nothing. Files up to the server's form limit (21 MiB) go this way; larger
/// ones through `hearth restore` or `POST /api/v1/backups/restore`.
struct BackupUploadPage: Sendable {
    let site: Site
    /// Renders the backups page with an error (the page adapter's `show`).
    let showWithError: @Sendable (Request, RequestContext, String) throws -> Response

    func register(in router: inout Router) {
        router.post("/settings/backups/upload") { request in try await upload(request) }
    }

    func upload(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/backups")
        let language = post.context.language
        guard let file = post.form.files.first(where: { $0.fieldName == "file" }), !file.bytes.isEmpty else {
            return try showWithError(request, post.context, site.strings.string("backups.upload.noFile", language))
        }
        guard post.form["replace"] == "yes" else {
            return try showWithError(
                request, post.context, site.strings.string("backups.upload.notConfirmed", language))
        }
        let copy = site.configuration.dataDirectory.appendingPathComponent(
            TemporaryFileKind.import.prefix + String(UInt64.random(in: .min ... .max), radix: 16))
        defer { try? FileManager.default.removeItem(at: copy) }
        try Data(file.bytes).write(to: copy)
        // The restore's outcome names the file as the person chose it (a label only, never a path).
        let label = String(file.filename.split(separator: "/").last ?? "upload").prefix(100)
        let staged: ServerRestarts.Restore
        do {
            staged = try BackupShelf(site: site).stage(copy, field: "file", label: String(label))
        } catch BackupsError.unrestorable(_, let reason) {
            let message = site.strings.string("backups.upload.unrestorable", language, ["reason": reason])
            return try showWithError(request, post.context, message)
        }
        guard site.restarts.request(staged) else {
            try? FileManager.default.removeItem(at: staged.file)
            throw BackupsError.restoring
        }
        site.logger.info("Restore asked", metadata: ["backup": "\(label)"])
        if post.wantsJSON { return .stableJSON(BackupsRestoreAPI.Started(restoring: String(label))) }
        return try site.render(
            Page(
                template: "backups/restoring", titleKey: "backups.restoring.title", section: "/settings",
                view: BackupRestoreView(name: String(label), question: ""), status: HTTPStatus(code: 202)),
            request: request, context: post.context)
    }
}
