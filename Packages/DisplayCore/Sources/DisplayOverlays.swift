/// Which small texts a display shows around the clock; each is switched per profile.
public struct DisplayOverlays: Hashable, Sendable, Codable {
    /// The date, e.g. "7 September Mon".
    public var date: Bool
    /// The battery level and charging bolt.
    public var battery: Bool
    /// The next alarm.
    public var nextAlarm: Bool
    /// The next upcoming days.
    public var upcomingDays: Bool
    /// The sound playing.
    public var soundPlaying: Bool
    /// The time zone.
    public var timeZone: Bool

    /// Creates a set of overlays; by default the date, battery and next alarm show.
    /// - Parameters:
    ///   - date: show the date.
    ///   - battery: show the battery.
    ///   - nextAlarm: show the next alarm.
    ///   - upcomingDays: show the upcoming days.
    ///   - soundPlaying: show the sound playing.
    ///   - timeZone: show the time zone.
    public init(
        date: Bool = true, battery: Bool = true, nextAlarm: Bool = true, upcomingDays: Bool = false,
        soundPlaying: Bool = false, timeZone: Bool = false
    ) {
        self.date = date
        self.battery = battery
        self.nextAlarm = nextAlarm
        self.upcomingDays = upcomingDays
        self.soundPlaying = soundPlaying
        self.timeZone = timeZone
    }

    /// Whether any overlay shows (the page leaves room for them).
    public var showsAny: Bool { date || battery || nextAlarm || upcomingDays || soundPlaying || timeZone }
}
