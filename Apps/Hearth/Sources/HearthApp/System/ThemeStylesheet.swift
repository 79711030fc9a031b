import Appearance
import Foundation
import HTTPServer
import Logging

/// `/theme.css`: the colour tokens of every appearance variant, generated once at start
/// from the Appearance module and served with a strong ETag.
struct ThemeStylesheet: Sendable {
    let css: String
    let etag: String

    /// Generates the stylesheet, filling any missing token from the shipped theme (with a warning).
    init(theme: Theme = .hearth, logger: Logger) {
        let (complete, warnings) = theme.fillingMissingTokens(from: .hearth)
        for warning in warnings { logger.warning("Theme: \(warning)") }
        for issue in complete.validate() { logger.warning("Theme contrast: \(issue)") }
        css = complete.stylesheet()
        etag = "\"" + String(Crypto.sha256Hex(css).prefix(20)) + "\""
    }

    /// The stylesheet, or 304 when the browser has it.
    func response(for request: Request) -> Response {
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "public, max-age=3600"]
        if request.headers["If-None-Match"] == etag {
            return Response(status: .notModified, headers: headers)
        }
        headers["Content-Type"] = "text/css; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .bytes(Array(css.utf8)))
    }
}
