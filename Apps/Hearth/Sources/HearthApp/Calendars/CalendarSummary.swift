import Foundation
import HearthBasics

/// A calendar as `/api/v1/calendars` shows it: its name, colour and source, how many events its last good copy
/// holds, and how its last refresh went.
struct CalendarSummary: Encodable, Equatable, Sendable {
    /// Lowercase UUID text.
    var id: String
    var name: String
    /// `#rrggbb`.
    var colour: String
    /// `url` (subscribed, refreshed every 15 minutes) or `upload` (never refreshed).
    var source: String
    var url: String?
    var fileName: String?
    /// The events (`VEVENT`s) of the last good copy.
    var eventCount: Int
    /// When it was last fetched or uploaded successfully (ISO 8601).
    var lastSuccess: String?
    /// When a subscription was last tried.
    var lastAttempt: String?
    /// Why its last refresh failed; its last good copy is still used.
    var lastError: String?
    var position: Int

    init(_ record: CalendarRecord, eventCount: Int) {
        id = record.id.uuidString.lowercased()
        name = record.name
        colour = record.colour
        source = record.url == nil ? "upload" : "url"
        url = record.url
        fileName = record.fileName
        self.eventCount = eventCount
        lastSuccess = record.lastSuccessAt.map { InstantFormat.string(from: $0) }
        lastAttempt = record.lastAttemptAt.map { InstantFormat.string(from: $0) }
        lastError = record.lastError
        position = record.position
    }
}
