import Foundation
import HearthBasics

/// The JSON backup: every category and day, with a schema `version`; restoring it gives back exactly what was saved.
///
/// Version 1:
/// ```json
/// {"version": 1, "exportedAt": "2025-01-02T03:04:05.000Z", "categories": [ … ], "days": [ … ]}
/// ```
/// Days and categories use their API JSON (see ``Day`` and ``Category``). A day may name a category that is not
/// in the backup (the app decides what to do with it).
///
/// ```swift
/// let data = try DaysBackup(days: days, categories: categories, exportedAt: now).jsonData()
/// let restored = try DaysBackup.decode(data)
/// ```
public struct DaysBackup: Hashable, Sendable {
    /// The schema version this library writes.
    public static let currentVersion = 1
    /// The largest backup accepted, in bytes (100 MB: the backup of 100,000 days, the most ``DaysCSV`` reads, with
    /// room to spare).
    public static let maximumSize = 100_000_000

    /// The schema version read (``currentVersion`` when written).
    public var version: Int
    /// When it was made.
    public var exportedAt: Date
    /// The categories.
    public var categories: [Category]
    /// The days.
    public var days: [Day]

    /// Creates a backup of the current schema version.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - categories: The categories.
    ///   - exportedAt: When it was made.
    public init(days: [Day], categories: [Category], exportedAt: Date) {
        version = DaysBackup.currentVersion
        self.exportedAt = exportedAt
        self.categories = categories
        self.days = days
    }

    /// The backup as pretty-printed UTF-8 JSON with sorted keys (stable, diffable).
    ///
    /// - Returns: The JSON bytes.
    /// - Throws: Only if encoding fails, which valid values never do.
    public func jsonData() throws -> Data {
        var writer = Writer(categories: categories, exportedAt: exportedAt, version: version)
        return try writer.start() + writer.write(days) + writer.finish()
    }

    /// Reads a backup, checking every record; returns all of it or every problem.
    ///
    /// - Parameter data: The JSON bytes.
    /// - Returns: The backup.
    /// - Throws: ``ImportError`` listing every problem: not JSON, a missing or unsupported `version`, each bad
    ///   day or category with its index and field, and repeated ids.
    public static func decode(_ data: Data) throws(ImportError) -> DaysBackup {
        let (backup, skipped, exportedAtIssue) = try parse(data)
        let issues = (exportedAtIssue.map { [$0] } ?? []) + skipped.flatMap(\.issues)
        if !issues.isEmpty { throw ImportError(issues: issues) }
        var result = DaysBackup(
            days: backup.days.map(\.value), categories: backup.categories.map(\.value), exportedAt: backup.exportedAt)
        result.version = backup.version
        return result
    }

    /// Reads every valid record of a backup, and lists the others by path with their reasons.
    ///
    /// - Parameter data: The JSON bytes.
    /// - Returns: The categories, the days (each with its path, `days[3]`) and the records skipped (a bad record,
    ///   or the second of two with the same id).
    /// - Throws: ``ImportError`` when the file cannot be read at all: not JSON, a missing or unsupported
    ///   `version`, not the version's layout.
    public static func read(_ data: Data) throws(ImportError) -> DaysImport {
        let (backup, skipped, _) = try parse(data)
        return DaysImport(
            days: backup.days.map { ImportedDay($0.value, path: "days[\($0.index)]") },
            categories: backup.categories.map(\.value), skipped: skipped)
    }

    private struct Indexed<T: Hashable & Sendable>: Hashable, Sendable {
        var index: Int
        var value: T
    }

