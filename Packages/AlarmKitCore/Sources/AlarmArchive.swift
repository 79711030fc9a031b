import Foundation
import HearthBasics

/// The versioned JSON of a set of alarms, for export, import and storage:
/// `{"version": 1, "exportedAt": "…", "alarms": [ … ]}`.
///
/// ``decode(_:)`` reads every version this module has ever written (a frozen v1 fixture in the tests stays
/// decodable) and refuses the whole file when any alarm is invalid or two share an id.
public struct AlarmArchive: Hashable, Sendable {
    /// The version ``jsonData()`` writes.
    public static let currentVersion = 1

    /// The alarms, in file order.
    public var alarms: [Alarm]
    /// When it was written.
    public var exportedAt: Date

    /// Creates an archive.
    ///
    /// - Parameters:
    ///   - alarms: The alarms.
    ///   - exportedAt: When it is written.
    public init(alarms: [Alarm], exportedAt: Date) {
        self.alarms = alarms
        self.exportedAt = exportedAt
    }

    /// The current version's JSON, pretty-printed with sorted keys.
    ///
    /// - Returns: UTF-8 JSON.
    /// - Throws: Whatever `JSONEncoder` throws (nothing for valid alarms).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(
            Body(
                version: AlarmArchive.currentVersion, exportedAt: InstantFormat.string(from: exportedAt), alarms: alarms
            ))
    }

    /// Reads an archive of any known version.
    ///
    /// - Parameter data: The JSON.
    /// - Returns: The archive.
    /// - Throws: ``AlarmArchiveError``.
    public static func decode(_ data: Data) throws(AlarmArchiveError) -> AlarmArchive {
        let version: Int
        do {
            version = try JSONDecoder().decode(Header.self, from: data).version
        } catch {
            throw .malformed("expected a JSON object with a numeric \"version\"")
        }
        switch version {
        case 1: return try decodeVersion1(data)
        default: throw .unsupportedVersion(version)
        }
    }

    /// Version 1: `exportedAt` (ISO 8601) and `alarms`, each in ``Alarm``'s JSON.
    private static func decodeVersion1(_ data: Data) throws(AlarmArchiveError) -> AlarmArchive {
        let body: Version1
        do {
            body = try JSONDecoder().decode(Version1.self, from: data)
        } catch {
            throw .malformed("expected \"exportedAt\" and a list \"alarms\"")
        }
        guard let exportedAt = InstantFormat.date(from: body.exportedAt) else {
            throw .malformed("\"exportedAt\" is not an ISO 8601 instant")
        }
        var alarms: [Alarm] = []
        var issues: [AlarmValidationIssue] = []
        var ids = Set<UUID>()
        for (index, slot) in body.alarms.enumerated() {
            let prefix = "alarms[\(index)]."
            switch slot.result {
            case .success(let alarm):
                if !ids.insert(alarm.id).inserted {
                    issues.append(
                        AlarmValidationIssue(
                            field: prefix + "id", reason: .duplicate, message: "Two alarms share this id."))
                }
                alarms.append(alarm)
            case .failure(let error):
                issues += error.issues.map {
                    AlarmValidationIssue(
                        field: $0.field == "alarm" ? "alarms[\(index)]" : prefix + $0.field, reason: $0.reason,
                        message: $0.message)
                }
            }
        }
        if !issues.isEmpty { throw .invalid(AlarmValidationError(issues: issues)) }
        return AlarmArchive(alarms: alarms, exportedAt: exportedAt)
    }

    private struct Header: Decodable {
        var version: Int
    }

    private struct Version1: Decodable {
        var exportedAt: String
        var alarms: [Slot]
    }

    /// One alarm of a file, decoded or refused, so that every alarm's problems are reported together.
    private struct Slot: Decodable {
        var result: Result<Alarm, AlarmValidationError>

        init(from decoder: any Decoder) throws {
            do {
                result = .success(try Alarm(from: decoder))
            } catch let error as AlarmValidationError {
                result = .failure(error)
            }
        }
    }

    private struct Body: Encodable {
        var version: Int
        var exportedAt: String
        var alarms: [Alarm]
    }
}
