import HTTPServer

/// The one JSON error envelope of the API: `{"error": {"code", "message", "field", "issues"}}`; `field` names the
/// first field at fault and `issues` lists every problem when there are several (both absent otherwise).
struct ErrorBody: Encodable, Sendable {
    /// One problem of a validation or import error.
    struct Issue: Encodable, Sendable, Equatable {
        /// The file line (CSV, iCalendar imports).
        var line: Int?
        /// The JSON path (backup imports).
        var path: String?
        /// The field.
        var field: String?
        /// Why, as a stable word (`required`, `tooLong`, `invalid` …).
        var reason: String
        /// The import issue's code (`missingColumn`, `cellCount` …); absent for validation errors.
        var code: String?
        /// The English message.
        var message: String
    }

    /// The envelope's content.
    struct Detail: Encodable, Sendable {
        var code: String
        var message: String
        var field: String?
        var issues: [Issue]?
    }

    var error: Detail

    /// The locale-file group of a status (`server.errors.<kind>.heading`).
    static func kind(of status: HTTPStatus) -> String {
        switch status.code {
        case 404: "notFound"
        case 405: "methodNotAllowed"
        case 403: "forbidden"
        case 413: "tooLarge"
        case 400..<500: "badRequest"
        case 507: "diskFull"
        default: "server"
        }
    }
}
