/// An upcoming ring with the explanation a page shows: why it rings (a make-up working day adds it) and which
/// occurrences before it are skipped and why (a holiday, an exception date, a pause, "skip next").
public struct ScheduledRing: Hashable, Sendable {
    /// The ring.
    public var trigger: AlarmTrigger
    /// The occurrences skipped since the previous listed ring (or since the start), earliest first.
    public var skippedBefore: [SkippedOccurrence]

    /// Creates a scheduled ring.
    ///
    /// - Parameters:
    ///   - trigger: The ring.
    ///   - skippedBefore: The skipped occurrences before it.
    public init(trigger: AlarmTrigger, skippedBefore: [SkippedOccurrence]) {
        self.trigger = trigger
        self.skippedBefore = skippedBefore
    }
}
