import Battery
import Foundation

/// The settings list of connected screens (`display/devices-settings`); display.js-free: `screens.js` redraws the
/// rows from the `displays` event with the row template the page carries.
struct ConnectedScreensView: Sendable {
    /// One screen.
    struct Row: Sendable {
        var clientId: String
        /// The profile, or the words for a page without one.
        var name: String
        var isDisplay: Bool
        var address: String
        /// "Chrome on Android" or the like.
        var browser: String
        /// Since when, as a local time.
        var since: String
        var displayMode: Bool
        var keepAwakeOn: Bool
        var keepAwakeUnavailable: Bool
        var soundArmed: Bool
        /// It said its sound needs a tap (unknown until it reports: neither shows).
        var soundUnarmed: Bool
        /// "76 %" and its band, when it reported a battery.
        var batteryText: String?
        var batteryBand: String?
    }

    var rows: [Row]
    /// Stored, not computed: templates see stored properties only.
    var isEmpty: Bool
    /// The blank row `screens.js` copies for a screen that arrives.
    var template = Row(
        clientId: "", name: "", isDisplay: true, address: "", browser: "", since: "", displayMode: false,
        keepAwakeOn: false, keepAwakeUnavailable: false, soundArmed: false, soundUnarmed: false, batteryText: nil,
        batteryBand: nil)
}

extension Site {
    /// The screens connected now, for the settings page.
    func connectedScreensView(language: Language) -> ConnectedScreensView {
        let zone = configuration.timeZone
        let rows = displays.snapshot().map { screen in
            ConnectedScreensView.Row(
                clientId: screen.clientId,
                name: screen.profile ?? strings.string("devices.screens.noProfile", language),
                isDisplay: screen.profile != nil, address: screen.address,
                browser: UserAgentSummary.text(screen.userAgent),
                since: DateFormatterCache.shared.string(
                    from: screen.connectedSince, .pattern("HH:mm"), locale: language.locale, timeZone: zone),
                displayMode: screen.report?.displayMode ?? false, keepAwakeOn: screen.report?.keepAwake == .on,
                keepAwakeUnavailable: screen.report?.keepAwake == .unavailable,
                soundArmed: screen.report?.soundArmed == true, soundUnarmed: screen.report?.soundArmed == false,
                batteryText: screen.battery.map { "\($0.level) %" },
                batteryBand: screen.battery?.band.rawValue)
        }
        return ConnectedScreensView(rows: rows, isEmpty: rows.isEmpty)
    }
}

/// A browser and system in a few words, from a `User-Agent` ("Chrome on Android", "Safari on iPad").
enum UserAgentSummary {
    static func text(_ userAgent: String?) -> String {
        guard let agent = userAgent, !agent.isEmpty else { return "?" }
        let browser =
            [
                ("Edg/", "Edge"), ("Firefox/", "Firefox"), ("Chromium/", "Chromium"), ("CriOS/", "Chrome"),
                ("Chrome/", "Chrome"), ("Safari/", "Safari"),
            ].first { agent.contains($0.0) }?.1 ?? "Browser"
        let system =
            [
                ("Android", "Android"), ("iPhone", "iPhone"), ("iPad", "iPad"), ("CrOS", "ChromeOS"),
                ("Mac OS X", "macOS"), ("Windows", "Windows"), ("Linux", "Linux"),
            ].first { agent.contains($0.0) }?.1
        return system.map { "\(browser) · \($0)" } ?? browser
    }
}
