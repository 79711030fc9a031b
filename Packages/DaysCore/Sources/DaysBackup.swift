import Foundation

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
    /// The largest backup accepted, in bytes (50 MB).
    public static let maximumSize = 50_000_000

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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(
            Envelope(
                version: version, exportedAt: InstantFormat.string(from: exportedAt), categories: categories, days: days
            ))
    }

    /// Reads a backup, checking every record; returns all of it or every problem.
    ///
    /// - Parameter data: The JSON bytes.
    /// - Returns: The backup.
    /// - Throws: ``ImportError`` listing every problem: not JSON, a missing or unsupported `version`, each bad
    ///   day or category with its index and field, and repeated ids.
    public static func decode(_ data: Data) throws(ImportError) -> DaysBackup {
        guard data.count <= maximumSize else {
            throw ImportError(issues: [
                ImportIssue(
                    code: .fileTooLarge(limitMB: maximumSize / 1_000_000),
                    reason: "The backup is larger than \(maximumSize / 1_000_000) MB.")
            ])
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
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
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw ImportError(issues: [ImportIssue(code: .wrongLayout)])
        }
        var issues: [ImportIssue] = []
        var exportedAt = Date(timeIntervalSince1970: 0)
        if let text = body.exportedAt {
            if let date = InstantFormat.date(from: text) {
                exportedAt = date
            } else {
                issues.append(
                    ImportIssue(
                        path: "exportedAt", code: .notInstant, reason: "exportedAt is not an ISO 8601 instant."))
            }
        }
        func collect<T: Identifiable>(_ records: [Record<T>], name: String) -> [T] where T.ID == UUID {
            var values: [T] = []
            var seen = Set<UUID>()
            for (index, record) in records.enumerated() {
                switch record.result {
                case .success(let value):
                    if !seen.insert(value.id).inserted {
                        issues.append(
                            ImportIssue(path: "\(name)[\(index)]", field: "id", code: .duplicateID(firstLine: nil)))
                    }
                    values.append(value)
                case .failure(let error as DaysValidationError):
                    for issue in error.issues {
                        issues.append(ImportIssue(path: "\(name)[\(index)]", validation: issue))
                    }
                case .failure:
                    issues.append(ImportIssue(path: "\(name)[\(index)]", code: .recordNotObject))
                }
            }
            return values
        }
        let categories = collect(body.categories ?? [], name: "categories")
        let days = collect(body.days ?? [], name: "days")
        if !issues.isEmpty { throw ImportError(issues: issues) }
        var backup = DaysBackup(days: days, categories: categories, exportedAt: exportedAt)
        backup.version = version
        return backup
    }

    private struct Header: Decodable {
        var version: Int?
    }

    private struct Body: Decodable {
        var exportedAt: String?
        var categories: [Record<Category>]?
        var days: [Record<Day>]?
    }

    private struct Envelope: Encodable {
        var version: Int
        var exportedAt: String
        var categories: [Category]
        var days: [Day]
    }

    /// Decodes one element, keeping its error instead of failing the whole list.
    private struct Record<T: Decodable>: Decodable {
        var result: Result<T, any Error>

        init(from decoder: any Decoder) throws {
            do {
                result = .success(try T(from: decoder))
            } catch {
                result = .failure(error)
            }
        }
    }
}
