/// The alarm settings page (`alarms/settings`).
struct AlarmSettingsView: Sendable {
    /// One choice of how the speaker rings.
    struct Choice: Sendable {
        var value: String
        var label: String
        var hint: String
        var checked: Bool
    }

    var choices: [Choice]
    /// "No speaker is set up…" when Hearth runs without `--speaker`.
    var noSpeakerText: String?
    var writeLocked: Bool
    var flash: Flash?
    /// The message beside the choices, when the form was refused.
    var error: String?
}
