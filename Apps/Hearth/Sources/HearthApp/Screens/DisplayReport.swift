import Battery

/// What a display says about itself in `PUT /api/v1/displays/{clientId}`: `{"profile", "displayMode", "keepAwake",
/// "keepAwakeReason", "soundArmed", "battery"}`. Every field may be absent or null (not known yet).
struct DisplayReport: Sendable, Equatable {
    /// The display's keep-awake (Screen Wake Lock) state.
    enum KeepAwake: String, Sendable, Codable, CaseIterable {
        /// Held: the screen stays on.
        case on
        /// Not asked for (display mode is off).
        case off
        /// The browser refuses it; `keepAwakeReason` says why (for example `insecure`: not HTTPS).
        case unavailable
    }

    /// The profile it shows.
    var profile: String?
    /// Whether it is in display mode (full screen, no navigation).
    var displayMode: Bool?
    var keepAwake: KeepAwake?
    /// Why keep-awake is unavailable, in the display's words (a short code such as `insecure`).
    var keepAwakeReason: String?
    /// Whether its page can play sound now (its AudioContext runs): an alarm will be heard there.
    var soundArmed: Bool?
    /// Its own battery, when its browser has the Battery Status API.
    var battery: BrowserBatteryReport?

    static let fieldNames: Set<String> = [
        "profile", "displayMode", "keepAwake", "keepAwakeReason", "soundArmed", "battery",
    ]
    /// The longest profile name accepted.
    static let maximumProfileLength = 64

    /// Reads a report out of a JSON object.
    /// - Throws: `DisplayReportError` naming the first bad or unknown field.
    static func parse(_ fields: ReportFields) throws(DisplayReportError) -> DisplayReport {
        try fields.requireOnly(fieldNames)
        var report = DisplayReport()
        report.profile = try fields.string("profile", maximumLength: maximumProfileLength)
        report.displayMode = try fields.bool("displayMode")
        report.keepAwake = try fields.choice("keepAwake", KeepAwake.allCases.map(\.rawValue)).flatMap(KeepAwake.init)
        report.keepAwakeReason = try fields.string("keepAwakeReason", maximumLength: 200)
        report.soundArmed = try fields.bool("soundArmed")
        if let battery = try fields.object("battery") {
            try battery.requireOnly(BatteryReportInput.fieldNames)
            report.battery = try BatteryReportInput.parse(battery)
        }
        return report
    }
}
