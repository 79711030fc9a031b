/// What a ``Speaker`` is doing, for `GET /api/v1/speaker` and logs. Encodes as JSON with the property names.
public struct SpeakerStatus: Sendable, Equatable, Encodable {
    /// The speaker's state.
    public enum State: String, Sendable, Equatable, Encodable {
        /// Closed: ``Speaker/close()`` was called.
        case off
        /// Nothing to play; the device is closed (other programs may use it).
        case idle
        /// Writing sound to the open device.
        case playing
        /// There is something to play but the device is missing or failed; it is retried with backoff.
        case error
        /// alsa-lib cannot be loaded (``SpeakerError/libraryMissing(reason:)`` in ``SpeakerStatus/lastError``):
        /// nothing plays, and nothing is retried, until the program is restarted with ALSA installed.
        case unavailable
    }

    /// The ALSA PCM name.
    public var device: String
    /// Off, idle, playing, error or unavailable.
    public var state: State
    /// The most recent error, kept after the device recovers, or `nil` if none happened.
    public var lastError: SpeakerError?
    /// Frames written to the device since the speaker was made.
    public var framesWritten: Int
    /// Underruns (the device ran dry) recovered with `snd_pcm_recover`.
    public var underruns: Int
    /// Times the device came back after it was missing or failed.
    public var reopens: Int
    /// Frames written per period (the speaker's render chunk) while the device is open, else `nil`.
    public var periodFrames: Int?
    /// The device buffer in frames while it is open, else `nil`.
    public var bufferFrames: Int?

    private enum CodingKeys: String, CodingKey {
        case device, state, lastError, framesWritten, underruns, reopens, periodFrames, bufferFrames
    }

    /// Encodes `lastError` as its sentence, other fields as they are.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(state, forKey: .state)
        try container.encode(lastError?.description, forKey: .lastError)
        try container.encode(framesWritten, forKey: .framesWritten)
        try container.encode(underruns, forKey: .underruns)
        try container.encode(reopens, forKey: .reopens)
        try container.encode(periodFrames, forKey: .periodFrames)
        try container.encode(bufferFrames, forKey: .bufferFrames)
    }
}
