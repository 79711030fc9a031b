/// Frames that a ``Mixer`` track pulls from an object outside the mixer: for example a long-play stream whose next
/// segment another thread renders ahead (the mixer runs on a speaker's thread and must not wait for synthesis).
public protocol MixerFeed: AnyObject, Sendable {
    /// 1 or 2.
    var channelCount: Int { get }
    /// Frames per second.
    var sampleRate: Int { get }
    /// The next `frames` frames, interleaved (exactly `frames × channelCount` samples).
    func read(frames: Int) -> [Int16]
}
