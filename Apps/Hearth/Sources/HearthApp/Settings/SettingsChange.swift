import Appearance
import Foundation
import HTTPServer
import HearthBasics

/// A validated partial update of ``HearthSettings``, from a form or from JSON.
struct SettingsChange: Sendable, Equatable {
    var theme: ThemePreference?
    var contrast: ContrastPreference?
    var language: LanguageSetting?

    /// Applies the change to `settings`.
    func applied(to settings: HearthSettings) -> HearthSettings {
        var result = settings
        if let theme { result.appearance.theme = theme }
        if let contrast { result.appearance.contrast = contrast }
        if let language { result.language = language }
        return result
    }

    /// Parses text values by field name.
    /// - Throws: `SettingsError` naming the first bad field and its allowed values, or a name that is not a setting.
    static func parse(
        _ values: [(name: String, value: String)], allowUnknown: Bool
    ) throws(SettingsError) -> SettingsChange {
        var change = SettingsChange()
        for (name, value) in values {
            switch name {
            case "theme": change.theme = try parse(value, field: name, as: ThemePreference.self)
            case "contrast": change.contrast = try parse(value, field: name, as: ContrastPreference.self)
            case "language": change.language = try parse(value, field: name, as: LanguageSetting.self)
            default:
                if !allowUnknown { throw .unknownField(name) }
            }
        }
        return change
    }

    /// Parses a JSON object body (`{"theme": "dark"}`), every value a string.
    static func parse(json request: Request) throws -> SettingsChange {
        let object = try request.decodeJSON(as: [String: JSONValue].self)
        var values: [(name: String, value: String)] = []
        for (name, value) in object.sorted(by: { $0.key < $1.key }) {
            guard case .string(let text) = value else { throw SettingsError.notAString(field: name) }
            values.append((name, text))
        }
        return try parse(values, allowUnknown: false)
    }

    private static func parse<Value: RawRepresentable & CaseIterable>(
        _ text: String, field: String, as type: Value.Type
    ) throws(SettingsError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw .invalidChoice(field: field, allowed: Value.allCases.map(\.rawValue))
        }
        return value
    }
}
