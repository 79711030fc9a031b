import AlarmKitCore
import Foundation
import HearthBasics

/// A change of the quiet hours from a JSON body or a form: any of `enabled`, `start`, `end`; the others keep their
/// values.
struct QuietHoursChange: Equatable, Sendable {
    var enabled: Bool?
    var start: TimeOfDay?
    var end: TimeOfDay?

    /// The setting after the change.
    func applied(to setting: QuietHoursSetting) -> QuietHoursSetting {
        var result = setting
        if let enabled { result.enabled = enabled }
        if let start { result.start = start }
        if let end { result.end = end }
        return result
    }

    /// Reads a JSON object; unknown fields and wrong types are refused.
    /// - Throws: `QuietHoursError`.
    static func parse(json body: [UInt8]) throws(QuietHoursError) -> QuietHoursChange {
        struct Body: Decodable {
            var enabled: Bool?
            var start: String?
            var end: String?
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            throw .malformed
        }
        let known: Set<String> = ["enabled", "start", "end", "quietNow", "until", "heldReminders"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw .invalid(field: unknown, reason: "unknown", message: "“\(unknown)” is not a quiet-hours field.")
        }
        let decoded: Body
        do {
            decoded = try JSONDecoder().decode(Body.self, from: Data(body))
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.first?.stringValue ?? "enabled"
            throw .invalid(
                field: field, reason: "invalid",
                message: field == "enabled"
                    ? "“enabled” must be true or false." : "“\(field)” must be a time like \"22:00\".")
        } catch {
            throw .malformed
        }
        var change = QuietHoursChange(enabled: decoded.enabled)
        for (key, text) in [("start", decoded.start), ("end", decoded.end)] {
            guard let text else { continue }
            guard let time = TimeOfDay(text) else {
                throw .invalid(field: key, reason: "invalid", message: "“\(key)” must be a time like \"22:00\".")
            }
            if key == "start" { change.start = time } else { change.end = time }
        }
        return change
    }

    /// Reads the settings form (`enabled` checkbox, `start`, `end`).
    /// - Throws: `QuietHoursError.invalid` naming the field.
    static func parse(form: (String) -> String?) throws(QuietHoursError) -> QuietHoursChange {
        var change = QuietHoursChange(enabled: form("enabled") == "on" || form("enabled") == "true")
        for key in ["start", "end"] {
            let raw = form(key) ?? ""
            // Browsers may send seconds ("22:00:00").
            let text = raw.count == 8 && raw.hasSuffix(":00") ? String(raw.prefix(5)) : raw
            guard let time = TimeOfDay(text) else {
                throw .invalid(field: key, reason: "invalid", message: "“\(key)” must be a time like 22:00.")
            }
            if key == "start" { change.start = time } else { change.end = time }
        }
        return change
    }
}
