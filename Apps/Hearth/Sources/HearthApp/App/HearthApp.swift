import AlarmKitCore
import Appearance
import AudioPlayback
import DaysCore
import DisplayCore
import Foundation
import HTTPServer
import Logging

/// The Hearth server, composed from its modules: build it, start it, stop it.
/// `main.swift` only parses the command line; tests build the same thing on port 0.
public final class HearthApp: Sendable {
    /// The version shown in the footer and in `/healthz`.
    public static let version = "0.1.0"

    /// The resolved configuration.
    public let configuration: Configuration
    /// An access code generated on this start (shown once), or nil.
    public let generatedAccessCode: String?
    let site: Site
    /// Every route behind the middleware: what the server serves, and what in-process callers (tests) call.
    let responder: any Responder
    private let server: HTTPServer
    let reminders: ReminderScheduler
    private let memoryTrim = Locked<Task<Void, Never>?>(nil)
    /// Where the start-up time went (logged at debug level by `start`).
    private let startup: Locked<StartupSpans>
    let alarmScheduler: AlarmScheduler
    let holidayRefresher: HolidayRefresher

    /// The features, in the order their routes are registered. A new feature adds one line here.
    static let features: [any Feature.Type] = [
        SystemFeature.self, AuthFeature.self, SettingsFeature.self, DaysFeature.self, AlarmsFeature.self,
        DisplayFeature.self, ConnectedDisplaysFeature.self, PhoneLinkFeature.self, NoiseFeature.self,
        HolidayCalendarsFeature.self, QuietHoursFeature.self, WebhooksFeature.self,
    ]

    private init(
        configuration: Configuration, site: Site, responder: any Responder, server: HTTPServer, startup: StartupSpans
    ) {
        self.configuration = configuration
        self.startup = Locked(startup)
        self.site = site
        self.responder = responder
        self.server = server
        reminders = ReminderScheduler(
            repository: site.days.repository, deliveries: ReminderDeliveries(database: site.database),
            clock: site.days.clock, strings: site.strings, logger: site.logger,
            deliver: { [site] notice in site.quietHours.deliverReminder(notice) })
        alarmScheduler = AlarmScheduler(
            service: site.alarms, clock: site.alarms.clock, maximumSleep: configuration.alarmCheckInterval,
            logger: site.logger)
        holidayRefresher = HolidayRefresher(service: site.holidays)
        self.generatedAccessCode = site.authenticator.generatedCode
    }

    /// Prepares the data directory, database, templates and routes (without listening yet).
    /// - Throws: `StartupError` saying what is wrong and how to fix it.
    public static func build(configuration: Configuration, logger: Logger) async throws(StartupError) -> HearthApp {
        let startedAt = Date()
        var spans = StartupSpans()
        try DataDirectory.prepare(configuration.dataDirectory)
        spans.mark("dataDirectory")
        // The database opens, the TLS files are read and the strings parsed on other threads while the templates
        // are parsed here.
        let opening = Task { try await Offload.run { try AppDatabase.open(at: configuration.databaseURL) } }
        let preparingTLS = Task {
            try await Offload.run {
                try TLSSetup.prepare(configuration.tls, dataDirectory: configuration.dataDirectory)
            }
        }
        let web = configuration.webDirectory
        let parsingStrings = Task {
            try await Offload.run {
                // English now; other languages on first use (a failure then is logged and answered in English).
                try Strings(directory: web.appendingPathComponent("locales")) { language, error in
                    logger.error(
                        "A language's strings could not be read; its pages are shown in English",
                        metadata: ["language": "\(language.rawValue)", "reason": "\(error)"])
                }
            }
        }
        let loaded: Result<(PageRenderer, Strings), any Error>
        do {
            // Read only: each template is parsed on its first use.
            let renderer = try await Offload.run {
                try PageRenderer(templatesDirectory: web.appendingPathComponent("templates"))
            }
            loaded = .success((renderer, try await parsingStrings.value))
        } catch {
            _ = try? await parsingStrings.value
            _ = try? await opening.value
            _ = try? await preparingTLS.value
            loaded = .failure(error)
        }
        spans.mark("templatesAndStrings")
        let database: AppDatabase
        do {
            database = try await opening.value
        } catch {
            throw .database(path: configuration.databaseURL.path, reason: "\(error)")
        }
        spans.mark("database")
        let renderer: PageRenderer
        let strings: Strings
        switch loaded {
        case .success(let value): (renderer, strings) = value
        case .failure(let error): throw .webDirectory(path: web.path, reason: "\(error)")
        }
        guard renderer.hasTemplate("layout") else {
            throw .webDirectory(path: web.path, reason: "templates/layout.mustache is missing (is --web-dir right?)")
        }
        let tls: TLSSetup?
        do {
            tls = try await preparingTLS.value
        } catch {
            throw .tls(reason: (error as? TLSError)?.description ?? "\(error)")
        }
        let site: Site
        do {
            site = try await makeSite(
                spans: &spans, configuration: configuration, database: database, renderer: renderer, strings: strings,
                logger: logger, startedAt: startedAt, tls: tls)
        } catch let error as NoiseService.LoadError {
            throw .soundCatalog(error.description)
        } catch {
            throw .database(path: configuration.databaseURL.path, reason: "\(error)")
        }
        spans.mark("services")
        let allowlist = HostAllowlist(extra: configuration.allowedHosts)
        spans.mark("hostAllowlist")
        logger.debug("Accepted Host names", metadata: ["hosts": "\(allowlist.allNames.joined(separator: " "))"])
        let responder = responder(site, allowlist: allowlist)
        var serverConfiguration = ServerConfiguration(
            host: configuration.host, port: configuration.port, tls: tls?.server)
        // A 20 MiB sound upload plus its multipart framing.
        serverConfiguration.limits.maxBodyBytes = NoiseLimits.maximumRequestBytes
        // The HTTP layer's own early answers (a bad target, a body too large) in the API's one JSON envelope.
        serverConfiguration.earlyErrorResponse = { error, target in
            target.hasPrefix("/api/") ? error.jsonResponse : nil
        }
        let server = HTTPServer(configuration: serverConfiguration, responder: responder, logger: logger)
        spans.mark("routes")
        return HearthApp(
            configuration: configuration, site: site, responder: responder, server: server, startup: spans)
    }

