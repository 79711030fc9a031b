/// A sound held in memory as interleaved 16-bit PCM at 48 kHz, played as a gapless loop.
///
/// The last frame is followed by the first with nothing in between, so a loop whose end joins its start
/// (as `AudioPlayback`'s generators make them) plays without a click. Two loops with the same ``id`` and length
/// are the same sound: when a mix is replaced, a layer keeps its position if the new mix has the same loop.
public struct PCMLoop: Sendable, Equatable {
    /// What identifies the sound, e.g. its catalog id (`"rain-heavy"`).
    public let id: String
    /// Interleaved samples: `frameCount × channels` values.
    public let samples: [Int16]
    /// 1 (mono) or 2 (stereo, left first).
    public let channels: Int

    /// A loop over `samples`, which hold `channels` interleaved channels.
    ///
    /// - Throws: ``SpeakerError/invalidLoop(id:reason:)`` when `channels` is not 1 or 2, there are no samples, or
    ///   the sample count is not a whole number of frames.
    public init(id: String, samples: [Int16], channels: Int) throws(SpeakerError) {
        guard channels == 1 || channels == 2 else {
            throw .invalidLoop(id: id, reason: "channels must be 1 or 2, not \(channels)")
        }
        guard !samples.isEmpty else { throw .invalidLoop(id: id, reason: "it has no samples") }
        guard samples.count % channels == 0 else {
            throw .invalidLoop(
                id: id, reason: "\(samples.count) samples are not a whole number of \(channels)-channel frames")
        }
        self.id = id
        self.samples = samples
        self.channels = channels
    }

    /// The number of frames in one pass of the loop.
    public var frameCount: Int { samples.count / channels }
}
