import Foundation
import HTTPServer

/// The JSON error body of DESIGN.md: `{"error": {"code", "message", "field"}}`.
struct APIErrorBody: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
        var field: String?
    }
    var error: Detail

    /// The response for an `HTTPError`, keeping its status and headers (such as `Allow`).
    static func response(for error: HTTPError) -> Response {
        let body = APIErrorBody(error: Detail(code: error.code, message: error.message, field: error.field))
        var response =
            (try? Response.json(body, status: error.status))
            ?? Response.text(error.message, status: error.status)
        for (name, value) in error.headers { response.headers.add(name: name, value: value) }
        return response
    }
}
