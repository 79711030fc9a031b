import DisplayCore
import Foundation

/// The clock faces of the profile form's live preview (`display/preview-faces` and `display/preview-world`
/// partials): every analog face drawn by DisplayCore for the preview's sample time (12:34:56, like the digital
/// sample), the chosen one shown, and four world-clock rows read at that time today in the home zone.
/// display-settings.js shows the face, the seconds hand and the world clocks being edited as they change.
struct DisplayPreviewFacesView {
    /// One analog face, hidden unless chosen.
    struct Face {
        var analog: AnalogFaceView
        var secondAngle: String
        var shown: Bool
    }

    /// One world-clock row of the form (shown when it has a zone or a label).
    struct World {
        var index: Int
        var label: String
        var time: String
        var offset: String
        var isDay: Bool
        /// The day or night mark ("" for an unknown zone).
        var mark: String
        var shown: Bool
    }

    var designs: [Face]
    var analogShown: Bool
    var secondsMode: String
    var worldClocks: [World]
    var hasWorldClocks: Bool
    /// The sample instant (12:34:56 today at home), in milliseconds since 1970, for display-settings.js.
    var sampleTimeMs: String
    /// The home zone's identifier, for display-settings.js.
    var homeZone: String
    /// Whether the profile's language reads a 12-hour clock (the "follow the language" clock format).
    var languageTwelveHour: Bool

    /// The preview of the form's `values` (the saved style's, or what was posted), at 12:34:56 on `now`'s day in
    /// `zone`.
    init(values: [String: String], now: Date, zone: TimeZone, locale: Locale) {
        let sample = DisplayPreviewSample.instant(on: now, in: zone)
        let minute = sample.addingTimeInterval(-Double(DisplayPreviewSample.second))
        let chosen = values["faces.face"].flatMap(ClockFace.init(rawValue:)) ?? .digital
        let twelveHour = (values["clockFormat"].flatMap(ClockFormat.init(rawValue:)) ?? .followLanguage)
            .usesTwelveHours(for: locale)
        let seconds = values["faces.secondsMode"].flatMap(SecondsMode.init(rawValue:)) ?? .none
        designs = ClockFace.allCases.compactMap { face in
            var style = DisplayStyle()
            style.faces.face = face
            guard let analog = AnalogFaceView(style, minuteStart: minute, in: zone, spoken: "") else { return nil }
            return Face(analog: analog, secondAngle: String(DisplayPreviewSample.second * 6), shown: face == chosen)
        }
        analogShown = chosen.isAnalog
        secondsMode = seconds.rawValue
        worldClocks = (0..<WorldClock.maximumCount).map { index in
            let prefix = DisplayStyleForm.worldClockPrefix + "\(index)]."
            let zoneName = (values[prefix + "zone"] ?? "").trimmingCharacters(in: .whitespaces)
            let label = (values[prefix + "label"] ?? "").trimmingCharacters(in: .whitespaces)
            var row = World(
                index: index, label: label, time: "", offset: "", isDay: false, mark: "",
                shown: !zoneName.isEmpty || !label.isEmpty)
            if TimeZone(identifier: zoneName) != nil {
                let reading = WorldClockReading(
                    of: WorldClock(zone: zoneName, label: label), at: sample, home: zone, twelveHour: twelveHour,
                    locale: locale)
                row.time = reading.clock.text
                row.offset = reading.offsetText
                row.isDay = reading.isDay
                row.mark = reading.isDay ? "☀" : "☾"
            }
            return row
        }
        hasWorldClocks = worldClocks.contains(where: \.shown)
        sampleTimeMs = String(Int64((sample.timeIntervalSince1970 * 1000).rounded()))
        homeZone = zone.identifier
        languageTwelveHour = ClockFormat.followLanguage.usesTwelveHours(for: locale)
    }
}
