import Foundation

/// `{"added": […], "updated": […], "removed": ["<clientId>", …]}`: the `displays` event, sent only to pages that
/// follow the `displays` topic (`/events?topics=displays`). Entries are as in `GET /api/v1/displays`; one event
/// names at most `ConnectedDisplays.maximumChangesPerEvent` screens.
struct ConnectedDisplaysChangePayload: Encodable, Sendable {
    var added: [ConnectedDisplayPayload]
    var updated: [ConnectedDisplayPayload]
    var removed: [String]

    init(_ change: ConnectedDisplaysChange, timeZone: TimeZone) {
        added = change.added.map { ConnectedDisplayPayload(display: $0, timeZone: timeZone) }
        updated = change.updated.map { ConnectedDisplayPayload(display: $0, timeZone: timeZone) }
        removed = change.removed
    }
}
