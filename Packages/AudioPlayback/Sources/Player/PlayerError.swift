/// Why a player action was refused; each names the API field it concerns.
public enum PlayerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Playing needs at least one sound in the mix.
    case emptyMix
    /// Playing needs at least one output.
    case noOutputs
    /// The action needs sound to be playing (a timer, "+15 min").
    case notPlaying
    /// A sleep timer outside 1-720 minutes.
    case timerOutOfRange(minutes: Double)
    /// "+15 min" would make the timer longer than 720 minutes from now.
    case timerTooLong
    /// A fade-out outside 10 s - 30 min.
    case fadeOutOfRange(seconds: Double)
    /// A fade-in outside 0-30 s.
    case fadeInOutOfRange(seconds: Double)

    /// The JSON field of the noise API this error is about.
    public var field: String {
        switch self {
        case .emptyMix: "mix"
        case .noOutputs: "outputs"
        case .notPlaying: "playing"
        case .timerOutOfRange, .timerTooLong: "sleepTimerMinutes"
        case .fadeOutOfRange: "fadeOutSeconds"
        case .fadeInOutOfRange: "fadeInSeconds"
        }
    }

    /// An English sentence.
    public var description: String {
        switch self {
        case .emptyMix: "choose at least one sound"
        case .noOutputs: "choose at least one output"
        case .notPlaying: "nothing is playing"
        case .timerOutOfRange(let minutes): "the sleep timer must be 1-720 minutes, not \(minutes.formatted)"
        case .timerTooLong: "the sleep timer cannot run longer than 720 minutes"
        case .fadeOutOfRange(let seconds): "the fade-out must be 10-1800 seconds, not \(seconds.formatted)"
        case .fadeInOutOfRange(let seconds): "the fade-in must be 0-30 seconds, not \(seconds.formatted)"
        }
    }
}
