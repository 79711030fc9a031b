import Battery
import Foundation

/// A screen connected now: a browser (one `clientId`, kept in its local storage) with at least one open `/events`
/// stream, and what it last reported about itself.
struct ConnectedDisplay: Sendable, Equatable {
    /// The browser's id (`Hearth.clientId`).
    var clientId: String
    /// The display profile it shows; nil for a page that is not a display (a phone on the settings page).
    var profile: String?
    /// Its IP address.
    var address: String
    /// Its browser's `User-Agent`.
    var userAgent: String?
    /// When its oldest open stream opened.
    var connectedSince: Date
    /// When it last opened a stream or reported.
    var lastSeen: Date
    /// How many streams it has open (tabs of the same browser).
    var streams: Int
    /// Its last report, if any, and when it came.
    var report: DisplayReport?
    var reportedAt: Date?

    /// Whether its page can play sound now (from its report; false when it never said).
    var isSoundArmed: Bool { report?.soundArmed ?? false }

    /// Its battery as it reported it, as a Battery state.
    var battery: BatteryState? { try? report?.battery?.validated() }
}
