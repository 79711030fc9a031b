/// The quiet-hours settings page (`quiet-hours/settings`).
struct QuietHoursView: Sendable {
    var enabled: Bool
    var start: String
    var end: String
    /// `time`, or `text` for a refused value (`FormInputType`).
    var startInputType: String
    var endInputType: String
    /// "Quiet now, until 07:00" or "Not quiet now".
    var statusText: String
    var quietNow: Bool
    /// "2 reminders wait", when some do.
    var heldText: String?
    var writeLocked: Bool
    var flash: Flash?
    /// Messages beside the fields (`start`, `end`).
    var errors: [String: String]?
}
