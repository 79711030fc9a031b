import Foundation
import HTTPServer

/// `GET/PUT /api/v1/settings`.
struct SettingsAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/settings") { _ in try .json(site.settings.settings) }
        router.put("/api/v1/settings") { request in try await update(request) }
    }

    /// Applies a partial JSON object such as `{"theme": "dark"}`; unknown or invalid fields change nothing.
    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let change = try SettingsChange.parse(json: request)
        return try .json(try await site.settings.apply(change))
    }
}

extension Site {
    /// Refuses an API write from a client without the access code.
    /// - Throws: `HTTPError` 401 with `WWW-Authenticate: Bearer`.
    func requireAPIWrite(_ request: Request) async throws {
        guard await authenticator.canWrite(request) else {
            var error = HTTPError(
                .unauthorized, code: "unauthorized",
                message: "Changes from this device need the access code: send Authorization: Bearer <code>.")
            error.headers["WWW-Authenticate"] = "Bearer realm=\"Hearth\""
            throw error
        }
    }
}
