import DisplayCore
import Foundation

/// The `/display` page (template `display/page`).
struct DisplayPageView {
    /// The clock's first paint: one character per digit box (an empty first hour box on a 12-hour clock).
    struct Digits {
        var h1: String, h2: String, m1: String, m2: String, s1: String, s2: String
        var period: String
        /// The time as one phrase for screen readers.
        var spoken: String
    }

    /// Which overlays show now (the profile's switches; the feature slots only once they have something).
    struct Overlays {
        var date: Bool, battery: Bool, nextAlarm: Bool, upcomingDays: Bool, soundPlaying: Bool, timeZone: Bool
    }

    /// One line of an overlay slot.
    struct SlotText: Sendable { var text: String }

    /// One upcoming day.
    struct UpcomingDay: Sendable { var title: String, countText: String }

    /// What other features show on the display. Each is empty until its feature fills it: the Alarms team sets
    /// `nextAlarm`, the Noise team `soundPlaying` (at most one element each).
    struct Slots {
        var nextAlarm: [SlotText] = []
        var upcomingDays: [UpcomingDay] = []
        var soundPlaying: [SlotText] = []
        var hasUpcomingDays: Bool { !upcomingDays.isEmpty }
    }

    /// The server's battery, when it has one (the browser's own is drawn by display.js).
    struct BatteryReading { var band: String, charging: Bool, levelText: String }

    var heading: String
    var notice: String?
    var refreshSeconds: String
    var styleHref: String
    var profileID: String
    var surface: String
    var stateJSON: String
    var isNight: Bool
    var showsSeconds: Bool
    var showsPeriod: Bool
    var fontFamily: String
    var fontWeight: Int
    var clock: Digits
    var dateText: String
    var timeZoneText: String
    var overlays: Overlays
    var battery: BatteryReading?
    var slots: Slots
    /// "Open on your phone": the QR corner (`partials/qr-corner`).
    var phoneLink: PhoneLinkView
    /// The Noise feature's hook: its state for noise.js, which plays the mix here when this profile is an output.
    var noise: NowPlayingOverlay?
    /// Whether the profile shows the sound playing (noise.js shows and hides the overlay as sound starts and stops).
    var soundPlayingEnabled = false
    /// The analog face, when the profile has one (faces block).
    var analog: AnalogFaceView?
    /// The world clocks in the overlay (faces block).
    var worldClocks: WorldClocksView?
    /// The weather parts the profile shows (weather block), nil when none or no forecast.
    var weather: WeatherGlanceView?
    /// Today's and tomorrow's agenda, when the profile shows it (agenda block).
    var agenda: AgendaOverlayView?
}

extension DisplayPageView.Digits {
    /// The digit boxes of a DisplayCore clock reading; the seconds, when shown, are the request's own (slots of a
    /// kept page).
    init(_ reading: ClockReading, showsPeriod: Bool, context: RequestContext) {
        self.init(reading, showsPeriod: showsPeriod)
        if reading.second != nil {
            s1 = context.perRequest(.secondsTens, s1)
            s2 = context.perRequest(.secondsOnes, s2)
        }
    }

    /// The digit boxes of a DisplayCore clock reading.
    init(_ reading: ClockReading, showsPeriod: Bool) {
        let hour = Array(reading.hour.count == 1 ? " " + reading.hour : reading.hour)
        let minute = Array(reading.minute)
        let second = Array(reading.second ?? "00")
        h1 = hour[0] == " " ? "" : String(hour[0])
        h2 = String(hour[1])
        m1 = String(minute[0])
        m2 = String(minute[1])
        s1 = String(second[0])
        s2 = String(second.count > 1 ? second[1] : "0")
        period = showsPeriod ? reading.dayPeriod ?? "" : ""
        spoken = reading.hour + ":" + reading.minute + (showsPeriod ? reading.dayPeriod.map { " " + $0 } ?? "" : "")
    }
}
