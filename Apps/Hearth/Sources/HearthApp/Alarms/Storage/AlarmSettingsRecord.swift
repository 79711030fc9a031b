import Foundation
import GRDB

/// The alarms' settings, one row (`id` 1): how the speaker rings (`always` or `backstop`).
struct AlarmSettingsRecord: StoredRecord, Equatable {
    static let databaseTableName = "alarmSettings"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64 = 1
    /// `SpeakerRinging`'s raw value.
    var speakerRinging: String
    var updatedAt: Date
}
