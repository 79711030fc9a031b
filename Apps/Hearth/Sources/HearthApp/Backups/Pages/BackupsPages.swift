import Foundation
import HTTPServer
import HearthBasics

/// `GET /settings/backups` (the backups with their size and local time, each downloadable, and the last automatic
/// backup's failure), `POST /settings/backups` ("Back up now"), and a restore: `GET /settings/backups/{name}/restore`
/// asks to confirm, its `POST` starts the restore and answers a page that reloads the list once the server is back.
/// Works without JavaScript.
struct BackupsPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/backups") { request in try await show(request) }
        router.post("/settings/backups") { request in try await backUpNow(request) }
        router.get("/settings/backups/{name}/restore") { request in try await confirmRestore(request) }
        router.post("/settings/backups/{name}/restore") { request in try await restore(request) }
        let site = site
        BackupUploadPage(site: site) { request, context, error in
            try BackupsPages(site: site).page(
                request, context: context, flash: Flash(kind: "error", message: error), status: .unprocessableContent)
        }.register(in: &router)
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let language = context.language
        var flash: Flash?
        if request.query["saved"] != nil { flash = .success(site.strings.string("backups.saved", language)) }
        if request.query["restored"] != nil, let outcome = site.restarts.last {
            flash =
                outcome.state == "restored"
                ? .success(
                    site.strings.string(
                        "backups.restored", language,
                        ["name": outcome.restored, "saved": outcome.savedAs ?? ""]))
                : Flash(
                    kind: "error",
                    message: site.strings.string("backups.restoreFailed", language, ["reason": outcome.error ?? ""]))
        }
        return try page(request, context: context, flash: flash)
    }

    func confirmRestore(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        guard context.canWrite else { return .redirect(to: "/settings/backups") }
        let file = try BackupShelf(site: site).file(named: request.parameters["name"] ?? "")
        let text = InstantText(language: context.language, timeZone: site.configuration.timeZone)
        let view = BackupRestoreView(
            name: file.name.fileName,
            question: site.strings.string(
                "backups.confirm.question", context.language, ["time": text.stamp(file.name.instant)]))
        return try site.render(
            Page(template: "backups/confirm", titleKey: "backups.confirm.title", section: "/settings", view: view),
            request: request, context: context)
    }

    func restore(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/backups")
        let shelf = BackupShelf(site: site)
        let file = try shelf.file(named: request.parameters["name"] ?? "")
        let staged = try shelf.stage(file.url, field: "name", label: file.name.fileName)
        guard site.restarts.request(staged) else {
            try? FileManager.default.removeItem(at: staged.file)
            throw BackupsError.restoring
        }
        if post.wantsJSON { return .stableJSON(BackupsRestoreAPI.Started(restoring: file.name.fileName)) }
        return try site.render(
            Page(
                template: "backups/restoring", titleKey: "backups.restoring.title", section: "/settings",
                view: BackupRestoreView(name: file.name.fileName, question: ""), status: HTTPStatus(code: 202)),
            request: request, context: post.context)
    }

    func backUpNow(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/backups")
        let entry = try await BackupShelf(site: site).backUp(at: site.now)
        if post.wantsJSON { return .stableJSON(entry, status: .created) }
        return .redirect(to: "/settings/backups?saved=1")
    }

    func page(
        _ request: Request, context: RequestContext, flash: Flash?, status: HTTPStatus = .ok
    ) throws -> Response {
        let language = context.language
        let text = InstantText(language: language, timeZone: site.configuration.timeZone)
        let last = site.backups.current
        let failure = last.state == .failed ? last.error : nil
        let shelf = BackupShelf(site: site).entries()
        let view = BackupsView(
            backups: shelf.map { entry in
                BackupsView.Row(
                    name: entry.name,
                    taken: InstantFormat.date(from: entry.takenAt).map(text.stamp) ?? entry.takenAt,
                    size: BackupsView.size(entry.bytes),
                    kind: site.strings.string("backups.kinds.\(entry.kind)", language),
                    href: "/api/v1/backups/\(entry.name)", restoreHref: "/settings/backups/\(entry.name)/restore")
            },
            hasBackups: !shelf.isEmpty,
            failure: failure.map { reason in
                site.strings.string(
                    "backups.failed", language,
                    ["time": last.at.flatMap(InstantFormat.date).map(text.stamp) ?? "", "reason": reason])
            },
            writeLocked: !context.canWrite, flash: flash)
        return try site.render(
            Page(
                template: "backups/settings", titleKey: "backups.title", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}

/// The backups page.
struct BackupsView {
    /// One backup's line.
    struct Row {
        var name: String
        /// When it was taken, in the server's zone.
        var taken: String
        var size: String
        /// Daily, weekly, before an upgrade, or taken by hand.
        var kind: String
        /// Its download.
        var href: String
        /// Its restore's confirmation page.
        var restoreHref: String
    }

    var backups: [Row]
    /// Whether there is any (templates see stored properties only).
    var hasBackups: Bool
    /// The last automatic backup's failure, when it failed.
    var failure: String?
    var writeLocked: Bool
    var flash: Flash?

    /// A size as "412 KB" or "3.1 MB".
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return "\(max(1, (bytes + 500) / 1000)) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}

/// The restore's confirmation page and the page shown while it runs.
struct BackupRestoreView {
    /// The backup's name.
    var name: String
    /// "Restore the backup of …? This replaces everything since."
    var question: String
}
