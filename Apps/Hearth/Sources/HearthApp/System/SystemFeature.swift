import HTTPServer

/// What every page stands on: the home page (clock), health, `/metrics`, `/events`, `/theme.css` and the static
/// files.
enum SystemFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        HomePage(site: site).register(in: &router)
        SystemRoutes(site: site).register(in: &router)
        MetricsRoute(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/", titleKey: "server.nav.home", order: 0)]
}
