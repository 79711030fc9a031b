import DisplayCore
import Foundation
import GRDB

/// One stored display profile: its name, the name's key (unique, for `?profile=`), and its style as JSON text.
struct DisplayProfileRecord: StoredRecord, Equatable {
    static let databaseTableName = "displayProfile"

    var id: UUID
    var name: String
    var key: String
    var style: String
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let key = Column(CodingKeys.key)
        static let style = Column(CodingKeys.style)
        static let createdAt = Column(CodingKeys.createdAt)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    /// The row of `profile`, created or last changed at `now`.
    init(_ profile: DisplayProfile, createdAt: Date, updatedAt: Date) throws {
        id = profile.id
        name = profile.name
        key = profile.key
        style = String(decoding: try JSONEncoder().encode(profile.style), as: UTF8.self)
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The profile, its stored style decoded (and validated) by DisplayCore.
    func profile() throws -> DisplayProfile {
        DisplayProfile(id: id, name: name, style: try DisplayStyle.decode(json: Data(style.utf8)))
    }
}
