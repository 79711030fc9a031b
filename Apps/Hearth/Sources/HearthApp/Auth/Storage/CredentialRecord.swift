import Foundation
import GRDB

/// A stored credential: the access code's self-describing scrypt hash.
struct CredentialRecord: StoredRecord, Equatable {
    static let databaseTableName = "credential"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var name: String
    var hash: String
    var createdAt: Date

    enum Columns {
        static let name = Column(CodingKeys.name)
        static let hash = Column(CodingKeys.hash)
        static let createdAt = Column(CodingKeys.createdAt)
    }
}
