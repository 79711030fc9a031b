import Foundation
import GRDB

extension AppDatabase {
    /// The stored hash of a named credential (`accessCode`), if any.
    func credentialHash(named name: String) async throws -> String? {
        try await writer.read {
            try String.fetchOne($0, sql: "SELECT hash FROM credential WHERE name = ?", arguments: [name])
        }
    }

    /// Stores (or replaces) a credential hash and, when replacing, signs every session out.
    func replaceCredential(named name: String, hash: String, at now: Date = Date()) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO credential (name, hash, createdAt) VALUES (?, ?, ?)
                    ON CONFLICT(name) DO UPDATE SET hash = excluded.hash, createdAt = excluded.createdAt
                    """, arguments: [name, hash, now])
            try db.execute(sql: "DELETE FROM session")
        }
    }

    /// Records a new session by the digest of its token.
    func createSession(tokenDigest: String, userAgent: String, now: Date, expiresAt: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO session (tokenDigest, createdAt, lastSeenAt, expiresAt, userAgent) VALUES (?, ?, ?, ?, ?)",
                arguments: [tokenDigest, now, now, expiresAt, String(userAgent.prefix(200))])
        }
    }

    /// The expiry of a live session, or nil when it is unknown or expired.
    func sessionExpiry(tokenDigest: String, now: Date) async throws -> Date? {
        try await writer.read { db in
            try Date.fetchOne(
                db, sql: "SELECT expiresAt FROM session WHERE tokenDigest = ? AND expiresAt > ?",
                arguments: [tokenDigest, now])
        }
    }

    /// Moves a session's expiry forward (sliding expiry) and notes when it was last used.
    func touchSession(tokenDigest: String, now: Date, expiresAt: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE session SET lastSeenAt = ?, expiresAt = ? WHERE tokenDigest = ?",
                arguments: [now, expiresAt, tokenDigest])
        }
    }

    /// Ends one session.
    func deleteSession(tokenDigest: String) async throws {
        try await writer.write {
            try $0.execute(sql: "DELETE FROM session WHERE tokenDigest = ?", arguments: [tokenDigest])
        }
    }

    /// Removes expired sessions.
    func deleteExpiredSessions(now: Date) async throws {
        try await writer.write { try $0.execute(sql: "DELETE FROM session WHERE expiresAt <= ?", arguments: [now]) }
    }
}
