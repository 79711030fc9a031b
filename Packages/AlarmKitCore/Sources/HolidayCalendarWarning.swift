/// Something a person should know about a holiday calendar that was read anyway.
public enum HolidayCalendarWarning: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file has no events (or only cancelled ones): no alarm skips or adds a day because of it.
    case noEvents

    /// An English sentence.
    public var description: String {
        switch self {
        case .noEvents: "the file has no events, so it names no holiday"
        }
    }
}
