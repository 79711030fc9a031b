import Foundation

extension UUID {
    /// The id as Hearth writes it everywhere (JSON, URLs, the database): lowercase, as DaysCore encodes it.
    var lowercased: String { uuidString.lowercased() }
}
