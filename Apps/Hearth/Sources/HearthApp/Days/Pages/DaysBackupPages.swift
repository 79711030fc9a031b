import DaysCore
import Foundation
import HTTPServer

/// `GET /days/backup`: download links for every export format and an upload form; `POST /days/import` first
/// shows what the file would change (created, updated, unchanged, skipped) with one Import button that posts the
/// file again with `confirm`, then imports what Hearth can represent. A file that cannot be read is refused whole.
struct DaysBackupPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        site.page("/days/backup", in: &router) { request, context in try await show(request, context: context) }
        let body = DaysFileFormat.importBody(
            in: site.configuration.dataDirectory, limit: DaysFileFormat.importFormLimit)
        router.post("/days/import", body: body) { request in try await importFile(request) }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        var view = DaysBackupView(site: site, context: context)
        let counts = ["imported", "updated", "unchanged", "skipped"].map { request.query[$0].flatMap { Int($0) } }
        if let created = counts[0], let updated = counts[1] {
            let text = DaysText(strings: site.strings, language: context.language)
            view.flash = .success(
                text.string(
                    "backup.imported",
                    [
                        "created": text.number(created), "updated": text.number(updated),
                        "unchanged": text.number(counts[2] ?? 0), "skipped": text.number(counts[3] ?? 0),
                    ]))
        }
        return try page(request, context: context, view: view, status: .ok)
    }

    func importFile(_ request: Request) async throws -> Response {
        var request = request
        if let file = request.bodyFile {
            request.body = try await Offload.run { try file.read() }
            site.memory.noteAnswer(byteCount: request.body.count)
        }
        let post = try await site.writePost(request, returnPath: "/days/backup")
        let text = DaysText(strings: site.strings, language: post.context.language)
        var view = DaysBackupView(site: site, context: post.context)
        let confirmed = post.form.values(for: "confirm").first == "true"
        let bytes: [UInt8]
        let name: String
        if confirmed {
            guard let encoded = post.form.values(for: "content").first, let data = Data(base64Encoded: encoded),
                !data.isEmpty
            else {
                view.fileError = text.string("backup.errors.expired")
                return try page(request, context: post.context, view: view, status: .unprocessableContent)
            }
            bytes = Array(data)
            name = ""
        } else {
            guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
                view.fileError = text.string("backup.errors.noFile")
                return try page(request, context: post.context, view: view, status: .unprocessableContent)
            }
            bytes = file.bytes
            name = file.filename
        }
        let chosen = post.form.values(for: "format").first ?? ""
        let fromName = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let format = DaysFileFormat(rawValue: chosen.isEmpty || chosen == "auto" ? fromName : chosen) else {
            view.formatError = text.string("backup.errors.unknownFormat")
            return try page(request, context: post.context, view: view, status: .unprocessableContent)
        }
        guard bytes.count <= format.maximumSize else {
            view.fileError = text.string("backup.errors.tooLarge")
            return try page(request, context: post.context, view: view, status: .contentTooLarge)
        }
        do {
            let plan = try await site.days.importFile(Data(bytes), format: format, dryRun: !confirmed)
            if confirmed {
                return .redirect(
                    to: "/days/backup?imported=\(plan.created.count)&updated=\(plan.updated.count)"
                        + "&unchanged=\(plan.unchanged.count)&skipped=\(plan.skipped.count)")
            }
            view.plan = DaysBackupView.Plan(
                plan, text: text, format: format, content: Data(bytes).base64EncodedString())
            return try page(request, context: post.context, view: view, status: .ok)
        } catch DaysError.invalidImport(let error) {
            view.importIssues = error.issues.prefix(200).map { DaysBackupView.Issue($0, text: text) }
            view.importSummary = text.string("backup.errors.rejected", ["count": text.number(error.issues.count)])
            return try page(request, context: post.context, view: view, status: .unprocessableContent)
        }
    }

    private func page(
        _ request: Request, context: RequestContext, view: DaysBackupView, status: HTTPStatus
    ) throws -> Response {
        try site.render(
            Page(template: "days/backup", titleKey: "days.titles.backup", section: "/days", view: view, status: status),
            request: request, context: context)
    }
}
