import Foundation
import GRDB

extension AppDatabase {
    /// The stored hash of a named credential (`accessCode`), if any.
    func credentialHash(named name: String) async throws -> String? {
        try await writer.read { db in try CredentialRecord.fetchOne(db, key: name)?.hash }
    }

    /// Stores (or replaces) a credential hash and, when replacing, signs every session out.
    func replaceCredential(named name: String, hash: String, at now: Date = Date()) async throws {
        try await writer.write { db in
            try CredentialRecord(name: name, hash: hash, createdAt: now).upsert(db)
            _ = try SessionRecord.deleteAll(db)
        }
    }

    /// Records a new session by the digest of its token.
    func createSession(tokenDigest: String, userAgent: String, now: Date, expiresAt: Date) async throws {
        try await writer.write { db in
            try SessionRecord(
                tokenDigest: tokenDigest, createdAt: now, lastSeenAt: now, expiresAt: expiresAt,
                userAgent: String(userAgent.prefix(200))
            ).insert(db)
        }
    }

    /// The expiry of a live session, or nil when it is unknown or expired.
    func sessionExpiry(tokenDigest: String, now: Date) async throws -> Date? {
        try await writer.read { db in
            try SessionRecord.filter(key: tokenDigest)
                .filter(SessionRecord.Columns.expiresAt > StoredInstant.milliseconds(now))
                .fetchOne(db)?.expiresAt
        }
    }

    /// Moves a session's expiry forward (sliding expiry) and notes when it was last used.
    func touchSession(tokenDigest: String, now: Date, expiresAt: Date) async throws {
        try await writer.write { db in
            _ = try SessionRecord.filter(key: tokenDigest).updateAll(
                db, SessionRecord.Columns.lastSeenAt.set(to: StoredInstant.milliseconds(now)),
                SessionRecord.Columns.expiresAt.set(to: StoredInstant.milliseconds(expiresAt)))
        }
    }

    /// Ends one session.
    func deleteSession(tokenDigest: String) async throws {
        try await writer.write { db in _ = try SessionRecord.deleteOne(db, key: tokenDigest) }
    }

    /// Removes expired sessions.
    func deleteExpiredSessions(now: Date) async throws {
        try await writer.write { db in
            _ = try SessionRecord.filter(SessionRecord.Columns.expiresAt <= StoredInstant.milliseconds(now))
                .deleteAll(db)
        }
    }
}
