import Foundation

extension GeneratorSpec {
    /// Renders a seamless loop: the end flows into the start with no click or dip.
    ///
    /// The stochastic part is rendered for the loop plus a crossfade, and the overshoot is faded into the start
    /// with an equal-power curve; periodic parts (hums, ticks, rails, alarm patterns) repeat exactly. The loop is
    /// then freed of DC, normalized to the target loudness (BS.1770 LUFS) and kept at or below -1 dBFS.
    ///
    /// - Parameter options: Length, crossfade, channels, seed and loudness.
    /// - Returns: 16-bit PCM at 48 kHz.
    public func renderLoop(options: RenderOptions = RenderOptions()) -> AudioLoop {
        let plan = LoopPlan(spec: self, options: options)
        let stochastic = plan.renderStochastic(seed: plan.seed, frames: plan.loopFrames + plan.overlapFrames)
        let channels = plan.assemble(current: stochastic, previous: stochastic, periodic: plan.renderPeriodic())
        let normalizer = Normalizer(channels: channels, target: plan.loudnessTarget)
        return AudioLoop(samples: normalizer.interleave(channels), channelCount: channels.count)
    }

    /// Synthesizes like ``synthesize(seconds:seed:)`` and times its parts on the `ContinuousClock`: the stochastic
    /// voice, and the periodic layer (split into its steps for layers that name them, such as the train's rails).
    ///
    /// - Returns: The spans, in the order they ran.
    public func synthesisSpans(seconds: Double, seed: UInt64 = 1) -> [SynthesisSpan] {
        let plan = LoopPlan(spec: self, options: RenderOptions(duration: seconds, crossfade: 0, seed: seed))
        var recorder = SpanRecorder()
        _ = recorder.measure("voice") { plan.renderStochastic(seed: seed, frames: plan.loopFrames) }
        if let layer = kind.makePeriodicLayer(plan.context(seed: seed)) {
            var canvas = LoopCanvas(frames: plan.loopFrames)
            layer.render(into: &canvas, spans: &recorder)
        }
        return recorder.spans
    }

    /// Renders `seconds` of the raw synthesis (stochastic and periodic parts, before looping and normalization):
    /// what the benchmark times.
    ///
    /// - Parameters:
    ///   - seconds: Length to render.
    ///   - seed: The random seed.
    /// - Returns: The number of frames rendered.
    @discardableResult
    public func synthesize(seconds: Double, seed: UInt64 = 1) -> Int {
        let plan = LoopPlan(spec: self, options: RenderOptions(duration: seconds, crossfade: 0, seed: seed))
        let stochastic = plan.renderStochastic(seed: seed, frames: plan.loopFrames)
        let periodic = plan.renderPeriodic()
        return max(stochastic?.left.count ?? 0, periodic?.frames ?? 0)
    }
}
