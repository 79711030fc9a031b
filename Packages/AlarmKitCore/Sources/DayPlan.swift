/// What an alarm does on one date, before "skip next" and before whether it is enabled.
public enum DayPlan: Hashable, Sendable {
    /// It rings, for this reason.
    case rings(RingReason)
    /// It would ring but is left out, for this reason.
    case skipped(SkipReason)
    /// Not one of its days.
    case off
}
