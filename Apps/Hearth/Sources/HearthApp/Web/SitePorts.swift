/// What one feature may ask of another, each through a port its owner declares (`<Feature>/Ports/`), filled by the
/// composition root (`App/CompositionRoot.swift`). A feature reads another feature's data here, never through that
/// feature's service or views.
struct SitePorts: Sendable {
    /// The Alarms feature's next ring, in one line.
    var nextAlarm: any NextAlarmLine
    /// The Noise feature's sound playing now.
    var nowPlaying: any NowPlayingLine
    /// The Days feature's next few days.
    var upcomingDays: any UpcomingDaysLines
    /// The Screens feature's reading of the server's own battery.
    var serverBattery: any ServerBattery
    /// The Weather feature's forecast at a glance.
    var weather: any WeatherGlance
    /// The Agenda feature's today, for the home page and the display.
    var agenda: any AgendaOverview
}
