import HTTPServer

/// Who may change things: the access code, login sessions, the throttle on wrong codes (form and API).
/// Service: `Authenticator` (`site.authenticator`); tables: `Storage/AuthSchema.swift`.
enum AuthFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        LoginPages(site: site).register(in: &router)
    }
}
