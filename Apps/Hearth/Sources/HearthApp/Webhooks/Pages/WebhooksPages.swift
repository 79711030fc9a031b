import AlarmKitCore
import Foundation
import HTTPServer

/// `GET/POST /settings/webhooks`, `GET/POST /settings/webhooks/{id}` (edit, with the delivery log),
/// `GET/POST /settings/webhooks/{id}/delete`. Webhooks hold secrets, so only clients that may write see them.
struct WebhooksPages: Sendable {
    let site: Site

    private var webhooks: WebhookService { site.webhooks }

    func register(in router: inout Router) {
        router.get("/settings/webhooks") { request in try await list(request) }
        router.post("/settings/webhooks") { request in try await create(request) }
        router.get("/settings/webhooks/{id}") { request in try await edit(request) }
        router.post("/settings/webhooks/{id}") { request in try await update(request) }
        router.get("/settings/webhooks/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/settings/webhooks/{id}/delete") { request in try await delete(request) }
    }

    func list(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flashKey = ["created", "deleted"].first { request.query[$0] != nil }
        return try await listPage(
            request, context: context,
            flash: flashKey.map { .success(site.strings.string("webhooks.notices.\($0)", context.language)) },
            form: form(language: context.language, action: "/settings/webhooks", draft: nil, webhook: nil, errors: nil),
            status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/webhooks")
        let draft = Self.draft(post)
        do {
            let webhook = try await webhooks.create(draft)
            if post.wantsJSON { return .stableJSON(WebhookSnapshot(webhook, showSecret: true), status: .created) }
            return .redirect(to: "/settings/webhooks/\(webhook.id.uuidString.lowercased())?created=1")
        } catch let error as WebhooksError {
            if post.wantsJSON { throw error }
            let language = post.context.language
            return try await listPage(
                request, context: post.context, flash: nil,
                form: form(
                    language: language, action: "/settings/webhooks", draft: draft, webhook: nil,
                    errors: errors(error, language: language)),
                status: error.status)
        }
    }

    func edit(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        guard context.canWrite else { return .redirect(to: "/settings/webhooks") }
        let webhook = try await webhooks.webhook(
            try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound))
        let flashKey = ["created", "saved"].first { request.query[$0] != nil }
        let action = "/settings/webhooks/\(webhook.id.uuidString.lowercased())"
        return try await editPage(
            request, context: context, webhook: webhook,
            flash: flashKey.map { .success(site.strings.string("webhooks.notices.\($0)", context.language)) },
            form: form(language: context.language, action: action, draft: nil, webhook: webhook, errors: nil),
            status: .ok)
    }

