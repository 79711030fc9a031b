import Appearance
import DaysCore
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
    private let server: HTTPServer
    let reminders: ReminderScheduler

    private init(configuration: Configuration, site: Site, server: HTTPServer) {
        self.configuration = configuration
        self.site = site
        self.server = server
        let events = site.events
        reminders = ReminderScheduler(
            repository: site.days.repository, clock: site.days.clock, strings: site.strings, logger: site.logger,
            deliver: { notice in
                if let data = try? JSONEncoder().encode(notice) {
                    events.publish(event: "reminder", data: String(decoding: data, as: UTF8.self))
                }
            })
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
        let events = EventHub()
        let daysRepository = DaysRepository(database: database)
        let site: Site
        do {
            let feed = try await CalendarFeed.load(repository: daysRepository)
            site = Site(
                configuration: configuration, database: database,
                settings: try SettingsStore(database: database, events: events, logger: logger),
                authenticator: try await Authenticator.load(database: database, configuration: configuration, logger: logger),
                renderer: renderer, strings: strings, events: events,
                days: DaysService(
                    repository: daysRepository,
                    clock: DaysClock(now: { Date() }, timeZone: { [zone = configuration.timeZone] in zone }), feed: feed),
                staticFiles: StaticFiles(root: web.appendingPathComponent("static"), cacheControl: "public, max-age=300"),
                themeStylesheet: ThemeStylesheet(logger: logger), logger: logger, startedAt: startedAt,
                assetVersion: String(Int(startedAt.timeIntervalSince1970), radix: 36))
        } catch {
            throw .database(path: configuration.databaseURL.path, reason: "\(error)")
        }
        let allowlist = HostAllowlist(extra: configuration.allowedHosts)
        logger.debug("Accepted Host names", metadata: ["hosts": "\(allowlist.allNames.joined(separator: " "))"])
        let responder = routes(site).wrapped(in: [
            SecurityHeadersMiddleware(),
            ErrorPageMiddleware(site: site),
            HostCheckMiddleware(allowlist: allowlist),
            APIGuardMiddleware(),
        ])
        let server = HTTPServer(
            configuration: ServerConfiguration(host: configuration.host, port: configuration.port),
            responder: responder, logger: logger)
        return HearthApp(configuration: configuration, site: site, server: server)
    }

    /// Every route of the app.
    static func routes(_ site: Site) -> Router {
        var router = Router()
        HomeController(site: site).register(in: &router)
        SettingsController(site: site).register(in: &router)
        LoginController(site: site).register(in: &router)
        SystemController(site: site).register(in: &router)
        SettingsAPI(site: site).register(in: &router)
        DaysAPI(site: site).register(in: &router)
        DaysBackupAPI(site: site).register(in: &router)
        DaysController(site: site).register(in: &router)
        CategoriesController(site: site).register(in: &router)
        DaysBackupController(site: site).register(in: &router)
        CalendarFeedController(site: site).register(in: &router)
        DaysWidgetController(site: site).register(in: &router)
        return router
    }

    /// Starts listening.
    /// - Throws: `StartupError.portInUse` and friends.
    public func start() throws(StartupError) {
        do {
            try server.start()
        } catch let error as HTTPServerError {
            if case .addressInUse(let host, let port) = error { throw .portInUse(host: host, port: port) }
            throw .listen(reason: error.description)
        } catch {
            throw .listen(reason: "\(error)")
        }
        reminders.start()
        site.logger.info("Hearth started", metadata: ["port": "\(port)", "dataDir": "\(configuration.dataDirectory.path)"])
    }

    /// The port actually listened on.
    public var port: Int { server.port }

    /// Stops gracefully: in-flight requests finish, event streams close.
    public func stop() async {
        await reminders.stop()
        await server.stop()
    }

    /// What `hearth serve` prints once listening: where to open Hearth and, on first start, the access code.
    public func banner() -> String {
        let urls = StartupBanner.urls(host: configuration.host, port: port)
        return StartupBanner.text(urls: urls, port: port, generatedCode: generatedAccessCode, configuration: configuration)
    }
}
