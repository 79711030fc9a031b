/// Where a yearly day that falls on 29 February lands in common years. JSON field `leapDayRule`.
public enum LeapDayRule: String, CaseIterable, Codable, Sendable {
    /// 28 February (the default).
    case feb28
    /// 1 March.
    case mar1
}
