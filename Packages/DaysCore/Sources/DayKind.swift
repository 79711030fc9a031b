/// What a day counts: toward an event, up from one, or a yearly remembrance.
public enum DayKind: String, CaseIterable, Codable, Sendable {
    /// Counts down to a date ("12 days left").
    case countdown
    /// Counts up from a date ("day 412").
    case countUp
    /// A person's birthday; it recurs yearly even when `repeat` is `none` ("turns 30").
    case birthday
    /// An anniversary; it recurs yearly even when `repeat` is `none` ("5th anniversary").
    case anniversary
    /// Anything else; counts down while ahead and up once past.
    case custom
}
