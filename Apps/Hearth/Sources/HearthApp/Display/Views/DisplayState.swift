import Appearance
import Battery
import DisplayCore
import Foundation

/// What a display needs to draw a profile, decided on the server by DisplayCore: the clock format, the colours
/// now (night palette, brightness), the random colour and burn-in shift of each coming minute, the overlays and
/// their text, and when to ask again. `data-state` on the page and `GET /api/v1/display-profiles/{id}/state`.
struct DisplayState: Encodable, Sendable {
    struct Profile: Encodable, Sendable { var id: String, name: String }
    struct Clock: Encodable, Sendable {
        var hour12: Bool, showSeconds: Bool, showPeriod: Bool, timeZone: String, locale: String
    }
    struct Look: Encodable, Sendable {
        var digits: String, background: String, overlay: String
        var glow: Double, digitOpacity: Double, overlayOpacity: Double
        var fontFamily: String, fontWeight: Int
        /// The manual size in percent of the largest that fits; absent when the clock fits the screen.
        var sizePercent: Int?
        /// `dark` or `light`: which of the two battery palettes reads on the background.
        var surface: String
    }
    struct Night: Encodable, Sendable { var active: Bool, nextSwitch: Int64? }
    /// One minute's digit colour and burn-in shift (px), from `start` (ms since 1970).
    struct Minute: Encodable, Sendable { var start: Int64, digits: String, shiftX: Int, shiftY: Int }
    /// The lowest level (0…100) of a battery band, from the Battery module.
    struct BandStart: Encodable, Sendable { var band: String, minimumLevel: Int }

    var profile: Profile
    var clock: Clock
    var look: Look
    var night: Night
    var overlays: DisplayOverlays
    var dateText: String?
    var timeZoneText: String?
    var minutes: [Minute]
    /// When the state is to be asked again at the latest (ms since 1970).
    var renewAt: Int64
    var batteryBands: [BandStart]
    /// The face and the world clocks (faces block).
    var faces: DisplayFacesState

    /// How many minutes ahead the state covers when the colour or the shift changes each minute.
    static let minutesAhead = 30

    /// The state of `profile` at `instant`, for `language`, covering `minutesAhead` minutes when the colour or the
    /// shift changes each minute (the page embeds a few; the API answers for half an hour).
    init(
        _ profile: DisplayProfile, at instant: Date, in zone: TimeZone, language: Language,
        minutesAhead: Int = DisplayState.minutesAhead
    ) {
        let style = profile.style
        let frame = profile.frame(at: instant, in: zone, locale: language.locale)
        let twelveHour = style.clockFormat.usesTwelveHours(for: language.locale)
        self.profile = Profile(id: profile.id.lowercased, name: profile.name)
        clock = Clock(
            hour12: twelveHour, showSeconds: style.showsSeconds, showPeriod: frame.showsDayPeriodBadge,
            timeZone: zone.identifier, locale: language.intlTag)
        look = Look(
            digits: frame.palette.digitColor.hexString, background: frame.palette.backgroundColor.hexString,
            overlay: frame.overlayColor.hexString, glow: Double(style.glow) / 100,
            digitOpacity: Double(style.digitOpacity) / 100, overlayOpacity: Double(style.overlayOpacity) / 100,
            fontFamily: style.fontFamily.rawValue, fontWeight: style.fontWeight.rawValue,
            sizePercent: style.sizeMode == .manual ? style.manualSize : nil,
            surface: Self.surface(of: frame.palette.backgroundColor))
        night = Night(active: frame.isNight, nextSwitch: frame.nextNightChange.map(StoredInstant.milliseconds))
        overlays = style.overlays
        dateText = frame.dateText
        timeZoneText = frame.timeZoneText
        let minuteStart = Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 60).rounded(.down) * 60)
        let changesEachMinute = style.randomColorEachMinute || style.burnInShift
        var end = min(
            minuteStart.addingTimeInterval(Double(changesEachMinute ? minutesAhead : 60) * 60),
            frame.nextNightChange ?? .distantFuture)
        // The date and the zone's offset change at midnight and at daylight saving: the page asks again then.
        if frame.dateText != nil || frame.timeZoneText != nil {
            end = min(end, OverlayText.nextChange(after: instant, in: zone))
        }
        var minutes = [Self.minute(frame, from: instant)]
        if changesEachMinute {
            var next = minuteStart.addingTimeInterval(60)
            while next < end {
                minutes.append(Self.minute(profile.frame(at: next, in: zone, locale: language.locale), from: next))
                next = next.addingTimeInterval(60)
            }
        }
        self.minutes = minutes
        renewAt = StoredInstant.milliseconds(max(end, minuteStart.addingTimeInterval(60)))
        batteryBands = Self.bandStarts
        faces = DisplayFacesState(style, frame: frame)
    }

    private static func minute(_ frame: DisplayFrame, from instant: Date) -> Minute {
        Minute(
            start: StoredInstant.milliseconds(instant), digits: frame.palette.digitColor.hexString,
            shiftX: frame.burnInOffset.x, shiftY: frame.burnInOffset.y)
    }

    /// `dark` when light digits read best on the background (white contrasts more than black), else `light`.
    static func surface(of background: RGBColor) -> String {
        RGBColor.white.contrastRatio(on: background) >= RGBColor.black.contrastRatio(on: background) ? "dark" : "light"
    }

    /// Where each of Battery's bands starts, read off `BatteryBand(level:)` once.
    static let bandStarts: [BandStart] = {
        var starts: [BandStart] = []
        var previous: BatteryBand?
        for level in 0...100 {
            let band = BatteryBand(level: level)
            if band != previous { starts.append(BandStart(band: band.rawValue, minimumLevel: level)) }
            previous = band
        }
        return starts
    }()
}
