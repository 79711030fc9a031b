import Foundation

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
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .malformed("expected a JSON object")
        }
        guard let version = object["version"] as? Int, !(object["version"] is Bool) else {
            throw .malformed("\"version\" is missing or not a number")
        }
        switch version {
        case 1: return try decodeVersion1(object)
        default: throw .unsupportedVersion(version)
        }
    }

    /// Version 1: `exportedAt` (ISO 8601) and `alarms`, each in ``Alarm``'s JSON.
    private static func decodeVersion1(_ object: [String: Any]) throws(AlarmArchiveError) -> AlarmArchive {
        guard let text = object["exportedAt"] as? String, let exportedAt = InstantFormat.date(from: text) else {
            throw .malformed("\"exportedAt\" is missing or not an ISO 8601 instant")
        }
        guard let list = object["alarms"] as? [Any] else { throw .malformed("\"alarms\" is missing or not a list") }
        var alarms: [Alarm] = []
        var issues: [AlarmValidationIssue] = []
        var ids = Set<UUID>()
        for (index, element) in list.enumerated() {
            let prefix = "alarms[\(index)]."
            do {
                let data = try JSONSerialization.data(withJSONObject: element, options: [.fragmentsAllowed])
                let alarm = try JSONDecoder().decode(Alarm.self, from: data)
                if !ids.insert(alarm.id).inserted {
                    issues.append(
                        AlarmValidationIssue(
                            field: prefix + "id", reason: .duplicate, message: "Two alarms share this id."))
                }
                alarms.append(alarm)
            } catch let error as AlarmValidationError {
                issues += error.issues.map {
                    AlarmValidationIssue(field: prefix + $0.field, reason: $0.reason, message: $0.message)
                }
            } catch {
                issues.append(
                    AlarmValidationIssue(
                        field: prefix.dropLast() + "", reason: .wrongType, message: "An alarm is a JSON object."))
            }
        }
        if !issues.isEmpty { throw .invalid(AlarmValidationError(issues: issues)) }
        return AlarmArchive(alarms: alarms, exportedAt: exportedAt)
    }

    private struct Body: Encodable {
        var version: Int
        var exportedAt: String
        var alarms: [Alarm]
    }
}
