import Foundation
import HTTPServer

/// `GET/PUT /api/v1/settings`.
struct SettingsAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        site.cachedAnswer("/api/v1/settings", in: &router, dependsOn: [.data(site.settings.version)]) { _ in
            .stableJSON(site.settings.settings)
        }
        router.put("/api/v1/settings") { request in try await update(request) }
    }

    /// Applies a partial JSON object such as `{"theme": "dark"}`; unknown or invalid fields change nothing.
    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let change = try SettingsChange.parse(json: request)
        return .stableJSON(try await site.settings.apply(change))
    }
}
