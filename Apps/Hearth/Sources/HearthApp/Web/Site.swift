import Foundation
import HTTPServer
import Logging

/// The app's shared services, handed to every feature: the kernel's (configuration, database, templates,
/// strings, events) and one service per feature.
struct Site: Sendable {
    var configuration: Configuration
    var database: AppDatabase
    var renderer: PageRenderer
    var strings: Strings
    var events: EventHub
    var logger: Logger
    var startedAt: Date
    /// Changes whenever the static files may have changed: the start time, for cache busting.
    var assetVersion: String
    var staticFiles: StaticFiles
    var themeStylesheet: ThemeStylesheet
    /// Rendered pages and API answers per variant (see `Site.page`, `Site.cachedAnswer`).
    var answers: AnswerCache
    /// Returns freed memory to the system after large answers.
    var memory: MemoryTrimmer
    /// The local day for `.day` stamps, worked out once a minute.
    var localDays = LocalDayCounter()
    /// The numbers `/metrics` shows: requests per route, and what the features record (the port they record through).
    var metrics = Metrics()
    /// The last automatic backup's outcome (`BackupScheduler` writes it; `/healthz` shows it).
    var backups = BackupStatus()
    /// A restore asked of the running server (`hearth serve` carries it out; writes wait meanwhile).
    var restarts = ServerRestarts()

    // One service per feature (the feature's one write path).
    var authenticator: Authenticator
    var settings: SettingsService
    var days: DaysService
    var display: DisplayService
    var sound: SoundService
    var noise: NoiseService
    var alarms: AlarmService
    var holidays: HolidayCalendarService
    var calendars: CalendarsService
    var quietHours: QuietHoursService
    var webhooks: WebhookService
    var weather: WeatherService
    /// What one feature may ask of another (declared ports, filled by the composition root).
    var ports: SitePorts
    /// Tests only (`--test-clock`): the movable wall clock (alarms, pages, the display, days).
    var testClock: MovableClock?

    /// The wall clock's instant now: real time, or the tests' movable clock. Read it instead of `Date()`.
    var now: Date { testClock?.now() ?? Date() }

    // Screens and devices: HTTPS, the phone link, the screens connected now, batteries (memory only).
    var tls: TLSSetup?
    var phoneLink: PhoneLink
    var displays: ConnectedDisplays
    var batteries: BatteryService
    /// The Agenda feature's service (after the others: it reads them through ports).
    var agenda: AgendaService

    /// Reads what every page needs from the request.
    func context(for request: Request) async -> RequestContext {
        context(for: request, loggedIn: await authenticator.hasSession(request))
    }

    /// The context without waiting, for an answer on the worker thread: `nil` when the request carries a session
    /// cookie (checking it reads the database).
    func immediateContext(for request: Request) -> RequestContext? {
        if let session = request.cookies[Authenticator.sessionCookie], !session.isEmpty { return nil }
        // No CSRF token yet: `answer(_:for:context:)` issues one only when the kept page has a form.
        return context(for: request, loggedIn: false, issuingCSRFToken: false)
    }

    private func context(for request: Request, loggedIn: Bool, issuingCSRFToken: Bool = true) -> RequestContext {
        let settings = settings.settings
        let language = settings.language.resolve(acceptLanguage: request.headers["Accept-Language"])
        let (token, cookie) = issuingCSRFToken ? CSRFProtection.token(for: request) : ("", nil)
        let trusted = authenticator.isTrustedNetwork(request.remoteAddress)
        return RequestContext(
            language: language, settings: settings, csrfToken: token, newCSRFCookie: cookie,
            canWrite: trusted || loggedIn, isLoggedIn: loggedIn, isTrustedNetwork: trusted, now: now)
    }

    /// The language of a request that needs no page context (API answers with localized sorting).
    func language(for request: Request) -> Language {
        settings.settings.language.resolve(acceptLanguage: request.headers["Accept-Language"])
    }

    /// Publishes an event on `/events` to every open page, its data as sorted-keys JSON.
    func publish(_ kind: EventKind, _ value: some Encodable) {
        events.publish(kind, json: value)
    }
}
