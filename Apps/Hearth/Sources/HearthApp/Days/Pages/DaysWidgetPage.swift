import DaysCore
import Foundation
import HTTPServer

/// `GET /days/widget?limit=N`: the next N days (1–20, 5 by default) on a compact page without navigation,
/// for an iframe or a small kiosk screen. It reloads itself every 15 minutes without JavaScript (a `Refresh` header).
///
/// Framing: every other page says `frame-ancestors 'none'`; this one says `frame-ancestors 'self'` (and
/// `X-Frame-Options: SAMEORIGIN`), so Hearth's own pages and displays may frame it but no other site can
/// (clickjacking stays impossible: the widget has no buttons or forms). A dashboard on another origin shows
/// it as a top-level page or a kiosk tab instead.
struct DaysWidgetPage: Sendable {
    let site: Site
    static let defaultLimit = 5
    static let maximumLimit = 20
    /// The widget page's policy: the site's, with framing by the same origin allowed.
    static let contentSecurityPolicy = SecurityHeadersMiddleware.contentSecurityPolicy.replacingOccurrences(
        of: "frame-ancestors 'none'", with: "frame-ancestors 'self'")

    func register(in router: inout Router) {
        site.page("/days/widget", in: &router, dependsOn: [.data(site.days.version), .day]) { request, context in
            try await widget(request, context: context)
        }
    }

    func widget(_ request: Request, context: RequestContext) async throws -> Response {
        var limit = Self.defaultLimit
        if let text = request.query["limit"], !text.isEmpty {
            guard let value = Int(text), (1...Self.maximumLimit).contains(value) else {
                throw DaysError.invalidParameter(name: "limit", message: "limit is a whole number from 1 to 20.")
            }
            limit = value
        }
        let text = DaysText(strings: site.strings, language: context.language)
        let rows = try await site.days.upcomingRows(limit: limit, text: text)
        // Reload every 15 minutes (the numbers change at midnight), with no script and no timed <meta>.
        return try site.render(
            Page(
                template: "days/widget", titleKey: "days.titles.widget", section: "/days",
                view: UpcomingDaysView(rows: rows),
                headers: [
                    "Content-Security-Policy": Self.contentSecurityPolicy, "X-Frame-Options": "SAMEORIGIN",
                    "Refresh": "900",
                ]),
            request: request, context: context)
    }
}
