/// A named part of a synthesis and how long it took on the `ContinuousClock`: what
/// ``GeneratorSpec/synthesisSpans(seconds:seed:)`` reports, for the benchmark's profile.
public struct SynthesisSpan: Sendable, Equatable {
    /// `voice` (the stochastic part), `periodic` (the exactly repeating layer), or one step of a layer that names
    /// its steps (`periodic: modes`).
    public let name: String
    /// The time it took.
    public let duration: Duration
}

/// Collects spans while a synthesis runs.
struct SpanRecorder {
    private(set) var spans: [SynthesisSpan] = []

    /// Runs `work`, recording its duration under `name`.
    mutating func measure<Result>(_ name: String, _ work: () -> Result) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let result = work()
        spans.append(SynthesisSpan(name: name, duration: clock.now - start))
        return result
    }
}
