import DisplayCore
import Foundation
import HTTPServer
import HearthBasics

/// `GET/POST /api/v1/display-profiles`, `GET/PUT/DELETE /api/v1/display-profiles/{id}`, and
/// `GET /api/v1/display-profiles/{id}/state` (what a screen draws now). Writes need the access code from other
/// machines; a refused request changes nothing.
struct DisplayProfilesAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/display-profiles") { _ in .stableJSON(site.display.all.map(DisplayProfilePayload.init)) }
        router.post("/api/v1/display-profiles") { request in try await create(request) }
        router.get("/api/v1/display-profiles/{id}") { request in
            .stableJSON(DisplayProfilePayload(try profile(request)))
        }
        router.put("/api/v1/display-profiles/{id}") { request in try await update(request) }
        router.delete("/api/v1/display-profiles/{id}") { request in try await delete(request) }
        router.get("/api/v1/display-profiles/{id}/state") { request in try state(request) }
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let input = try DisplayProfileInput(request, over: .default)
        guard let name = input.name else {
            throw DisplayError.invalid(
                .init(issues: [.init(field: "name", reason: .required, message: "A name is required.")]))
        }
        let profile = try await site.display.create(name: name, style: input.style)
        var response = Response.stableJSON(DisplayProfilePayload(profile), status: .created)
        response.headers["Location"] = "/api/v1/display-profiles/\(profile.id.lowercased)"
        return response
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let current = try profile(request)
        let input = try DisplayProfileInput(request, over: current.style)
        let profile = try await site.display.update(
            id: current.id, name: input.name ?? current.name, style: input.style)
        return .stableJSON(DisplayProfilePayload(profile))
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await site.display.delete(id: try profile(request).id)
        return Response(status: .noContent)
    }

    func state(_ request: Request) throws -> Response {
        let profile = try profile(request)
        let service = site.display
        var response = Response.stableJSON(
            DisplayState(profile, at: service.now(), in: service.timeZone, language: site.language(for: request)))
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    private func profile(_ request: Request) throws -> DisplayProfile {
        let id = try request.parameters.require("id", as: UUID.self, notFound: DisplayError.notFound)
        guard let profile = site.display.profile(id: id) else { throw DisplayError.notFound }
        return profile
    }
}
