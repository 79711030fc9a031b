import Foundation

/// An endless, never-repeating version of a generated sound: differently seeded segments, each a loop's length,
/// chained with the same equal-power crossfade as the loop's seam, so rain does not come back every 45 seconds.
///
/// Segment 0 is exactly the sound's loop (``GeneratorSpec/renderLoop(options:)`` with the same options); segment
/// `k` starts where segment `k - 1`'s synthesis would have gone on. All segments share the loop's gain, so the
/// loudness never jumps. The same seed gives the same stream.
///
/// ```swift
/// var rain = LongPlaySource(generator: try GeneratorSpec(.heavyRain), options: RenderOptions(seed: 7))
/// let first = rain.read(frames: 48_000)  // one second, interleaved
/// ```
public struct LongPlaySource: Sendable {
    private let plan: LoopPlan
    private let normalizer: Normalizer
    private let periodic: LoopCanvas?
    private var previous: (left: [Float], right: [Float])?
    private var current: [Int16]
    private var segmentIndex = 0
    private var position = 0

    /// Prepares the stream and renders its first segment (the loop).
    ///
    /// - Parameters:
    ///   - generator: The sound.
    ///   - options: As for the loop; `seed` seeds segment 0, and segment `k` uses a seed derived from it.
    public init(generator: GeneratorSpec, options: RenderOptions = RenderOptions()) {
        plan = LoopPlan(spec: generator, options: options)
        periodic = plan.renderPeriodic()
        let first = plan.renderStochastic(seed: plan.seed, frames: plan.loopFrames + plan.overlapFrames)
        let channels = plan.assemble(current: first, previous: first, periodic: periodic)
        normalizer = Normalizer(channels: channels, target: plan.loudnessTarget)
        current = normalizer.interleave(channels)
        previous = first
    }

    /// Frames per segment (the loop's length).
    public var segmentFrames: Int { plan.loopFrames }

    /// 1 or 2.
    public var channelCount: Int { plan.channels.channelCount }

    /// Frames per second.
    public var sampleRate: Int { RenderOptions.sampleRate }

    /// Segment `index` on its own (random access, for players that render segments ahead, one by one, and play
    /// them back to back): the same samples the stream gives at frames
    /// `index × segmentFrames ..< (index + 1) × segmentFrames`.
    ///
    /// - Parameter index: 0 or more.
    /// - Returns: One segment.
    public func segment(_ index: Int) -> AudioLoop { segments.segment(index) }

    /// Random access to the stream's segments without the stream's own buffers (about 27 MB for a 45 s stereo
    /// segment): what a player keeps to render segments ahead on another thread.
    public var segments: LongPlaySegments {
        LongPlaySegments(plan: plan, normalizer: normalizer, periodic: periodic)
    }

    /// The next `frames` frames of the stream, interleaved.
    public mutating func read(frames: Int) -> [Int16] {
        var output: [Int16] = []
        output.reserveCapacity(frames * channelCount)
        var remaining = frames
        while remaining > 0 {
            let available = plan.loopFrames - position
            if available == 0 {
                advance()
                continue
            }
            let take = min(available, remaining)
            output += current[(position * channelCount)..<((position + take) * channelCount)]
            position += take
            remaining -= take
        }
        return output
    }

    private mutating func advance() {
        segmentIndex += 1
        let body = plan.renderStochastic(
            seed: LongPlaySegments.seed(segmentIndex, of: plan), frames: plan.loopFrames + plan.overlapFrames)
        let channels = plan.assemble(current: body, previous: previous, periodic: periodic)
        current = normalizer.interleave(channels)
        previous = body
        position = 0
    }
}
