import DaysCore
import Foundation
import HTTPServer

/// `GET /days/backup`: download links for every export format and an upload form that imports a file
/// (all or nothing, every bad row listed), plus `POST /days/import`.
struct DaysBackupPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        site.page("/days/backup", in: &router) { request, context in try await show(request, context: context) }
        router.post("/days/import") { request in try await importFile(request) }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        var view = DaysBackupView(site: site, context: context)
        if let created = request.query["imported"], let updated = request.query["updated"] {
            let text = DaysText(strings: site.strings, language: context.language)
            view.flash = .success(text.string("backup.imported", ["created": created, "updated": updated]))
        }
        return try page(request, context: context, view: view, status: .ok)
    }

    func importFile(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/days/backup") }
        let text = DaysText(strings: site.strings, language: post.context.language)
        var view = DaysBackupView(site: site, context: post.context)
        guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
            view.fileError = text.string("backup.errors.noFile")
            return try page(request, context: post.context, view: view, status: .unprocessableContent)
        }
        let chosen = post.form.values(for: "format").first ?? ""
        let fromName = file.filename.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let format = DaysFileFormat(rawValue: chosen.isEmpty || chosen == "auto" ? fromName : chosen) else {
            view.formatError = text.string("backup.errors.unknownFormat")
            return try page(request, context: post.context, view: view, status: .unprocessableContent)
        }
        guard file.bytes.count <= format.maximumSize else {
            view.fileError = text.string("backup.errors.tooLarge")
            return try page(request, context: post.context, view: view, status: .contentTooLarge)
        }
        do {
            let summary = try await site.days.importFile(file.bytes, format: format)
            return .redirect(to: "/days/backup?imported=\(summary.daysCreated)&updated=\(summary.daysUpdated)")
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

/// The backup page (`days/backup`): export links, the import form, and an import's problems.
struct DaysBackupView: Sendable {
    struct Link: Sendable {
        var href: String
        var label: String
    }

    struct Issue: Sendable {
        var location: String
        var reason: String

        /// "Line 3 · date" and the localized reason.
        init(_ issue: ImportIssue, text: DaysText) {
            var location = issue.line.map { text.string("backup.line", ["line": String($0)]) } ?? ""
            if let path = issue.path { location += location.isEmpty ? path : " " + path }
            if let field = issue.field { location += location.isEmpty ? field : " · " + field }
            self.location = location
            reason = text.message(issue)
        }
    }

    var exports: [Link]
    var writeLocked: Bool
    var flash: Flash?
    var fileError: String?
    var formatError: String?
    var importIssues: [Issue]?
    var importSummary: String?

    init(site: Site, context: RequestContext) {
        exports = DaysFileFormat.allCases.map { format in
            Link(
                href: "/api/v1/export?format=\(format.rawValue)",
                label: site.strings.string("days.backup.formats.\(format.rawValue)", context.language))
        }
        writeLocked = !context.canWrite
    }
}
