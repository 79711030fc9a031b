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
    let calendarRefresher: CalendarRefresher
    let weatherRefresher: WeatherRefresher
    let backupScheduler: BackupScheduler

    /// The features, in the order their routes are registered. A new feature adds one line here.
    static let features: [any Feature.Type] = [
        SystemFeature.self, AuthFeature.self, SettingsFeature.self, DaysFeature.self, AlarmsFeature.self,
        DisplayFeature.self, ConnectedDisplaysFeature.self, PhoneLinkFeature.self, SoundFeature.self, NoiseFeature.self,
        HolidayCalendarsFeature.self, QuietHoursFeature.self, WebhooksFeature.self,
        BackupsFeature.self, CalendarsFeature.self, WeatherFeature.self, AgendaFeature.self,
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
            deliver: { [site] notice in
                site.metrics.count(.remindersDelivered)
                site.quietHours.deliverReminder(notice)
            })
        alarmScheduler = AlarmScheduler(
            service: site.alarms, clock: site.alarms.clock, maximumSleep: configuration.alarmCheckInterval,
            logger: site.logger)
        holidayRefresher = HolidayRefresher(service: site.holidays)
        calendarRefresher = CalendarRefresher(service: site.calendars)
        weatherRefresher = WeatherRefresher(service: site.weather)
        backupScheduler = BackupScheduler(
            database: site.database, dataDirectory: configuration.dataDirectory, now: { [site] in site.now },
            timeZone: configuration.timeZone, logger: site.logger, status: site.backups,
            report: { [site] at, succeeded in site.metrics.recordBackup(at: at, succeeded: succeeded) })
        self.generatedAccessCode = site.authenticator.generatedCode
    }

    /// Prepares the data directory, database, templates and routes (without listening yet).
    /// - Throws: `StartupError` saying what is wrong and how to fix it.
    public static func build(configuration: Configuration, logger: Logger) async throws(StartupError) -> HearthApp {
        let startedAt = Date()
        var spans = StartupSpans()
        try DataDirectory.prepare(configuration.dataDirectory)
        if let kind = configuration.testPauseInWrite { TestPause.arm(kind, logger: logger) }
        // Before anything writes: a temporary file found now is a leftover of a run that ended abruptly.
        _ = await Offload.value { LeftoverTemporaryFiles.remove(in: configuration.dataDirectory, logger: logger) }
        spans.mark("dataDirectory")
        // The database opens, the TLS files are read and the strings parsed on other threads while the templates
        // are parsed here.
        // A backup taken before a migration is named by the wall clock (`--test-clock`'s start in tests).
        let opening = Task {
            try await Offload.run {
                try AppDatabase.open(at: configuration.databaseURL) { configuration.testClockStart ?? Date() }
            }
        }
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
        } catch let error as SoundService.LoadError {
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
        serverConfiguration.limits.maxBodyBytes = SoundLimits.maximumRequestBytes
        // The HTTP layer's own early answers (a bad target, a body too large) in the API's one JSON envelope.
        serverConfiguration.earlyErrorResponse = { error, target in
            target.hasPrefix("/api/") ? error.jsonResponse : nil
        }
        let server = HTTPServer(configuration: serverConfiguration, responder: responder, logger: logger)
        spans.mark("routes")
        return HearthApp(
            configuration: configuration, site: site, responder: responder, server: server, startup: spans)
    }

    /// Every route of every feature, in registration order (`docs/openapi.yaml` documents those under `/api/v1`).
    static func router(_ site: Site) -> Router {
        var router = Router()
        for feature in features { feature.register(in: &router, site: site) }
        return router
    }

    /// Every route of every feature, behind the kernel's middleware.
    static func responder(_ site: Site, allowlist: HostAllowlist) -> any Responder {
        router(site).wrapped(in: [
            ObservationMiddleware(requests: site.metrics.requests, logger: site.logger),
            SecurityHeadersMiddleware(),
            ErrorPageMiddleware(site: site),
            HostCheckMiddleware(allowlist: allowlist),
            APIGuardMiddleware(),
            RestoreGateMiddleware(restarts: site.restarts),
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
        calendarRefresher.start()
        weatherRefresher.start()
        backupScheduler.start()
        site.quietHours.start()
        site.webhooks.deliverer.start()
        site.phoneLink.serverStarted(port: port)
        site.sound.start()
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
        await site.sound.stop()
        await holidayRefresher.stop()
        await calendarRefresher.stop()
        await weatherRefresher.stop()
        await backupScheduler.stop()
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
