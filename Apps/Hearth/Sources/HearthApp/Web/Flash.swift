/// The message at the top of a page after a change ("Saved").
struct Flash: Sendable {
    /// `success` (the only kind so far; the template styles by it).
    var kind: String
    var message: String

    /// A success message.
    static func success(_ message: String) -> Flash { Flash(kind: "success", message: message) }
}
