import Foundation
import GRDB

/// A row of one of Hearth's tables: a plain `Codable` struct with a nested `Columns` enum, whose instants are
/// stored the one way every table stores them — whole milliseconds since 1970 (UTC) in an `INTEGER` column — and
/// whose ids are lowercase UUID text.
///
/// GRDB takes its coding strategies from the record type itself (a default in this protocol's extension is not
/// used as GRDB's witness), so each record with a `Date` or `UUID` property states them with these values:
///
/// ```swift
/// static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
/// static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
/// static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
/// ```
/// `StoredRecordTests` checks every table against the convention.
protocol StoredRecord: Codable, FetchableRecord, PersistableRecord, Sendable {}

extension DatabaseDateEncodingStrategy {
    /// Hearth's convention: whole milliseconds since 1970, rounded.
    static var storedInstant: DatabaseDateEncodingStrategy { .custom { StoredInstant.milliseconds($0) } }
}

extension DatabaseDateDecodingStrategy {
    /// Hearth's convention: whole milliseconds since 1970.
    static var storedInstant: DatabaseDateDecodingStrategy { .millisecondsSince1970 }
}

/// The storage convention for instants: whole milliseconds since 1970 (UTC), rounded.
enum StoredInstant {
    /// The stored value of `date`.
    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The instant of a stored value.
    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    /// SQL that turns a GRDB datetime text column (`YYYY-MM-DD HH:MM:SS.SSS`, UTC) into milliseconds, for
    /// migrating older tables to the convention.
    static func millisecondsSQL(fromDatetimeColumn column: String) -> String {
        "CAST(round((julianday(\"\(column)\") - 2440587.5) * 86400000) AS INTEGER)"
    }
}
