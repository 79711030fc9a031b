import Foundation

/// The quiet period, as a feature that holds notifications asks it (the webhooks hold deliveries while it is quiet):
/// the QuietHours feature answers it (`QuietHoursService`); the composition root hands it over.
protocol QuietPeriods: Sendable {
    /// When the quiet period around `instant` (now when nil) ends, or nil when it is not quiet.
    func quietUntil(_ instant: Date?) -> Date?
    /// Calls `handler` whenever held notifications may go (the period ended, or the setting changed).
    func onRelease(_ handler: @escaping @Sendable () async -> Void)
}

extension QuietHoursService: QuietPeriods {}
