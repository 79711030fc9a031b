import Foundation

/// The frame counts of one rendering: loop length and seam crossfade, resolved from a spec and options.
struct LoopPlan {
    let spec: GeneratorSpec
    let loopFrames: Int
    let overlapFrames: Int
    let channels: ChannelLayout
    let seed: UInt64
    let loudnessTarget: Double

    init(spec: GeneratorSpec, options: RenderOptions) {
        self.spec = spec
        let rate = DSPMath.sampleRate
        if let pattern = spec.patternFrames {
            let requested = options.duration.flatMap { $0.isFinite ? min(max($0, 0), 600) : nil }
            let repetitions = requested.map { max(1, Int(($0 * rate / Double(pattern)).rounded())) } ?? 1
            loopFrames = pattern * repetitions
        } else {
            let requested = options.duration.flatMap { $0.isFinite ? $0 : nil } ?? RenderOptions.defaultAmbientDuration
            let seconds = min(
                max(requested, RenderOptions.durationRange.lowerBound), RenderOptions.durationRange.upperBound)
            loopFrames = Int((seconds * rate).rounded())
        }
        let crossfade = options.crossfade.flatMap { $0.isFinite ? max(0, $0) : nil } ?? spec.kind.preferredCrossfade
        overlapFrames = min(Int((min(crossfade, 600) * rate).rounded()), loopFrames / 4)
        channels = options.channels
        seed = options.seed
        loudnessTarget =
            options.loudness.flatMap { $0.isFinite ? min(max($0, -70), 0) : nil }
            ?? spec.kind.catalogKind.loudnessTarget
    }

    /// The context for the stochastic part of segment `seed`.
    func context(seed: UInt64) -> SynthesisContext {
        SynthesisContext(spec: spec, seed: seed, loopFrames: loopFrames)
    }

    /// Renders `frames` frames of the stochastic part with `seed`, or nil when the sound has none.
    func renderStochastic(seed: UInt64, frames: Int) -> (left: [Float], right: [Float])? {
        guard var voice = spec.kind.makeVoice(context(seed: seed)) else { return nil }
        let blocks = (frames + Block.frames - 1) / Block.frames
        var left = [Float](repeating: 0, count: blocks * Block.frames)
        var right = [Float](repeating: 0, count: blocks * Block.frames)
        left.withUnsafeMutableBufferPointer { leftBuffer in
            right.withUnsafeMutableBufferPointer { rightBuffer in
                for block in 0..<blocks {
                    voice.renderBlock(
                        leftBuffer.baseAddress! + block * Block.frames, rightBuffer.baseAddress! + block * Block.frames)
                }
            }
        }
        left.removeLast(left.count - frames)
        right.removeLast(right.count - frames)
        return (left, right)
    }

    /// One loop of the periodic part (always with the plan's own seed), or nil when the sound has none.
    func renderPeriodic() -> LoopCanvas? {
        guard let layer = spec.kind.makePeriodicLayer(context(seed: seed)) else { return nil }
        var canvas = LoopCanvas(frames: loopFrames)
        layer.render(into: &canvas)
        return canvas
    }

    /// A loop body: `body`'s first `loopFrames` frames, its start crossfaded (equal power) from `tail`'s frames
    /// `loopFrames ..< loopFrames + overlapFrames` (the continuation of the previous segment, or of itself).
    func join(body: [Float], tail: [Float]) -> [Float] {
        var result = Array(body.prefix(loopFrames))
        let overlap = overlapFrames
        guard overlap > 0 else { return result }
        // Equal power: the incoming body rises as sin, the outgoing tail falls as cos, over a quarter turn.
        var fade = Phasor(frequency: DSPMath.sampleRate / Double(4 * overlap))
        for index in 0..<overlap {
            let (fall, rise) = fade.nextPair()
            result[index] = body[index] * rise + tail[loopFrames + index] * fall
        }
        return result
    }

    /// The channels of a segment before normalization: the stochastic part joined to `previous`, plus the periodic
    /// part, downmixed when mono.
    func assemble(
        current: (left: [Float], right: [Float])?, previous: (left: [Float], right: [Float])?, periodic: LoopCanvas?
    )
        -> [[Float]]
    {
        var left: [Float]
        var right: [Float]
        if let current, let previous {
            left = join(body: current.left, tail: previous.left)
            right = join(body: current.right, tail: previous.right)
        } else {
            left = [Float](repeating: 0, count: loopFrames)
            right = left
        }
        if let periodic {
            for index in 0..<loopFrames {
                left[index] += periodic.left[index]
                right[index] += periodic.right[index]
            }
        }
        if channels == .mono {
            return [zip(left, right).map { ($0 + $1) * 0.5 }]
        }
        return [left, right]
    }
}
