import Appearance
import Foundation
import HTTPServer

extension Site {
    /// The navigation bar: every feature's entries, in order.
    static let navigation: [NavigationItem] = HearthApp.features.flatMap { $0.navigation }.sorted {
        $0.order < $1.order
    }

    /// Renders `page` with the keys every template shares (language, theme, strings, navigation, CSRF token…).
    func render(_ page: Page, request: Request, context: RequestContext) throws -> Response {
        let language = context.language
        let appearance = context.settings.appearance
        var values: [String: Any] = [
            "lang": language.rawValue,
            "theme": appearance.theme.rawValue,
            "contrast": appearance.contrast.rawValue,
            "contrastMore": appearance.contrast == .increased,
            "t": strings.table(for: language),
            "pageTitle": page.title ?? strings.string(page.titleKey, language),
            "nav": Self.navigation.map { item in
                NavigationLink(
                    href: item.path, label: strings.string(item.titleKey, language),
                    isCurrent: item.path == page.section)
            },
            "csrfToken": context.csrfToken,
            "canEdit": context.canWrite,
            "isLoggedIn": context.isLoggedIn,
            "loginHref": context.perRequest(.loginHref, "/login?next=" + (Self.safeNext(request.path) ?? "/")),
            "serverTimeMs": context.perRequest(
                .serverTimeMs, String(Int64((context.now.timeIntervalSince1970 * 1000).rounded()))),
            "timeZone": configuration.timeZone.identifier,
            "intlLocale": language.intlTag,
            "hour12": ClockText.usesTwelveHourClock(language.locale),
            "assetVersion": assetVersion,
            "appVersion": HearthApp.version,
        ]
        if let theme = appearance.theme.htmlAttributeValue { values["themeAttr"] = theme }
        values.merge(page.values) { _, new in new }
        let html = try renderer.render(page.template, context: values)
        var response = Response.html(html, status: page.status)
        response.headers["Cache-Control"] = "no-cache"
        response.headers["Vary"] = "Accept-Language, Cookie"
        for (name, value) in page.headers { response.headers[name] = value }
        if let cookie = context.newCSRFCookie { response.setCookie(cookie) }
        response.setCookie(Self.appearanceCookie(appearance))
        return response
    }

    /// The theme mirrored in a readable cookie, so scripts and cached pages agree with the server.
    static func appearanceCookie(_ appearance: AppearanceSettings) -> Cookie {
        Cookie(
            name: "hearth_appearance", value: "\(appearance.theme.rawValue).\(appearance.contrast.rawValue)",
            path: "/", maxAge: Cookie.longLifetime, httpOnly: false, sameSite: .lax)
    }

    /// A local path to return to after login, or nil for anything else (no open redirects).
    static func safeNext(_ next: String?) -> String? {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.hasPrefix("/\\"),
            !next.contains(where: { $0.isNewline || $0 == "\\" }), next.count < 500
        else { return nil }
        return next
    }
}

/// One entry of the navigation bar as the layout shows it.
struct NavigationLink {
    var href: String
    var label: String
    var isCurrent: Bool
}
