import Appearance
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

    /// The features, in the order their routes are registered. A new feature adds one line here.
    static let features: [any Feature.Type] = [
        SystemFeature.self, AuthFeature.self, SettingsFeature.self, DaysFeature.self,
        DisplayFeature.self, ConnectedDisplaysFeature.self, PhoneLinkFeature.self, NoiseFeature.self,
    ]

    private init(configuration: Configuration, site: Site, responder: any Responder, server: HTTPServer) {
        self.configuration = configuration
        self.site = site
        self.responder = responder
        self.server = server
        reminders = ReminderScheduler(
            repository: site.days.repository, deliveries: ReminderDeliveries(database: site.database),
            clock: site.days.clock, strings: site.strings, logger: site.logger,
            deliver: { [site] notice in site.publish(.reminder, notice) })
        self.generatedAccessCode = site.authenticator.generatedCode
    }

    /// Prepares the data directory, database, templates and routes (without listening yet).
    /// - Throws: `StartupError` saying what is wrong and how to fix it.
    public static func build(configuration: Configuration, logger: Logger) async throws(StartupError) -> HearthApp {
        let startedAt = Date()
        try DataDirectory.prepare(configuration.dataDirectory)
        let database: AppDatabase
        do {
            database = try await Offload.run { try AppDatabase.open(at: configuration.databaseURL) }
        } catch {
            throw .database(path: configuration.databaseURL.path, reason: "\(error)")
        }
        let web = configuration.webDirectory
        let renderer: PageRenderer
        let strings: Strings
        do {
            renderer = try await PageRenderer(templatesDirectory: web.appendingPathComponent("templates"))
            strings = try Strings(directory: web.appendingPathComponent("locales"))
        } catch {
            throw .webDirectory(path: web.path, reason: "\(error)")
        }
        guard renderer.hasTemplate("layout") else {
            throw .webDirectory(path: web.path, reason: "templates/layout.mustache is missing (is --web-dir right?)")
        }
        let tls: TLSSetup?
        do {
            tls = try await Offload.run {
                try TLSSetup.prepare(configuration.tls, dataDirectory: configuration.dataDirectory)
            }
        } catch {
            throw .tls(reason: (error as? TLSError)?.description ?? "\(error)")
        }
        let site: Site
        do {
            site = try await makeSite(
                configuration: configuration, database: database, renderer: renderer, strings: strings,
                logger: logger, startedAt: startedAt, tls: tls)
        } catch let error as NoiseService.LoadError {
            throw .soundCatalog(error.description)
        } catch {
            throw .database(path: configuration.databaseURL.path, reason: "\(error)")
        }
        let allowlist = HostAllowlist(extra: configuration.allowedHosts)
        logger.debug("Accepted Host names", metadata: ["hosts": "\(allowlist.allNames.joined(separator: " "))"])
        let responder = responder(site, allowlist: allowlist)
        var serverConfiguration = ServerConfiguration(
            host: configuration.host, port: configuration.port, tls: tls?.server)
        // A 20 MiB sound upload plus its multipart framing.
        serverConfiguration.limits.maxBodyBytes = NoiseLimits.maximumRequestBytes
        let server = HTTPServer(configuration: serverConfiguration, responder: responder, logger: logger)
        return HearthApp(configuration: configuration, site: site, responder: responder, server: server)
    }

    /// The shared services and one service per feature.
    private static func makeSite(
        configuration: Configuration, database: AppDatabase, renderer: PageRenderer, strings: Strings,
        logger: Logger, startedAt: Date, tls: TLSSetup?
    ) async throws -> Site {
        let web = configuration.webDirectory
        let events = EventHub()
        let daysRepository = DaysRepository(database: database)
        let zone = configuration.timeZone
        let display = try await DisplayService.load(database: database, timeZone: zone, logger: logger) {
            kind, event in
            guard let bytes = try? Response.stableJSONBytes(event) else { return }
            events.publish(event: kind.name, data: String(decoding: bytes, as: UTF8.self))
        }
        let displays = ConnectedDisplays { screens in
            guard let bytes = try? Response.stableJSONBytes(ConnectedDisplaysPayload(screens, timeZone: zone)) else {
                return
            }
            events.publish(event: EventKind.displays.name, data: String(decoding: bytes, as: UTF8.self))
        }
        displays.observe(events)
        return Site(
            configuration: configuration, database: database, renderer: renderer, strings: strings, events: events,
            logger: logger, startedAt: startedAt, assetVersion: String(Int(startedAt.timeIntervalSince1970), radix: 36),
            staticFiles: StaticFiles(root: web.appendingPathComponent("static"), cacheControl: "public, max-age=300"),
            themeStylesheet: ThemeStylesheet(logger: logger),
            authenticator: try await Authenticator.load(
                database: database, configuration: configuration, logger: logger),
            settings: try await SettingsService.load(database: database, logger: logger) { kind, payload in
                guard let bytes = try? Response.stableJSONBytes(payload) else { return }
                events.publish(event: kind.name, data: String(decoding: bytes, as: UTF8.self))
            },
            days: DaysService(
                repository: daysRepository, clock: DaysClock(now: { Date() }, timeZone: { zone }),
                feed: try await CalendarFeed.load(database: database, logger: logger), logger: logger),
            display: display,
            noise: try await NoiseService.load(
                configuration: configuration, database: database, logger: logger,
                profiles: { display.all.map(\.name) }
            ) { state in
                guard let bytes = try? Response.stableJSONBytes(state) else { return }
                events.publish(event: EventKind.noise.name, data: String(decoding: bytes, as: UTF8.self))
            },
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
        site.phoneLink.serverStarted(port: port)
        site.noise.start()
        site.logger.info(
            "Hearth started", metadata: ["port": "\(port)", "dataDir": "\(configuration.dataDirectory.path)"])
    }

    /// The port actually listened on.
    public var port: Int { server.port }

    /// Stops gracefully: in-flight requests finish, event streams close.
    public func stop() async {
        await reminders.stop()
        await site.noise.stop()
        await server.stop()
    }

    /// What `hearth serve` prints once listening: where to open Hearth and, on first start, the access code.
    public func banner() -> String {
        let urls = StartupBanner.urls(host: configuration.host, port: port, scheme: configuration.tls.scheme)
        return StartupBanner.text(
            urls: urls, port: port, generatedCode: generatedAccessCode, configuration: configuration, tls: site.tls)
    }
}
