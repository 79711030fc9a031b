import DaysCore
import Foundation
import HTTPServer
import Logging

/// `GET /days/backup`: download links for every export format and an upload form that imports a file
/// (all or nothing, every bad row listed), plus `POST /days/import`.
struct DaysBackupController: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/days/backup") { request in try await show(request) }
        router.post("/days/import") { request in try await importFile(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        var values: [String: Any] = [:]
        if let created = request.query["imported"], let updated = request.query["updated"] {
            let text = DaysText(strings: site.strings, language: context.language)
            values["flash"] = [
                "kind": "success",
                "message": text.string("backup.imported", ["created": created, "updated": updated]),
            ]
        }
        return try await page(request, context: context, values: values, status: .ok)
    }

    func importFile(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/days/backup") }
        let text = DaysText(strings: site.strings, language: post.context.language)
        guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
            return try await page(
                request, context: post.context, values: ["fileError": text.string("backup.errors.noFile")],
                status: .unprocessableContent)
        }
        let chosen = post.form.values(for: "format").first ?? ""
        let fromName = file.filename.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let format = DaysFileFormat(rawValue: chosen.isEmpty || chosen == "auto" ? fromName : chosen) else {
            return try await page(
                request, context: post.context, values: ["formatError": text.string("backup.errors.unknownFormat")],
                status: .unprocessableContent)
        }
        guard file.bytes.count <= format.maximumSize else {
            return try await page(
                request, context: post.context, values: ["fileError": text.string("backup.errors.tooLarge")],
                status: .contentTooLarge)
        }
        do {
            let summary = try await site.days.importFile(file.bytes, format: format, logger: site.logger)
            return .redirect(
                to: "/days/backup?imported=\(summary.daysCreated)&updated=\(summary.daysUpdated)")
        } catch let error as ImportError {
            let issues = error.issues.prefix(200).map { issue -> [String: String] in
                var location = issue.line.map { text.string("backup.line", ["line": String($0)]) } ?? ""
                if let path = issue.path { location += location.isEmpty ? path : " " + path }
                if let field = issue.field { location += location.isEmpty ? field : " · " + field }
                return ["location": location, "reason": text.message(issue)]
            }
            return try await page(
                request, context: post.context,
                values: [
                    "importIssues": issues,
                    "importSummary": text.string("backup.errors.rejected", ["count": text.number(error.issues.count)]),
                ], status: .unprocessableContent)
        }
    }

    private func page(
        _ request: Request, context: RequestContext, values: [String: Any], status: HTTPStatus
    ) async throws -> Response {
        var values = values
        values["writeLocked"] = !context.canWrite
        values["exports"] = DaysFileFormat.allCases.map { format in
            [
                "href": "/api/v1/export?format=\(format.rawValue)",
                "label": site.strings.string("days.backup.formats.\(format.rawValue)", context.language),
            ]
        }
        return try site.render(
            Page(
                template: "days/backup", titleKey: "days.titles.backup", section: "/days", values: values,
                status: status),
            request: request, context: context)
    }
}
