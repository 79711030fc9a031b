import Foundation
import Synchronization

/// A loop at any sample rate, played at 48 kHz by resampling it as the mixer reads (``Resampler``): the frames are
/// exactly those of ``AudioLoop/resampled(to:)``, looped, but only the loop at its own rate is held, never its
/// 48 kHz rendering. A 1 kHz upload is 48 times smaller than its rendering; each read costs the filter's taps for
/// the frames read (44.1 kHz stereo runs hundreds of times faster than real time in a release build).
///
/// ```swift
/// let upload = try AudioLoop(wavData: data)              // 44.1 kHz
/// try mixer.add("upload", source: .resampling(upload), volume: .full)
/// ```
public final class ResampledLoopFeed: MixerFeed {
    /// 1 or more (the mixer plays the first two).
    public let channelCount: Int
    /// Frames per second of what ``read(frames:)`` gives.
    public let sampleRate: Int
    private let loop: AudioLoop
    private let resampler: Resampler
    /// Output frames per period of the loop.
    private let periodFrames: Int
    /// The next output frame within the period.
    private let position = Mutex(0)

    /// Plays `loop` at `rate`.
    ///
    /// - Parameters:
    ///   - loop: The loop at its own rate (not empty).
    ///   - rate: The rate to play at (default 48,000).
    public init(_ loop: AudioLoop, to rate: Int = RenderOptions.sampleRate) {
        self.loop = loop
        channelCount = loop.channelCount
        sampleRate = rate
        resampler = Resampler(from: loop.sampleRate, to: rate)
        periodFrames = resampler.outputFrameCount(forInputFrames: loop.frameCount)
    }

    /// The next `frames` frames, interleaved, starting over at the loop's end (silence for an empty loop).
    public func read(frames: Int) -> [Int16] {
        let count = max(0, frames)
        let channels = channelCount
        guard periodFrames > 0 else { return [Int16](repeating: 0, count: count * channels) }
        return position.withLock { position in
            [Int16](unsafeUninitializedCapacity: count * channels) { buffer, initialized in
                var done = 0
                loop.samples.withUnsafeBufferPointer { input in
                    while done < count {
                        let take = min(count - done, periodFrames - position)
                        let slice = UnsafeMutableBufferPointer(
                            rebasing: buffer[(done * channels)..<((done + take) * channels)])
                        resampler.render(
                            input, channelCount: channels, outputFrames: position..<(position + take), into: slice)
                        done += take
                        position = (position + take) % periodFrames
                    }
                }
                initialized = count * channels
            }
        }
    }
}

extension Mixer.Source {
    /// A loop at any sample rate: the loop itself at 48 kHz, else a ``ResampledLoopFeed`` (resampled as it plays).
    ///
    /// - Parameter loop: The loop.
    /// - Returns: A source the mixer accepts.
    public static func resampling(_ loop: AudioLoop) -> Mixer.Source {
        loop.sampleRate == RenderOptions.sampleRate || loop.frameCount == 0
            ? .loop(loop) : .feed(ResampledLoopFeed(loop))
    }
}
