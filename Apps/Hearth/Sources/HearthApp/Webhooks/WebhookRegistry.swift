import Foundation
import HTTPServer

/// The webhooks as the deliverer and the alarm scheduler read them, without awaiting the service: by id, and the
/// longest pre-alarm lead of an enabled webhook that wants pre-alarms. `WebhookService` updates it on each change.
final class WebhookRegistry: Sendable {
    private struct State {
        var byId: [String: Webhook] = [:]
        var longestLead: Duration?
    }

    private let state = Locked(State())

    /// Replaces the snapshot.
    func update(_ webhooks: [Webhook]) {
        let minutes = webhooks.filter { $0.receives(.prealarm) }.map(\.prealarmMinutes).max()
        state.withLock {
            $0.byId = Dictionary(
                webhooks.map { ($0.id.uuidString.lowercased(), $0) }, uniquingKeysWith: { _, new in new })
            $0.longestLead = minutes.map { .seconds($0 * 60) }
        }
    }

    /// The webhook whose lowercase id is `key`.
    func webhook(_ key: String) -> Webhook? { state.withLock { $0.byId[key] } }

    /// The longest pre-alarm lead, or nil when no webhook wants pre-alarms.
    var longestPrealarmLead: Duration? { state.withLock { $0.longestLead } }
}
