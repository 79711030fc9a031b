import AlarmKitCore

/// Where the holiday calendars the next-trigger computation uses come from. This feature reads the calendars
/// shipped in `web/holidays/`; Alarms B2 adds imported and fetched ones behind the same protocol and calls
/// `AlarmService.holidaysChanged()` when they change.
protocol HolidayCalendars: Sendable {
    /// Every calendar known now.
    func book() async -> HolidayBook
}
