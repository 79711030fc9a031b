import Foundation

/// Something a cached answer depends on besides its URL, declared where the route is registered
/// (`site.page(…, dependsOn: [.data(site.days.version), .day])`). Every page also depends on the settings
/// (theme, contrast, language), the browser's language and whether the client may edit, without saying so.
enum CacheDependency: Sendable {
    /// A feature's data: the answer is rendered again after the version moved.
    case data(DataVersion)
    /// The clock's minute, in the server's time zone (a clock face, "in 5 minutes").
    case minute
    /// Today's date in the server's time zone (relative day counts).
    case day
    /// The `Host` header (links built from the name the browser used).
    case host
}
