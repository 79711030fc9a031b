/// The speaker setting's page (`noise/speaker-settings`).
struct SpeakerSettingsView: Sendable {
    /// The device in the field (the stored setting, what was typed, or the command line's device).
    var device: String
    /// `--speaker` chose the device: the field is read-only.
    var setByCommandLine: Bool
    /// "Now: Playing on hw:1,0".
    var statusText: String
    /// The speaker's last error (a missing device), when there is one.
    var lastError: String?
    var playing: Bool
    var writeLocked: Bool
    var flash: Flash?
    /// Messages beside the field (`device`).
    var errors: [String: String]?
}
