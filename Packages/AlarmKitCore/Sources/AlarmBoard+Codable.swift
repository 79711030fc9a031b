import Foundation
import HearthBasics

extension AlarmBoard: Codable {
    /// The version the board's JSON is written with.
    public static let currentVersion = 1

    private enum CodingKeys: String, CodingKey { case version, active, handled, checkedThrough }

    /// Decodes a board stored by ``encode(to:)`` (any known version).
    ///
    /// - Throws: `DecodingError` when it is malformed or of an unknown version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "Unknown board version \(version).")
        }
        active = try container.decode([RingingAlarm].self, forKey: .active)
        handled = Set(try container.decode([OccurrenceKey].self, forKey: .handled))
        if let text = try container.decodeIfPresent(String.self, forKey: .checkedThrough) {
            guard let date = InstantFormat.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .checkedThrough, in: container, debugDescription: "Expected an ISO 8601 instant.")
            }
            checkedThrough = date
        } else {
            checkedThrough = nil
        }
    }

    /// Encodes `version`, `active`, `handled` (sorted) and `checkedThrough`.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AlarmBoard.currentVersion, forKey: .version)
        try container.encode(active, forKey: .active)
        try container.encode(handled.sorted(), forKey: .handled)
        try container.encode(checkedThrough.map { InstantFormat.string(from: $0) }, forKey: .checkedThrough)
    }
}
