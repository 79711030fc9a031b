import Foundation
import HTTPServer

/// Routes with no page of their own: health, live events, the theme stylesheet, static files, the OpenAPI document.
/// All but `/events` answer on the worker thread when they can.
struct SystemRoutes: Sendable {
    let site: Site
    let health: HealthProbe

    init(site: Site) {
        self.site = site
        health = HealthProbe(database: site.database)
    }

    func register(in router: inout Router) {
        let site = site
        let health = health
        router.getImmediately("/healthz") { _ in
            health.recentResult().map { healthResponse(healthy: $0) }
        } otherwise: { _ in
            healthResponse(healthy: await health.check())
        }
        router.get("/events") { request in site.events.response(for: request) }
        router.getImmediately("/theme.css") { request in site.themeStylesheet.response(for: request) }
        // The pages name their scripts and styles under `/static/v/<assetVersion>/…`: a module's relative imports
        // then carry the same version, so after an upgrade no browser mixes an old module with a new one. The
        // current version is cached for good; another (a page from before a restart) gets the plain file's caching.
        router.getImmediately("/static/v/{version}/{path...}") { request in
            try site.staticFiles.cachedResponse(
                for: request.parameters["path"] ?? "", request: request,
                versioned: request.parameters["version"] == site.assetVersion)
        } otherwise: { request in
            try site.staticFiles.response(
                for: request.parameters["path"] ?? "", request: request,
                versioned: request.parameters["version"] == site.assetVersion)
        }
        router.getImmediately("/static/{path...}") { request in
            try site.staticFiles.cachedResponse(for: request.parameters["path"] ?? "", request: request)
        } otherwise: { request in
            try site.staticFiles.response(for: request.parameters["path"] ?? "", request: request)
        }
        // The API's OpenAPI document: web/static/openapi.json, made from docs/openapi.yaml by `make openapi`.
        router.getImmediately("/api/v1/openapi.json") { request in
            try site.staticFiles.cachedResponse(for: "openapi.json", request: request)
        } otherwise: { request in
            try site.staticFiles.response(for: "openapi.json", request: request)
        }
        router.getImmediately("/favicon.ico") { request in
            try site.staticFiles.cachedResponse(for: "icons/hearth.svg", request: request)
        } otherwise: { request in
            try site.staticFiles.response(for: "icons/hearth.svg", request: request)
        }
    }

    /// `{"status": "ok", …}` with 200; `"degraded"` with 200 when the last automatic backup failed (the server
    /// serves, but needs a look: `backup.error` says why); `"unavailable"` with 503 when the database does not answer.
    func healthResponse(healthy: Bool) -> Response {
        let backup = site.backups.current
        let status = !healthy ? "unavailable" : backup.state == .failed ? "degraded" : "ok"
        let body = Health(
            status: status, version: HearthApp.version,
            uptimeSeconds: Int(Date().timeIntervalSince(site.startedAt)), eventClients: site.events.clientCount,
            backup: backup)
        var response = Response.stableJSON(body, status: healthy ? .ok : .serviceUnavailable)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    struct Health: Encodable {
        var status: String
        var version: String
        var uptimeSeconds: Int
        var eventClients: Int
        var backup: BackupStatus.Last
    }
}
