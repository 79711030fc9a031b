/// Where the speaker setting (an ALSA device, or off) is kept, and who must follow it: the Noise feature stores it
/// with its player (one row, so a restart resumes both) and takes the speaker out of the player's outputs when it is
/// switched off. `SoundService.setSpeakerDevice` validates the device and switches the speaker, then calls this.
protocol SpeakerSettingStore: Sendable {
    /// The stored setting (nil: off).
    var storedSpeakerDevice: String? { get }
    /// Stores a new setting; `device` nil is off, and the speaker leaves the player's outputs.
    func storeSpeakerDevice(_ device: String?) async throws
}
