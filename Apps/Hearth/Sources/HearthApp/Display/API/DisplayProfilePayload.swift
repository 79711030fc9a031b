import DisplayCore
import Foundation

/// A display profile as the API shows it: `{"id", "name", "key", "displayPath", "style": {…}}`.
struct DisplayProfilePayload: Encodable, Sendable {
    var id: String
    var name: String
    /// The name's key, what `?profile=` matches.
    var key: String
    /// Where a screen shows it.
    var displayPath: String
    var style: DisplayStyle

    init(_ profile: DisplayProfile) {
        id = profile.id.lowercased
        name = profile.name
        key = profile.key
        displayPath = profile.displayPath
        style = profile.style
    }
}

extension DisplayProfile {
    /// `/display?profile=<key>`.
    var displayPath: String {
        "/display?profile="
            + (key.addingPercentEncoding(
                withAllowedCharacters: .urlQueryAllowed.subtracting(.init(charactersIn: "&=+#"))) ?? key)
    }
}