    func update(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound)
        let path = "/settings/webhooks/\(id.uuidString.lowercased())"
        try site.requireWrite(post, returnPath: path)
        let old = try await webhooks.webhook(id)
        let draft = Self.draft(post)
        do {
            let webhook = try await webhooks.update(id, draft)
            if post.wantsJSON { return .stableJSON(WebhookSnapshot(webhook)) }
            return .redirect(to: path + "?saved=1")
        } catch let error as WebhooksError {
            if post.wantsJSON { throw error }
            let language = post.context.language
            return try await editPage(
                request, context: post.context, webhook: old, flash: nil,
                form: form(
                    language: language, action: path, draft: draft, webhook: old,
                    errors: errors(error, language: language)),
                status: error.status)
        }
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        guard context.canWrite else { return .redirect(to: "/settings/webhooks") }
        let webhook = try await webhooks.webhook(
            try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound))
        let view = WebhookDeleteView(
            id: webhook.id.uuidString.lowercased(),
            question: site.strings.string("webhooks.delete.question", context.language, ["name": webhook.name]),
            writeLocked: !context.canWrite)
        return try site.render(
            Page(template: "webhooks/delete", titleKey: "webhooks.titles.delete", section: "/settings", view: view),
            request: request, context: context)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/webhooks")
        try await webhooks.delete(try request.parameters.require("id", as: UUID.self, notFound: WebhooksError.notFound))
        if post.wantsJSON { return Response(status: .noContent) }
        return .redirect(to: "/settings/webhooks?deleted=1")
    }

    // MARK: - Private

    private static func draft(_ post: FormPost) -> WebhookDraft {
        WebhookDraft.parse(form: { post.form[$0] }, events: post.form.values(for: "events"))
    }

    private func errors(_ error: WebhooksError, language: Language) -> [String: String] {
        switch error {
        case .invalid(let issues):
            var errors: [String: String] = [:]
            for issue in issues where errors[issue.field] == nil {
                errors[issue.field] = site.strings.string("webhooks.errors.\(issue.field).\(issue.reason)", language)
            }
            return errors
        case .tooMany(let limit):
            return ["url": site.strings.string("webhooks.errors.tooMany", language, ["limit": "\(limit)"])]
        case .notFound, .malformed:
            return ["url": site.strings.string("webhooks.errors.url.invalid", language)]
        }
    }

    private func form(
        language: Language, action: String, draft: WebhookDraft?, webhook: Webhook?, errors: [String: String]?
    ) -> WebhookFormView {
        let chosen = Set(draft?.events ?? webhook?.events.map(\.rawValue) ?? [WebhookEvent.ring.rawValue])
        return WebhookFormView(
            action: action, name: draft?.name ?? webhook?.name ?? "",
            url: draft?.url ?? webhook?.url.absoluteString ?? "",
            prealarmMinutes: draft?.prealarmMinutes.map(String.init) ?? String(webhook?.prealarmMinutes ?? 10),
            enabled: draft?.enabled ?? webhook?.enabled ?? true, isNew: webhook == nil, secret: webhook?.secret,
            events: WebhookEvent.allCases.map { event in
                WebhookFormView.EventOption(
                    value: event.rawValue, label: site.strings.string("webhooks.events.\(event.key).label", language),
                    hint: site.strings.string("webhooks.events.\(event.key).hint", language),
                    checked: chosen.contains(event.rawValue), id: "event-\(event.key)")
            }, errors: errors)
    }

    private func listPage(
        _ request: Request, context: RequestContext, flash: Flash?, form: WebhookFormView, status: HTTPStatus
    ) async throws -> Response {
        let language = context.language
        var rows: [WebhooksView.Row] = []
        if context.canWrite {
            let text = InstantText(language: language, timeZone: webhooks.clock.timeZone())
            for webhook in await webhooks.list() {
                let last = try await webhooks.deliveries(of: webhook.id, limit: 1).first
                rows.append(
                    WebhooksView.Row(
                        id: webhook.id.uuidString.lowercased(), name: webhook.name, url: webhook.url.absoluteString,
                        eventsText: webhook.events.map(\.rawValue).joined(separator: ", "), enabled: webhook.enabled,
                        lastText: last.map { delivery in
                            site.strings.string(
                                "webhooks.last", language,
                                [
                                    "status": site.strings.string("webhooks.statuses.\(delivery.status)", language),
                                    "when": text.stamp(delivery.lastAttemptAt ?? delivery.createdAt),
                                ])
                        }, lastFailed: last?.status == "failed"))
            }
        }
        let view = WebhooksView(
            rows: rows, hasRows: !rows.isEmpty, writeLocked: !context.canWrite, flash: flash, form: form)
        return try site.render(
            Page(
                template: "webhooks/settings", titleKey: "webhooks.titles.settings", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }

    private func editPage(
        _ request: Request, context: RequestContext, webhook: Webhook, flash: Flash?, form: WebhookFormView,
        status: HTTPStatus
    ) async throws -> Response {
        let language = context.language
        let text = InstantText(language: language, timeZone: webhooks.clock.timeZone())
        let deliveries = try await webhooks.deliveries(of: webhook.id).map { record in
            var parts: [String] = []
            if record.attempts > 0 {
                parts.append(site.strings.string("webhooks.log.attempts", language, ["count": "\(record.attempts)"]))
            }
            if let status = record.responseStatus { parts.append("HTTP \(status)") }
            if let error = record.error { parts.append(error) }
            if record.status == "held" || record.status == "pending" {
                parts.append(site.strings.string("webhooks.log.due", language, ["when": text.stamp(record.dueAt)]))
            }
            return WebhookEditView.Delivery(
                event: record.event, statusText: site.strings.string("webhooks.statuses.\(record.status)", language),
                status: record.status, whenText: text.stamp(record.lastAttemptAt ?? record.createdAt),
                detail: parts.joined(separator: " · "))
        }
        let view = WebhookEditView(
            id: webhook.id.uuidString.lowercased(), name: webhook.name, writeLocked: !context.canWrite, flash: flash,
            form: form, deliveries: deliveries, hasDeliveries: !deliveries.isEmpty)
        return try site.render(
            Page(
                template: "webhooks/edit", titleKey: "webhooks.titles.edit", title: webhook.name, section: "/settings",
                view: view, status: status),
            request: request, context: context)
    }
}
