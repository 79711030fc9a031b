/// How many channels a rendering has.
public enum ChannelLayout: Int, Hashable, Codable, Sendable, CaseIterable {
    /// One channel (both channels mixed down).
    case mono = 1
    /// Two channels, interleaved left then right.
    case stereo = 2

    /// The number of channels.
    public var channelCount: Int { rawValue }
}
