import AlarmKitCore
import Foundation
import HTTPServer

/// `GET/POST /api/v1/webhooks`, `GET/PUT/DELETE /api/v1/webhooks/{id}` (with its delivery log). Webhooks hold
/// secrets and private addresses, so reading them needs the access code too. The secret is shown only in the
/// answer to the POST that created it.
struct WebhooksAPI: Sendable {
    let site: Site

    private var webhooks: WebhookService { site.webhooks }

    func register(in router: inout Router) {
        router.get("/api/v1/webhooks") { request in try await list(request) }
        router.post("/api/v1/webhooks") { request in try await create(request) }
        router.get("/api/v1/webhooks/{id}") { request in try await show(request) }
        router.put("/api/v1/webhooks/{id}") { request in try await update(request) }
        router.delete("/api/v1/webhooks/{id}") { request in try await delete(request) }
    }

    func list(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        return .stableJSON(await webhooks.list().map { WebhookSnapshot($0) })
    }

    func show(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound)
        let webhook = try await webhooks.webhook(id)
        let zone = webhooks.clock.timeZone()
        let log = try await webhooks.deliveries(of: id).map { WebhookSnapshot.Delivery($0, timeZone: zone) }
        return .stableJSON(WebhookSnapshot(webhook, deliveries: log))
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        let webhook = try await webhooks.create(try WebhookDraft.parse(json: body))
        var response = Response.stableJSON(WebhookSnapshot(webhook, showSecret: true), status: .created)
        response.headers["Location"] = "/api/v1/webhooks/\(webhook.id.uuidString.lowercased())"
        return response
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound)
        _ = try await webhooks.webhook(id)
        let body = try request.requireJSONBody()
        return .stableJSON(WebhookSnapshot(try await webhooks.update(id, try WebhookDraft.parse(json: body))))
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await webhooks.delete(try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound))
        return Response(status: .noContent)
    }

}
