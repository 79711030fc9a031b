import AlarmKitCore
import DaysCore
import DisplayCore
import Foundation
import HTTPServer
import Logging

/// The one composition root: every feature's service is made here, and here one feature is handed another's port
/// (`AlarmSpeaker`, `HolidayCalendars`, `SavedMixes`, `SpeakerSettingStore`, `AlarmEventObserver`, …). No feature
/// makes or looks up another feature's service itself.
extension HearthApp {
    /// The shared services and one service per feature.
    static func makeSite(
        spans: inout StartupSpans, configuration: Configuration, database: AppDatabase, renderer: PageRenderer,
        strings: Strings, logger: Logger, startedAt: Date, tls: TLSSetup?
    ) async throws -> Site {
        let web = configuration.webDirectory
        let events = EventHub()
        let daysRepository = DaysRepository(database: database)
        let zone = configuration.timeZone
        let testClock = configuration.testClockStart.map { MovableClock(start: $0, timeZone: zone) }
        // The one wall clock: real time, or the tests' movable clock (alarms, pages, the display, days, /api/v1/time).
        let wallClock: @Sendable () -> Date = { testClock?.now() ?? Date() }
        let alarmClock = testClock?.alarmClock ?? AlarmClock(now: { Date() }, timeZone: { zone })
        // Both sound catalogs are read once, here: the alarms offer the tones, the noise player the ambient sounds.
        let sound = try await SoundService.load(
            configuration: configuration, logger: logger, clock: wallClock,
            publishSpeaker: { status in
                events.publish(.speaker, json: status)
            })
        spans.mark("services.sound")
        let holidays = try await HolidayCalendarService.load(
            database: database, shippedDirectory: web.appendingPathComponent("holidays"), clock: alarmClock,
            fetcher: configuration.holidayFetcher, logger: logger)
        spans.mark("services.holidays")
        let alarms = try await AlarmService.load(
            repository: AlarmsRepository(database: database), clock: alarmClock, calendars: holidays,
            tones: sound.tones, speakerBackstopDelay: configuration.speakerBackstopDelay, logger: logger,
            publishRinging: { ringing in
                events.publish(.ringing, json: ringing)
            },
            publishAlarmsChanged: { events.publish(event: EventKind.alarms.name, data: "{}") })
        spans.mark("services.alarms")
        let display = try await DisplayService.load(
            database: database, timeZone: zone, logger: logger, now: wallClock
        ) {
            kind, event in
            events.publish(kind, json: event)
        }
        spans.mark("services.display")
        await holidays.onChange { [alarms] in
            await alarms.holidaysChanged()
            events.publish(event: EventKind.holidays.name, data: "{}")
        }
        let quietHours = try await QuietHoursService.load(
            database: database, clock: alarmClock, maximumSleep: configuration.alarmCheckInterval, logger: logger,
            publish: { kind, data in events.publish(event: kind.name, data: data) })
        spans.mark("services.quietHours")
        let webhooks = try await WebhookService.load(
            database: database, clock: alarmClock, quietHours: quietHours, timing: configuration.webhookTiming,
            maximumSleep: configuration.alarmCheckInterval, logger: logger,
            publishChanged: { events.publish(event: EventKind.webhooks.name, data: "{}") })
        spans.mark("services.webhooks")
        let weather = try await WeatherService.load(
            database: database, providers: configuration.weather, now: wallClock, timeZone: zone, logger: logger
        ) { answer in
            events.publish(.weather, json: answer)
        }
        spans.mark("services.weather")
        await alarms.addObserver(WebhookAlarmObserver(service: webhooks))
        // Only the pages that list the screens follow the `displays` topic (screens.js), and they get changes.
        let displays = ConnectedDisplays { change in
            let payload = ConnectedDisplaysChangePayload(change, timeZone: zone)
            events.publish(.displays, json: payload, topic: EventKind.displays.name)
        }
        displays.observe(events)
        // The alarms page warns when no connected screen has its sound armed (and no speaker rings).
        await alarms.useDisplayReach { displays.snapshot().filter(\.isSoundArmed).count }
        let noise = try await NoiseService.load(
            configuration: configuration, database: database, sound: sound, logger: logger, clock: wallClock,
            profiles: { display.all.map(\.name) }
        ) { state in
            events.publish(.noise, json: state)
        }
        // The speaker setting is kept with the noise player (which drops the speaker output when it is switched off).
        await sound.useSettingStore(noise)
        spans.mark("services.noise")
        // An alarm whose sound is a saved mix rings that mix (on the pages and the speaker).
        await alarms.useMixes(noise)
        // With a speaker (`--speaker` or the setting), alarms ring there too (always, or as a backstop: the alarm
        // settings), sharing the noise player's device; the ringer follows the speaker setting when it changes.
        let ringer = SpeakerAlarmRinger(sound: sound, mixes: noise, logger: logger, now: alarmClock.now)
        if sound.hasSpeaker {
            await alarms.useSpeaker(ringer, resumingRings: sound.speakerBridge.playbackGuard.interrupted == nil)
        }
        sound.onSpeakerChange { on in await alarms.useSpeaker(on ? ringer : nil) }
        let days = DaysService(
            repository: daysRepository, clock: DaysClock(now: wallClock, timeZone: { zone }),
            feed: try await CalendarFeed.load(database: database, logger: logger), logger: logger)
        let batteries = BatteryService(reader: configuration.batteryReader, logger: logger)
        let calendars = try await makeCalendars(
            database: database, configuration: configuration, now: wallClock, events: events, logger: logger)
        let agenda = makeAgenda(
            days: days, holidays: holidays, calendars: CalendarsAgendaSource(calendars: calendars), events: events,
            clock: wallClock, zone: zone)
        let ports = SitePorts(
            nextAlarm: AlarmsNextRingLine(alarms: alarms, strings: strings),
            nowPlaying: NoiseNowPlaying(noise: noise, strings: strings, timeZone: zone),
            upcomingDays: DaysUpcomingLines(days: days, strings: strings), serverBattery: batteries,
            weather: WeatherServiceGlance(weather: weather, strings: strings),
            agenda: AgendaSummaries(agenda: agenda, strings: strings))
        let site = Site(
            configuration: configuration, database: database, renderer: renderer, strings: strings, events: events,
            logger: logger, startedAt: startedAt, assetVersion: String(Int(startedAt.timeIntervalSince1970), radix: 36),
            staticFiles: StaticFiles(
                root: web.appendingPathComponent("static"), cacheControl: "public, max-age=300",
                extraHeaders: SecurityHeadersMiddleware.secured([:])),
            themeStylesheet: ThemeStylesheet(logger: logger), answers: AnswerCache(), memory: MemoryTrimmer(),
            authenticator: try await Authenticator.load(
                database: database, configuration: configuration, logger: logger, clock: wallClock),
            settings: try await SettingsService.load(database: database, logger: logger) { kind, payload in
                events.publish(kind, json: payload)
            },
            days: days,
            display: display, sound: sound, noise: noise,
            alarms: alarms, holidays: holidays, calendars: calendars, quietHours: quietHours, webhooks: webhooks,
            weather: weather, ports: ports,
            testClock: testClock,
            tls: tls, phoneLink: PhoneLink(host: configuration.host, scheme: configuration.tls.scheme),
            displays: displays, batteries: batteries, agenda: agenda)
        await recordMetrics(
            site.metrics, events: events, displays: displays, sound: sound, noise: noise, alarms: alarms)
        return site
    }

    /// What `/metrics` reads from the features: alarm events (an observer), gauges read when scraped.
    private static func recordMetrics(
        _ metrics: Metrics, events: EventHub, displays: ConnectedDisplays, sound: SoundService, noise: NoiseService,
        alarms: AlarmService
    ) async {
        await alarms.addObserver(AlarmMetrics(metrics: metrics))
        metrics.sample(.eventClients) { Double(events.clientCount) }
        metrics.sample(.connectedDisplays) { Double(displays.snapshot().count) }
        metrics.sample(.noisePlaying) { noise.state.playing ? 1 : 0 }
        metrics.sample(.speaker) { sound.speakerBridge.status.state }
    }
}
