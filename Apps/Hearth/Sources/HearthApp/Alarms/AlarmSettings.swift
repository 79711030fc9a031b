import AlarmKitCore
import Foundation

/// The alarms' settings (`GET/PUT /api/v1/alarm-settings`, the page `/settings/alarms`): how a configured
/// `--speaker` rings alarms. Stored; `always` until changed.
struct AlarmSettings: Equatable, Sendable {
    /// When the speaker rings: with the displays, or only as a backstop.
    var speakerRinging = SpeakerRinging.always

    /// Reads a JSON object (`{"speakerRinging": "backstop"}`); unknown fields and wrong values are refused.
    /// - Throws: `AlarmsError.malformed`, or `.invalid` naming the field.
    static func parse(json body: [UInt8], applyingTo settings: AlarmSettings) throws -> AlarmSettings {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            throw AlarmsError.malformed("The body is a JSON object like {\"speakerRinging\": \"backstop\"}.")
        }
        let known: Set<String> = ["speakerRinging", "speakerConfigured", "backstopSeconds"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw AlarmsError.setting(field: unknown, unknown: true, message: "“\(unknown)” is not an alarm setting.")
        }
        var result = settings
        if let value = object["speakerRinging"] {
            result.speakerRinging = try ringing(value as? String)
        }
        return result
    }

    /// Reads the settings form (`speakerRinging` radio buttons).
    /// - Throws: `AlarmsError.setting` naming the field.
    static func parse(form: (String) -> String?) throws -> AlarmSettings {
        AlarmSettings(speakerRinging: try ringing(form("speakerRinging")))
    }

    private static func ringing(_ text: String?) throws -> SpeakerRinging {
        guard let text, let mode = SpeakerRinging(rawValue: text) else {
            throw AlarmsError.setting(
                field: "speakerRinging", unknown: false, message: "“speakerRinging” is \"always\" or \"backstop\".")
        }
        return mode
    }
}

/// What `GET /api/v1/alarm-settings` answers: the settings, and whether a speaker is configured at all.
struct AlarmSettingsState: Encodable, Equatable, Sendable {
    var speakerRinging: String
    /// Whether Hearth runs with `--speaker` (without one, the setting waits for it).
    var speakerConfigured: Bool
    /// How long a display has to confirm it plays a ring before a backstop speaker rings, in seconds.
    var backstopSeconds: Int
}
