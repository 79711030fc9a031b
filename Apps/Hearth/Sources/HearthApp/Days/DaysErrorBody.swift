import DaysCore
import Foundation
import HTTPServer

/// The API error body of DESIGN.md, `{"error": {"code", "message", "field"}}`, with every problem listed in
/// `issues` when there are several (validation and import errors).
struct DaysErrorBody: Encodable {
    struct Issue: Encodable {
        var line: Int?
        var path: String?
        var field: String?
        var reason: String
        /// The import issue's code (`missingColumn`, `cellCount`, `invalid` …); absent for validation errors.
        var code: String?
        var message: String
    }

    struct Detail: Encodable {
        var code: String
        var message: String
        var field: String?
        var issues: [Issue]
    }

    var error: Detail

    /// 422 `invalid_field` naming the first bad field, with every issue.
    static func response(for error: DaysValidationError) -> Response {
        let first = error.issues.first
        let body = DaysErrorBody(
            error: Detail(
                code: "invalid_field", message: error.issues.map(\.description).joined(separator: " "),
                field: first?.field,
                issues: error.issues.map {
                    Issue(
                        line: nil, path: nil, field: $0.field, reason: $0.reason.rawValue, code: nil,
                        message: $0.message)
                }))
        return Self.json(body)
    }

    /// 422 `invalid_import` listing every bad row by line (or JSON path) and reason; nothing was imported.
    static func response(for error: ImportError) -> Response {
        let count = error.issues.count
        let body = DaysErrorBody(
            error: Detail(
                code: "invalid_import",
                message: "The file has \(count) problem\(count == 1 ? "" : "s"); nothing was imported.",
                field: nil,
                issues: error.issues.map {
                    Issue(
                        line: $0.line, path: $0.path, field: $0.field, reason: "invalid", code: $0.code.name,
                        message: $0.description)
                }))
        return Self.json(body)
    }

    private static func json(_ body: DaysErrorBody) -> Response {
        (try? Response.json(body, status: .unprocessableContent))
            ?? Response.text(body.error.message, status: .unprocessableContent)
    }
}

extension DaysRepositoryError {
    /// The API error for this refusal.
    var httpError: HTTPError {
        switch self {
        case .notFound:
            HTTPError(.notFound, code: "not_found", message: "Nothing has this id.")
        case .unknownCategory:
            HTTPError(
                .unprocessableContent, code: "invalid_field", message: "No category has this id.", field: "categoryId")
        case .protectedCategory:
            HTTPError(
                .conflict, code: "category_protected",
                message: "The Uncategorized category always exists; it can be renamed but not deleted.")
        case .categoryNotEmpty(let count):
            HTTPError(
                .conflict, code: "category_not_empty",
                message:
                    "The category holds \(count) day\(count == 1 ? "" : "s"): add ?moveTo=<category id> to move them "
                    + "or ?deleteDays=true to delete them.")
        case .invalidMoveTarget:
            HTTPError(
                .unprocessableContent, code: "invalid_field",
                message: "moveTo must be the id of another existing category.", field: "moveTo")
        }
    }
}
