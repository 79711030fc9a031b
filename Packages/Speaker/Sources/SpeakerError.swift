/// Why a speaker could not be configured, could not play, or lost its device.
///
/// Its ``description`` is a sentence for a log or for `GET /api/v1/speaker`'s `lastError`.
public enum SpeakerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A configuration field is out of range (`field` names it, e.g. `channels`).
    case invalidConfiguration(field: String, reason: String)
    /// A mix field is out of range (`field` names it, e.g. `layers[1].volume`).
    case invalidMix(field: String, reason: String)
    /// A loop's samples or channel count are unusable.
    case invalidLoop(id: String, reason: String)
    /// ALSA knows no PCM device of that name, or its sound card is absent (e.g. a USB speaker unplugged).
    case deviceNotFound(device: String)
    /// Another program holds the device.
    case deviceBusy(device: String)
    /// The device refuses 16-bit, 48 kHz audio with the configured channel count and latency.
    case unsupportedFormat(device: String, reason: String)
    /// The ALSA configuration file given in ``SpeakerConfiguration/alsaConfigurationFile`` cannot be read.
    case configurationUnreadable(path: String, reason: String)
    /// Opening the device failed for another reason (`code` is alsa-lib's negative error code).
    case openFailed(device: String, code: Int32, reason: String)
    /// The device failed while playing and could not be recovered (it is reopened with backoff).
    case deviceLost(device: String, reason: String)
    /// alsa-lib (`libasound.so.2`, Debian's `libasound2`) cannot be loaded, so no device can be opened: `reason` is
    /// the loader's message (the file is missing, or lacks a function the speaker uses).
    case libraryMissing(reason: String)

    /// A sentence naming the device or field and why.
    public var description: String {
        switch self {
        case .invalidConfiguration(let field, let reason): "speaker configuration: \(field) \(reason)"
        case .invalidMix(let field, let reason): "speaker mix: \(field) \(reason)"
        case .invalidLoop(let id, let reason): "loop '\(id)' cannot be played: \(reason)"
        case .deviceNotFound(let device):
            "ALSA device '\(device)' does not exist or its card is not connected (`aplay -L` lists the names)"
        case .deviceBusy(let device): "ALSA device '\(device)' is busy: another program is using it"
        case .unsupportedFormat(let device, let reason):
            "ALSA device '\(device)' cannot play 16-bit 48 kHz audio as configured: \(reason)"
        case .configurationUnreadable(let path, let reason): "ALSA configuration '\(path)' cannot be read: \(reason)"
        case .openFailed(let device, let code, let reason):
            "ALSA device '\(device)' cannot be opened: \(reason) (\(code))"
        case .deviceLost(let device, let reason): "ALSA device '\(device)' failed while playing: \(reason)"
        case .libraryMissing(let reason):
            "ALSA (libasound2) is not installed: the speaker is off; install libasound2 to use it (\(reason))"
        }
    }
}
