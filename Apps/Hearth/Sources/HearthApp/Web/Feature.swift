import HTTPServer

/// A feature of the app (Days, Settings, Auth, System; next Display, Noise, Alarms): everything it adds to the
/// kernel, declared in its own folder. `HearthApp.features` lists them; its service is one property of `Site`; its
/// migrations are lines in `Storage/Migrations.swift`; its strings are `web/locales/<lang>/<feature>.json`.
protocol Feature: Sendable {
    /// Registers the feature's pages and API routes.
    static func register(in router: inout Router, site: Site)
    /// Its entries in the navigation bar.
    static var navigation: [NavigationItem] { get }
    /// The kinds of events it publishes on `/events`.
    static var eventKinds: [EventKind] { get }
}

extension Feature {
    static var navigation: [NavigationItem] { [] }
    static var eventKinds: [EventKind] { [] }
}

/// An entry of the navigation bar: a path, the locale key of its label and its place (lower first).
struct NavigationItem: Sendable {
    var path: String
    var titleKey: String
    var order: Int
}

/// The name of an event published on `/events` (`reminder`, `appearance`); each feature declares its own as
/// `static let` members in an extension, so names are written once.
struct EventKind: Hashable, Sendable {
    var name: String
    init(_ name: String) { self.name = name }
}
