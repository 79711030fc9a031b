import Foundation
import HTTPServer

/// Routes with no page of their own: health, live events, the theme stylesheet, static files.
struct SystemRoutes: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/healthz") { _ in try await health() }
        router.get("/events") { request in site.events.response(for: request) }
        router.get("/theme.css") { request in site.themeStylesheet.response(for: request) }
        router.get("/static/{path...}") { request in
            try site.staticFiles.response(for: request.parameters["path"] ?? "", request: request)
        }
        router.get("/favicon.ico") { request in
            try site.staticFiles.response(for: "icons/hearth.svg", request: request)
        }
    }

    /// `{"status": "ok", …}` with 200, or 503 when the database does not answer.
    func health() async throws -> Response {
        let healthy = await site.database.isHealthy()
        let body = Health(
            status: healthy ? "ok" : "unavailable", version: HearthApp.version,
            uptimeSeconds: Int(Date().timeIntervalSince(site.startedAt)), eventClients: site.events.clientCount)
        var response = Response.stableJSON(body, status: healthy ? .ok : .serviceUnavailable)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    struct Health: Encodable {
        var status: String
        var version: String
        var uptimeSeconds: Int
        var eventClients: Int
    }
}
