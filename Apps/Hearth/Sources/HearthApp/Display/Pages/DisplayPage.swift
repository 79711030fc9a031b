import Battery
import DisplayCore
import Foundation
import HTTPServer

/// `GET /display?profile=NAME`: the wall and bedside clock; `GET /display/style.css`: a profile's colours as a
/// stylesheet (the page carries no inline style, and works without JavaScript).
///
/// The page is kept per minute in the answer cache (a thousand screens reloading after a restart get the same
/// bytes); the seconds, the refresh delay and the server time are spliced into each answer.
struct DisplayPage: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let dependencies: [CacheDependency] =
            [
                .data(site.display.version), .data(site.ports.upcomingDays.version),
                .data(site.ports.nowPlaying.version), .data(site.ports.nextAlarm.version),
                .data(site.ports.weather.version), .minute, .day, .host,
            ] + site.ports.agenda.versions.map { .data($0) }
        site.page("/display", in: &router, dependsOn: dependencies) { request, context in
            try await show(request, context: context)
        }
        router.get("/display/style.css") { request in try DisplayStylesheet(query: request.query).response() }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        let language = context.language
        let service = site.display
        let asked = request.query["profile"]
        let named = asked.flatMap(service.profile(named:))
        let profile = named ?? service.defaultProfile
        let now = service.now()
        let zone = service.timeZone
        let frame = profile.frame(at: now, in: zone, locale: language.locale)
        // A few minutes in the page (each costs a DisplayCore frame); display.js asks for half an hour soon after.
        let state = DisplayState(profile, at: now, in: zone, language: language, minutesAhead: 6)
        let style = profile.style
        let upcoming = try await site.ports.upcomingDays.upcomingLines(limit: 3, language: language).map {
            DisplayPageView.UpcomingDay(title: $0.title, countText: $0.countText)
        }
        let sound = site.ports.nowPlaying.overlayLine(language: language)
        let nextAlarm = await site.ports.nextAlarm.nextRingLine(language: language)
        let slots = DisplayPageView.Slots(
            nextAlarm: nextAlarm.map { [.init(text: $0)] } ?? [],
            upcomingDays: upcoming, soundPlaying: sound.isPlaying ? [.init(text: sound.text)] : [])
        let notice = asked.flatMap { name in
            named == nil && !name.isEmpty
                ? site.strings.string("display.notFound", language, ["name": name, "fallback": profile.name]) : nil
        }
        let stylesheet = DisplayStylesheet(
            digits: frame.palette.digitColor, background: frame.palette.backgroundColor, overlay: frame.overlayColor,
            glow: style.glow, digitOpacity: style.digitOpacity, overlayOpacity: style.overlayOpacity,
            shiftX: frame.burnInOffset.x, shiftY: frame.burnInOffset.y)
        // The server's own battery, for the page without JavaScript (display.js prefers the browser's own).
        let battery = site.ports.serverBattery.serverBattery().map {
            DisplayPageView.BatteryReading(band: $0.band.rawValue, charging: $0.isCharging, levelText: "\($0.level)%")
        }
        var view = DisplayPageView(
            heading: site.strings.string("display.heading", language, ["name": profile.name]),
            notice: notice,
            refreshSeconds: context.perRequest(.refreshSeconds, String(PageSlot.refreshSeconds(at: now))),
            styleHref: stylesheet.href,
            profileID: profile.id.lowercased, surface: state.look.surface,
            stateJSON: String(decoding: try Response.stableJSONBytes(state), as: UTF8.self),
            isNight: frame.isNight, showsSeconds: style.showsSeconds, showsPeriod: frame.showsDayPeriodBadge,
            fontFamily: style.fontFamily.rawValue, fontWeight: style.fontWeight.rawValue,
            clock: .init(frame.clock, showsPeriod: frame.showsDayPeriodBadge, context: context),
            dateText: frame.dateText ?? "", timeZoneText: frame.timeZoneText ?? "",
            overlays: .init(
                date: style.overlays.date, battery: style.overlays.battery && battery != nil,
                nextAlarm: style.overlays.nextAlarm && !slots.nextAlarm.isEmpty,
                upcomingDays: style.overlays.upcomingDays && slots.hasUpcomingDays,
                soundPlaying: style.overlays.soundPlaying && !slots.soundPlaying.isEmpty,
                timeZone: style.overlays.timeZone),
            battery: battery, slots: slots, phoneLink: site.phoneLinkView(for: request, language: language))
        view.noise = sound
        view.soundPlayingEnabled = style.overlays.soundPlaying
        let minuteStart = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
        let period = frame.clock.dayPeriod.map { " " + $0 } ?? ""
        view.analog = AnalogFaceView(
            style, minuteStart: minuteStart, in: zone, spoken: frame.clock.hour + ":" + frame.clock.minute + period)
        view.worldClocks = WorldClocksView(state.faces)
        let dayAhead = DisplayDayAhead(ports: site.ports)
        view.weather = dayAhead.weather(style, language: language)
        view.agenda = try await dayAhead.agenda(style, language: language)
        var response = try site.render(
            Page(template: "display/page", titleKey: "display.titles.display", section: "/display", view: view),
            request: request, context: context)
        response.headers["Cache-Control"] = "no-store"
        return response
    }
}