    /// The shared services and one service per feature.
    private static func makeSite(
        spans: inout StartupSpans, configuration: Configuration, database: AppDatabase, renderer: PageRenderer,
        strings: Strings,
        logger: Logger, startedAt: Date, tls: TLSSetup?
    ) async throws -> Site {
        let web = configuration.webDirectory
        let events = EventHub()
        let daysRepository = DaysRepository(database: database)
        let zone = configuration.timeZone
        let testClock = configuration.testClockStart.map { MovableClock(start: $0, timeZone: zone) }
        // The one wall clock: real time, or the tests' movable clock (alarms, pages, the display, days, /api/v1/time).
        let wallClock: @Sendable () -> Date = { testClock?.now() ?? Date() }
        let alarmClock = testClock?.alarmClock ?? AlarmClock(now: { Date() }, timeZone: { zone })
        let holidays = try await HolidayCalendarService.load(
            database: database, shippedDirectory: web.appendingPathComponent("holidays"), clock: alarmClock,
            fetcher: configuration.holidayFetcher, logger: logger)
        spans.mark("services.holidays")
        let tones = AlarmTones(file: web.appendingPathComponent("alarm-sounds.json"), logger: logger)
        let alarms = try await AlarmService.load(
            repository: AlarmsRepository(database: database), clock: alarmClock, calendars: holidays,
            tones: tones, logger: logger,
            publishRinging: { ringing in
                guard let bytes = try? Response.stableJSONBytes(ringing) else { return }
                events.publish(event: EventKind.ringing.name, data: String(decoding: bytes, as: UTF8.self))
            },
            publishAlarmsChanged: { events.publish(event: EventKind.alarms.name, data: "{}") })
        spans.mark("services.alarms")
        let display = try await DisplayService.load(
            database: database, timeZone: zone, logger: logger, now: wallClock
        ) {
            kind, event in
            guard let bytes = try? Response.stableJSONBytes(event) else { return }
            events.publish(event: kind.name, data: String(decoding: bytes, as: UTF8.self))
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
        await alarms.addObserver(WebhookAlarmObserver(service: webhooks))
        // Only the pages that list the screens follow the `displays` topic (screens.js), and they get changes.
        let displays = ConnectedDisplays { change in
            let payload = ConnectedDisplaysChangePayload(change, timeZone: zone)
            guard let bytes = try? Response.stableJSONBytes(payload) else { return }
            let name = EventKind.displays.name
            events.publish(event: name, data: String(decoding: bytes, as: UTF8.self), topic: name)
        }
        displays.observe(events)
        // The alarms page warns when no connected screen has its sound armed (and no speaker rings).
        await alarms.useDisplayReach { displays.snapshot().filter(\.isSoundArmed).count }
        let noise = try await NoiseService.load(
            configuration: configuration, database: database, logger: logger, clock: wallClock,
            profiles: { display.all.map(\.name) }
        ) { state in
            guard let bytes = try? Response.stableJSONBytes(state) else { return }
            events.publish(event: EventKind.noise.name, data: String(decoding: bytes, as: UTF8.self))
        } publishSpeaker: { status in
            guard let bytes = try? Response.stableJSONBytes(status) else { return }
            events.publish(event: EventKind.speaker.name, data: String(decoding: bytes, as: UTF8.self))
        }
        spans.mark("services.noise")
        // An alarm whose sound is a saved mix rings that mix (on the pages and the speaker).
        await alarms.useMixes {
            let saved = (try? await noise.mixes()) ?? []
            return Dictionary(saved.map { ($0.id.uuidString.lowercased(), AlarmMix($0)) }) { first, _ in first }
        }
        // With a speaker (`--speaker` or the setting), alarms ring there too (always, or as a backstop: the alarm
        // settings), sharing the noise player's device; the ringer follows the speaker setting when it changes.
        let ringer = SpeakerAlarmRinger(
            bridge: noise.speakerBridge, library: noise.library, catalog: noise.alarmCatalog, fallback: tones.fallback,
            savedMix: { id in try? await noise.mixes().first { $0.id == id }?.mix },
            noiseSound: { id in noise.catalog.withLock { $0.entry(id: id) } }, logger: logger, now: alarmClock.now)
        if noise.hasSpeaker {
            await alarms.useSpeaker(ringer, resumingRings: noise.speakerBridge.playbackGuard.interrupted == nil)
        }
        noise.onSpeakerChange { on in await alarms.useSpeaker(on ? ringer : nil) }
        return Site(
            configuration: configuration, database: database, renderer: renderer, strings: strings, events: events,
            logger: logger, startedAt: startedAt, assetVersion: String(Int(startedAt.timeIntervalSince1970), radix: 36),
            staticFiles: StaticFiles(
                root: web.appendingPathComponent("static"), cacheControl: "public, max-age=300",
                extraHeaders: SecurityHeadersMiddleware.secured([:])),
            themeStylesheet: ThemeStylesheet(logger: logger), answers: AnswerCache(), memory: MemoryTrimmer(),
            authenticator: try await Authenticator.load(
                database: database, configuration: configuration, logger: logger),
            settings: try await SettingsService.load(database: database, logger: logger) { kind, payload in
                guard let bytes = try? Response.stableJSONBytes(payload) else { return }
                events.publish(event: kind.name, data: String(decoding: bytes, as: UTF8.self))
            },
            days: DaysService(
                repository: daysRepository, clock: DaysClock(now: wallClock, timeZone: { zone }),
                feed: try await CalendarFeed.load(database: database, logger: logger), logger: logger),
            display: display,
            noise: noise,
            alarms: alarms, holidays: holidays, quietHours: quietHours, webhooks: webhooks, testClock: testClock,
            tls: tls, phoneLink: PhoneLink(host: configuration.host, scheme: configuration.tls.scheme),
            displays: displays, batteries: BatteryService(reader: configuration.batteryReader, logger: logger))
    }

    /// Every route of every feature, behind the kernel's middleware.
    static func responder(_ site: Site, allowlist: HostAllowlist) -> any Responder {
        var router = Router()
        for feature in features { feature.register(in: &router, site: site) }
        return router.wrapped(in: [
            SecurityHeadersMiddleware(),
            ErrorPageMiddleware(site: site),
            HostCheckMiddleware(allowlist: allowlist),
            APIGuardMiddleware(),
        ])
    }

    /// Starts listening.
    /// - Throws: `StartupError.portInUse` and friends.
    public func start() throws(StartupError) {
        do {
            try server.start()
        } catch let error as HTTPServerError {
            if case .addressInUse(let host, let port) = error { throw .portInUse(host: host, port: port) }
            if case .invalidTLS(let reason) = error { throw .tls(reason: reason) }
            throw .listen(reason: error.description)
        } catch {
            throw .listen(reason: "\(error)")
        }
        reminders.start()
        alarmScheduler.start()
        holidayRefresher.start()
        site.quietHours.start()
        site.webhooks.deliverer.start()
        site.phoneLink.serverStarted(port: port)
        site.noise.start()
        let spans = startup.withLock { spans in
            spans.mark("listen")
            return spans.metadata
        }
        site.logger.debug("Start-up spans (ms)", metadata: spans)
        let memory = site.memory
        memoryTrim.withLock { $0 = Task { await memory.run() } }
        site.logger.info(
            "Hearth started", metadata: ["port": "\(port)", "dataDir": "\(configuration.dataDirectory.path)"])
    }

    /// The port actually listened on.
    public var port: Int { server.port }

    /// Stops gracefully: in-flight requests finish, event streams close.
    public func stop() async {
        await reminders.stop()
        memoryTrim.withLock { $0 }?.cancel()
        await alarmScheduler.stop()
        await site.noise.stop()
        await holidayRefresher.stop()
        await site.quietHours.stop()
        await site.webhooks.deliverer.stop()
        await server.stop()
    }

    /// What `hearth serve` prints once listening: where to open Hearth and, on first start, the access code.
    public func banner() -> String {
        let urls = StartupBanner.urls(host: configuration.host, port: port, scheme: configuration.tls.scheme)
        return StartupBanner.text(
            urls: urls, port: port, generatedCode: generatedAccessCode, configuration: configuration, tls: site.tls)
    }
}
