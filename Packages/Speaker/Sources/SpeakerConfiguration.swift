/// Which ALSA device a ``Speaker`` plays on, and how.
public struct SpeakerConfiguration: Sendable, Equatable {
    /// An ALSA PCM name: `default`, `hw:1,0`, `plughw:CARD=Device,DEV=0`, `null`, or a name defined in
    /// ``alsaConfigurationFile``.
    public var device: String
    /// Channels written to the device: 1 or 2. Mono loops are copied to both channels of a stereo device;
    /// stereo loops are averaged on a mono one.
    public var channels: Int
    /// The device buffer: how far ahead of the ear the speaker writes (10 ms…2 s). About 100 ms rides out a busy
    /// machine; a change of mix is heard after at most this long plus one period (a quarter of it).
    public var latency: Duration
    /// An ALSA configuration file (asoundrc syntax) read on top of the system's for this speaker only, or `nil`.
    /// Tests use it to define a `file` plugin device; it is re-read at each open.
    public var alsaConfigurationFile: String?
    /// The first wait before reopening a missing or failed device; it doubles up to ``maximumReopenDelay``.
    public var reopenDelay: Duration
    /// The longest wait between two attempts to reopen the device.
    public var maximumReopenDelay: Duration

    /// A device made by the speaker itself that plays nothing but takes frames at 48 kHz like a sound card: its
    /// buffer drains in real time, and a source that stalls longer than ``latency`` causes a real underrun. ALSA's
    /// `null` device has no clock; use this one for tests and latency measurements on machines without sound.
    public static let clockedNullDevice = "hearth-clocked-null"

    /// A configuration for `device` (an ALSA PCM name) with `channels` (1 or 2).
    public init(
        device: String, channels: Int = 2, latency: Duration = .milliseconds(100),
        alsaConfigurationFile: String? = nil, reopenDelay: Duration = .milliseconds(500),
        maximumReopenDelay: Duration = .seconds(10)
    ) {
        self.device = device
        self.channels = channels
        self.latency = latency
        self.alsaConfigurationFile = alsaConfigurationFile
        self.reopenDelay = reopenDelay
        self.maximumReopenDelay = maximumReopenDelay
    }

    /// Checks every field, naming the first that is wrong.
    ///
    /// - Throws: ``SpeakerError/invalidConfiguration(field:reason:)``.
    public func validate() throws(SpeakerError) {
        guard !device.isEmpty, !device.contains("\0") else {
            throw .invalidConfiguration(field: "device", reason: "must be an ALSA PCM name such as default or hw:1,0")
        }
        guard channels == 1 || channels == 2 else {
            throw .invalidConfiguration(field: "channels", reason: "must be 1 or 2, not \(channels)")
        }
        guard latency >= .milliseconds(10), latency <= .seconds(2) else {
            throw .invalidConfiguration(field: "latency", reason: "must be between 10 ms and 2 s, not \(latency)")
        }
        guard reopenDelay > .zero, maximumReopenDelay >= reopenDelay else {
            throw .invalidConfiguration(
                field: "reopenDelay", reason: "must be positive and at most maximumReopenDelay")
        }
    }
}
