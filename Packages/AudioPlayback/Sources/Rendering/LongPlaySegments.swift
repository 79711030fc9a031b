/// The segments of a ``LongPlaySource`` at random access: segment `k` is the stream's frames
/// `k × segmentFrames ..< (k + 1) × segmentFrames`. Small (the plan, the loudness gain and the periodic layer), so a
/// player can keep it and render the next segment on another thread while the current one plays.
public struct LongPlaySegments: Sendable {
    let plan: LoopPlan
    let normalizer: Normalizer
    let periodic: LoopCanvas?

    /// Frames per segment (the loop's length).
    public var segmentFrames: Int { plan.loopFrames }

    /// 1 or 2.
    public var channelCount: Int { plan.channels.channelCount }

    /// Frames per second.
    public var sampleRate: Int { RenderOptions.sampleRate }

    /// The seed of segment `index` of `plan`'s stream.
    static func seed(_ index: Int, of plan: LoopPlan) -> UInt64 {
        index == 0 ? plan.seed : RandomStream.derive(plan.seed, UInt64(index))
    }

    /// Segment `index` (0 or more); segment 0 is the sound's loop.
    public func segment(_ index: Int) -> AudioLoop {
        let index = max(0, index)
        let total = plan.loopFrames + plan.overlapFrames
        let body = plan.renderStochastic(seed: Self.seed(index, of: plan), frames: total)
        let tail = index == 0 ? body : plan.renderStochastic(seed: Self.seed(index - 1, of: plan), frames: total)
        let channels = plan.assemble(current: body, previous: tail, periodic: periodic)
        return AudioLoop(samples: normalizer.interleave(channels), channelCount: channels.count)
    }
}
