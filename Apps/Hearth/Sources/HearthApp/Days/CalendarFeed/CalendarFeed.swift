import DaysCore
import Foundation
import GRDB
import HTTPServer
import Logging

/// The subscribable calendar feed's read-only token: made and revoked in settings, kept in memory for the
/// settings page and checked in constant time on `GET /calendar.ics?token=…`. The token only reads the feed;
/// it is stored as is so settings can show the link again.
final class CalendarFeed: Sendable {
    private let writer: any DatabaseWriter
    private let logger: Logger
    private let token: Locked<String?>
    /// Moves when the token is made or revoked (the settings page shows the links).
    let version = DataVersion()

    private init(writer: any DatabaseWriter, logger: Logger, token: String?) {
        self.writer = writer
        self.logger = logger
        self.token = Locked(token)
    }

    /// Loads the stored token (the newest, if several were ever stored).
    static func load(database: AppDatabase, logger: Logger) async throws -> CalendarFeed {
        let stored = try await database.writer.read { db in
            try CalendarFeedTokenRecord.order(CalendarFeedTokenRecord.Columns.createdAt.desc).fetchOne(db)?.token
        }
        return CalendarFeed(writer: database.writer, logger: logger, token: stored)
    }

    /// The token in force, if any.
    var currentToken: String? { token.withLock { $0 } }

    /// Makes a new token (the old link stops working).
    func renew() async throws {
        let new = Crypto.randomToken(byteCount: 24)
        try await writer.write { db in
            _ = try CalendarFeedTokenRecord.deleteAll(db)
            try CalendarFeedTokenRecord(token: new, createdAt: Date()).insert(db)
        }
        token.withLock { $0 = new }
        version.bump()
        logger.notice("Calendar feed token made")
    }

    /// Revokes the token: the feed answers no one.
    func revoke() async throws {
        try await writer.write { db in _ = try CalendarFeedTokenRecord.deleteAll(db) }
        token.withLock { $0 = nil }
        version.bump()
        logger.notice("Calendar feed token revoked")
    }

    /// Whether `candidate` is the token in force.
    func accepts(_ candidate: String?) -> Bool {
        guard let candidate, let current = currentToken else { return false }
        return Crypto.constantTimeEqual(Array(candidate.utf8), Array(current.utf8))
    }

    /// The settings section: whether a feed exists and its `webcal://` and `http(s)://` links for the host the
    /// browser used.
    ///
    /// - Parameters:
    ///   - request: The settings request (its `Host` is the address the phone can reach).
    ///   - secure: Whether Hearth serves HTTPS (`https://` link, and calendars fetch `webcal` over TLS).
    ///   - mayChange: Whether the visitor may change settings: the link is a secret that reads every day, so a
    ///     visitor without the access code learns only whether a feed is on.
    func settingsView(for request: Request, secure: Bool, mayChange: Bool) -> CalendarFeedView {
        guard let token = currentToken, let host = request.host ?? request.headers["Host"] else {
            return CalendarFeedView(enabled: false, mayChange: mayChange)
        }
        guard mayChange else { return CalendarFeedView(enabled: true, mayChange: false) }
        let path = "/calendar.ics?token=" + token
        return CalendarFeedView(
            enabled: true, mayChange: true, webcal: "webcal://" + host + path,
            http: (secure ? "https://" : "http://") + host + path)
    }
}

/// The calendar-feed section of the settings page (`days/feed-settings`).
struct CalendarFeedView: Sendable {
    var enabled: Bool
    /// Whether the visitor may see the link and change the feed (false: only whether it is on).
    var mayChange: Bool
    var webcal: String?
    var http: String?
}
