import Appearance
import Foundation
import HTTPServer
import Logging

/// The app's shared services, handed to every controller.
struct Site: Sendable {
    var configuration: Configuration
    var database: AppDatabase
    var settings: SettingsStore
    var authenticator: Authenticator
    var renderer: PageRenderer
    var strings: Strings
    var events: EventHub
    var days: DaysService
    var staticFiles: StaticFiles
    var themeStylesheet: ThemeStylesheet
    var logger: Logger
    var startedAt: Date
    /// Changes whenever the static files may have changed: the start time, for cache busting.
    var assetVersion: String

    /// Reads what every page needs from the request.
    func context(for request: Request) async -> RequestContext {
        let settings = settings.settings
        let language = settings.language.resolve(acceptLanguage: request.headers["Accept-Language"])
        let (token, cookie) = CSRFProtection.token(for: request)
        let trusted = authenticator.isTrustedNetwork(request.remoteAddress)
        let loggedIn = await authenticator.hasSession(request)
        return RequestContext(
            language: language, settings: settings, csrfToken: token, newCSRFCookie: cookie,
            canWrite: trusted || loggedIn, isLoggedIn: loggedIn, isTrustedNetwork: trusted)
    }
}
