import Foundation

/// A webhook as the API's JSON body or the settings form gives it; `validated` applies the rules and names every
/// problem's field. On an update a missing `secret` keeps the old one; on a create one is generated.
struct WebhookDraft: Sendable, Equatable, Decodable {
    var name: String?
    var url: String?
    var secret: String?
    var events: [String]?
    var prealarmMinutes: Int?
    var enabled: Bool?

    /// Reads a JSON object (wrong types are named by their field).
    /// - Throws: `WebhooksError.malformed` or `.invalid`.
    static func parse(json body: [UInt8]) throws(WebhooksError) -> WebhookDraft {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            throw .malformed("The body is a JSON object like {\"url\": \"https://…\", \"events\": [\"alarm.ring\"]}.")
        }
        let known: Set<String> = [
            "name", "url", "secret", "events", "prealarmMinutes", "enabled", "id", "secretHint", "createdAt",
            "updatedAt", "deliveries",
        ]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw .invalid([.init(field: unknown, reason: "unknown", message: "“\(unknown)” is not a webhook field.")])
        }
        do {
            return try JSONDecoder().decode(WebhookDraft.self, from: Data(body))
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.first?.stringValue ?? "body"
            throw .invalid([.init(field: field, reason: "invalid", message: "“\(field)” has the wrong type.")])
        } catch {
            throw .malformed("The body is not a webhook object.")
        }
    }

    /// Reads the settings form: `name`, `url`, `secret`, one `events` checkbox per event, `prealarmMinutes`,
    /// `enabled`.
    static func parse(form: (String) -> String?, events: [String]) -> WebhookDraft {
        let minutes = form("prealarmMinutes") ?? ""
        return WebhookDraft(
            name: form("name"), url: form("url"), secret: (form("secret") ?? "").isEmpty ? nil : form("secret"),
            events: events, prealarmMinutes: minutes.isEmpty ? nil : (Int(minutes) ?? -1),
            enabled: form("enabled") == "on" || form("enabled") == "true")
    }

    /// The webhook these values make, or every problem.
    /// - Parameters:
    ///   - id: Its id.
    ///   - existingSecret: The secret kept when none is given (an update), or nil to generate one.
    /// - Throws: `WebhooksError.invalid` listing every problem.
    func validated(id: UUID, existingSecret: String?) throws(WebhooksError) -> Webhook {
        var issues: [WebhooksError.Issue] = []
        let text = (url ?? "").trimmingCharacters(in: .whitespaces)
        var parsed: URL?
        if text.isEmpty {
            issues.append(.init(field: "url", reason: "required", message: "“url” is required."))
        } else if text.count > 2_000 {
            issues.append(.init(field: "url", reason: "tooLong", message: "A URL is at most 2,000 characters."))
        } else if let candidate = URL(string: text), let scheme = candidate.scheme?.lowercased(),
            scheme == "http" || scheme == "https", candidate.host?.isEmpty == false
        {
            parsed = candidate
        } else {
            issues.append(
                .init(field: "url", reason: "invalid", message: "“url” must be an http:// or https:// address."))
        }
        let name = (self.name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if name.count > 100 {
            issues.append(.init(field: "name", reason: "tooLong", message: "A name is at most 100 characters."))
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }) {
            issues.append(
                .init(field: "name", reason: "invalid", message: "A name has no control characters (such as U+0000)."))
        }
        if let secret, !(8...200).contains(secret.count) {
            issues.append(.init(field: "secret", reason: "length", message: "A secret is 8 to 200 characters."))
        }
        var chosen: [WebhookEvent] = []
        for name in events ?? [] {
            guard let event = WebhookEvent(rawValue: name) else {
                issues.append(
                    .init(
                        field: "events", reason: "invalid",
                        message:
                            "“\(name.prefix(40))” is not an event (alarm.prealarm, alarm.ring, alarm.snooze, alarm.dismiss, alarm.missed)."
                    ))
                continue
            }
            if !chosen.contains(event) { chosen.append(event) }
        }
        if chosen.isEmpty, !issues.contains(where: { $0.field == "events" }) {
            issues.append(.init(field: "events", reason: "required", message: "Choose at least one event."))
        }
        let minutes = prealarmMinutes ?? 10
        if !Webhook.prealarmRange.contains(minutes) {
            issues.append(
                .init(field: "prealarmMinutes", reason: "range", message: "“prealarmMinutes” is 1 to 120 minutes."))
        }
        guard issues.isEmpty, let parsed else { throw .invalid(issues) }
        return Webhook(
            id: id, name: name.isEmpty ? (parsed.host ?? text) : name, url: parsed,
            secret: secret ?? existingSecret ?? Crypto.randomToken(byteCount: 24), events: chosen.sorted(),
            prealarmMinutes: minutes, enabled: enabled ?? true)
    }
}
