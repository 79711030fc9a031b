import Foundation
import GRDB

/// A login session, stored by the SHA-256 of its cookie's token (the token itself is never stored).
struct SessionRecord: StoredRecord, Equatable {
    static let databaseTableName = "session"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var tokenDigest: String
    var createdAt: Date
    var lastSeenAt: Date
    var expiresAt: Date
    var userAgent: String

    enum Columns {
        static let tokenDigest = Column(CodingKeys.tokenDigest)
        static let lastSeenAt = Column(CodingKeys.lastSeenAt)
        static let expiresAt = Column(CodingKeys.expiresAt)
    }
}