    /// The valid records with their indexes, the skipped ones, and a problem with `exportedAt`.
    private static func parse(_ data: Data) throws(ImportError) -> (
        backup: (categories: [Indexed<Category>], days: [Indexed<Day>], exportedAt: Date, version: Int),
        skipped: [SkippedRecord], exportedAtIssue: ImportIssue?
    ) {
        guard data.count <= maximumSize else {
            throw ImportError(issues: [
                ImportIssue(
                    code: .fileTooLarge(limitMB: maximumSize / 1_000_000),
                    reason: "The backup is larger than \(maximumSize / 1_000_000) MB.")
            ])
        }
        // The records are decoded one by one from their spans; the rest (the skeleton) as a small document.
        let layout = BackupJSONLayout(data)
        let outline = layout?.skeleton ?? data
        let header: Header
        let listed: (categories: [Record<Category>]?, days: [Record<Day>]?)
        do {
            header = try JSONDecoder().decode(Header.self, from: outline)
            listed = try records(in: data, layout)
        } catch {
            throw ImportError(issues: [ImportIssue(code: .notJSONBackup)])
        }
        guard let version = header.version else {
            throw ImportError(issues: [ImportIssue(path: "version", code: .noVersion)])
        }
        guard version == 1 else {
            throw ImportError(
                issues: [ImportIssue(path: "version", code: .unsupportedVersion(version))])
        }
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: outline)
        } catch {
            throw ImportError(issues: [ImportIssue(code: .wrongLayout)])
        }
        var exportedAtIssue: ImportIssue?
        var exportedAt = Date(timeIntervalSince1970: 0)
        if let text = body.exportedAt {
            if let date = InstantFormat.date(from: text) {
                exportedAt = date
            } else {
                exportedAtIssue = ImportIssue(
                    path: "exportedAt", code: .notInstant, reason: "exportedAt is not an ISO 8601 instant.")
            }
        }
        var skipped: [SkippedRecord] = []
        func collect<T: Identifiable & Hashable & Sendable>(_ records: [Record<T>], name: String) -> [Indexed<T>]
        where T.ID == UUID {
            var values: [Indexed<T>] = []
            var seen = Set<UUID>()
            for (index, record) in records.enumerated() {
                let path = "\(name)[\(index)]"
                switch record.result {
                case .success(let value):
                    if seen.insert(value.id).inserted {
                        values.append(Indexed(index: index, value: value))
                    } else {
                        let issue = ImportIssue(path: path, field: "id", code: .duplicateID(firstLine: nil))
                        skipped.append(SkippedRecord(path: path, title: record.title, issues: [issue]))
                    }
                case .failure(let error as DaysValidationError):
                    let issues = error.issues.map { ImportIssue(path: path, validation: $0) }
                    skipped.append(SkippedRecord(path: path, title: record.title, issues: issues))
                case .failure:
                    let issue = ImportIssue(path: path, code: .recordNotObject)
                    skipped.append(SkippedRecord(path: path, issues: [issue]))
                }
            }
            return values
        }
        let categories = collect(listed.categories ?? body.categories ?? [], name: "categories")
        let days = collect(listed.days ?? body.days ?? [], name: "days")
        return ((categories, days, exportedAt, version), skipped, exportedAtIssue)
    }

    /// The records of the `categories` and `days` arrays a layout found, each decoded from its own span.
    /// - Throws: A `DecodingError` when a span is not JSON.
    private static func records(in data: Data, _ layout: BackupJSONLayout?) throws -> (
        categories: [Record<Category>]?, days: [Record<Day>]?
    ) {
        let decoder = JSONDecoder()
        let base = data.startIndex
        func span(_ range: Range<Int>) -> Data { data[(base + range.lowerBound)..<(base + range.upperBound)] }
        let categories = try layout?.categories?.map { try decoder.decode(Record<Category>.self, from: span($0)) }
        let days = try layout?.days?.map { try decoder.decode(Record<Day>.self, from: span($0)) }
        return (categories, days)
    }

    private struct Header: Decodable {
        var version: Int?
    }

    private struct Body: Decodable {
        var exportedAt: String?
        var categories: [Record<Category>]?
        var days: [Record<Day>]?
    }

    /// Decodes one element, keeping its error (and its `title` or `name`) instead of failing the whole list.
    private struct Record<T: Decodable>: Decodable {
        var result: Result<T, any Error>
        var title: String?

        private struct Label: Decodable {
            var title: String?
            var name: String?
        }

        init(from decoder: any Decoder) throws {
            do {
                result = .success(try T(from: decoder))
            } catch {
                result = .failure(error)
                let label = try? Label(from: decoder)
                title = label?.title ?? label?.name
            }
        }
    }
}
