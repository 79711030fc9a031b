/// What an import or restore changed.
struct ImportSummary: Codable, Equatable, Sendable {
    /// Days that did not exist and were created.
    var daysCreated = 0
    /// Days matched by id and updated (unchanged ones included).
    var daysUpdated = 0
    /// Categories created.
    var categoriesCreated = 0
    /// Categories matched by id and updated.
    var categoriesUpdated = 0
}
