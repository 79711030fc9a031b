import Logging

/// How long each stage of the start took (`ContinuousClock` spans), logged at debug level once the app listens:
/// `hearth serve --log-level debug` shows where start-up time goes.
struct StartupSpans: Sendable {
    private var last = ContinuousClock.now
    private(set) var spans: [(stage: String, milliseconds: Double)] = []

    /// Ends the current stage.
    mutating func mark(_ stage: String) {
        let now = ContinuousClock.now
        let elapsed = now - last
        spans.append((stage, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15))
        last = now
    }

    /// The spans as log metadata, in milliseconds.
    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        for span in spans { metadata[span.stage] = "\((span.milliseconds * 100).rounded() / 100)" }
        return metadata
    }
}
