/// A stream of 16-bit PCM that a ``Speaker`` pulls from its own playback thread.
///
/// The speaker calls ``render(into:frames:)`` on its thread only, one call at a time, with a buffer of
/// `frames × channels` samples, where `channels` is the count given with the source in
/// ``SpeakerMix/Layer/stream(_:channels:volume:)``. A source keeps its own position (it is usually a class with
/// a `Mutex`, or a value that renders from a counter it owns). Rendering must be quick: the speaker writes about
/// every 25 ms, and a source that stalls for longer than the device's buffer causes an underrun.
public protocol PCMSource: Sendable {
    /// Fills `frames` interleaved Int16 frames at the start of `buffer`; returns the frames written (0 = done).
    ///
    /// Returning fewer than `frames` ends the stream: the speaker plays what was written, then drops the source.
    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int
}
