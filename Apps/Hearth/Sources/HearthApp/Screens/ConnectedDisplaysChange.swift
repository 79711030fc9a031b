/// What changed among the connected screens since the last `displays` event: the screens that came, the screens
/// whose streams or report changed, and the client ids of the screens that left.
struct ConnectedDisplaysChange: Sendable, Equatable {
    /// Screens not announced before.
    var added: [ConnectedDisplay] = []
    /// Screens announced before whose entry changed.
    var updated: [ConnectedDisplay] = []
    /// Client ids of announced screens that are gone.
    var removed: [String] = []

    /// How many screens it names.
    var count: Int { added.count + updated.count + removed.count }
}
