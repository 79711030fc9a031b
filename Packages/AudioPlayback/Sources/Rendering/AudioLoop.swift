import Foundation

/// Rendered audio: interleaved 16-bit PCM samples that loop seamlessly (or a decoded WAV file).
///
/// ```swift
/// let loop = try GeneratorSpec(.pinkNoise).renderLoop(options: RenderOptions(duration: 30))
/// let bytes = loop.wavData()  // a complete RIFF/WAVE file
/// ```
public struct AudioLoop: Hashable, Sendable {
    /// Interleaved samples: left, right, left, right … for stereo.
    public let samples: [Int16]
    /// 1 or 2.
    public let channelCount: Int
    /// Frames per second (48,000 for everything AudioPlayback renders).
    public let sampleRate: Int

    /// Wraps samples.
    ///
    /// - Parameters:
    ///   - samples: Interleaved samples; their count must be a multiple of `channelCount` (extra samples are dropped).
    ///   - channelCount: 1 or more.
    ///   - sampleRate: Frames per second.
    public init(samples: [Int16], channelCount: Int, sampleRate: Int = RenderOptions.sampleRate) {
        let channels = max(1, channelCount)
        self.samples =
            samples.count % channels == 0 ? samples : Array(samples.prefix(samples.count / channels * channels))
        self.channelCount = channels
        self.sampleRate = sampleRate
    }

    /// The number of frames (samples per channel).
    public var frameCount: Int { samples.count / channelCount }

    /// The length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }

    /// The samples of one channel as floats in [-1, 1).
    public func channel(_ index: Int) -> [Float] {
        stride(from: index, to: samples.count, by: channelCount).map { Float(samples[$0]) / 32_768 }
    }
}
