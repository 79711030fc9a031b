import DisplayCore
import Foundation

/// The style fields of the profile form, in order, each with its kind: one table for drawing the form and for
/// reading a post. A post becomes DisplayCore's JSON (`{"glow": 40, "night": {"mode": "off"}}`) and DisplayCore
/// validates it, so the form and the API accept exactly the same styles.
enum DisplayStyleForm {
    enum Kind: Equatable {
        case checkbox
        case choice([String])
        case integer(ClosedRange<Int>)
        case coordinate(Double)
        case color
        case time
        case text(maxLength: Int)
    }

    struct Field {
        /// The dotted JSON path, also the form field's name (`night.brightness`).
        var name: String
        /// The locale key of its label under `display.settings.`.
        var label: String
        var kind: Kind
    }

    struct Group {
        var legend: String
        var fields: [Field]
    }

    static let groups: [Group] = [
        Group(
            legend: "clockLegend",
            fields: [
                Field(name: "clockFormat", label: "clockFormat", kind: .choice(ClockFormat.allCases.map(\.rawValue))),
                Field(name: "showsAmPmBadge", label: "showsAmPmBadge", kind: .checkbox),
                Field(name: "showsSeconds", label: "showsSeconds", kind: .checkbox),
                Field(name: "sizeMode", label: "sizeMode", kind: .choice(ClockSizeMode.allCases.map(\.rawValue))),
                Field(name: "manualSize", label: "manualSize", kind: .integer(0...100)),
            ]),
        Group(
            legend: "styleLegend",
            fields: [
                Field(name: "digitColor", label: "digitColor", kind: .color),
                Field(name: "backgroundColor", label: "backgroundColor", kind: .color),
                Field(name: "glow", label: "glow", kind: .integer(0...100)),
                Field(name: "digitOpacity", label: "digitOpacity", kind: .integer(0...100)),
                Field(name: "overlayOpacity", label: "overlayOpacity", kind: .integer(0...100)),
                Field(
                    name: "fontFamily", label: "fontFamily", kind: .choice(DisplayFontFamily.allCases.map(\.rawValue))),
                Field(
                    name: "fontWeight", label: "fontWeight",
                    kind: .choice(DisplayFontWeight.allCases.map { String($0.rawValue) })),
                Field(name: "randomColorEachMinute", label: "randomColorEachMinute", kind: .checkbox),
                Field(name: "burnInShift", label: "burnInShift", kind: .checkbox),
            ]),
        Group(
            legend: "overlaysLegend",
            fields: ["date", "battery", "nextAlarm", "upcomingDays", "soundPlaying", "timeZone"].map {
                Field(name: "overlays." + $0, label: "overlay." + $0, kind: .checkbox)
            }),
        Group(
            legend: "nightLegend",
            fields: [
                Field(name: "night.mode", label: "nightMode", kind: .choice(NightMode.allCases.map(\.rawValue))),
                Field(name: "night.start", label: "nightStart", kind: .time),
                Field(name: "night.end", label: "nightEnd", kind: .time),
                Field(name: "night.latitude", label: "latitude", kind: .coordinate(90)),
                Field(name: "night.longitude", label: "longitude", kind: .coordinate(180)),
                Field(name: "night.digitColor", label: "nightDigitColor", kind: .color),
                Field(name: "night.backgroundColor", label: "nightBackgroundColor", kind: .color),
                Field(name: "night.brightness", label: "nightBrightness", kind: .integer(0...100)),
            ]),
        facesGroup,
        weatherGroup,
        agendaGroup,
    ]

    static var fields: [Field] { groups.flatMap(\.fields) }

    /// The locale key of a select option's label (`display.settings.font.serif`).
    static func optionKey(_ field: Field, _ value: String) -> String {
        if let faces = facesOptionGroup(field) { return "display.settings.\(faces).\(value)" }
        let group =
            switch field.name {
            case "clockFormat": "format"
            case "sizeMode": "size"
            case "fontFamily": "font"
            case "fontWeight": "weight"
            default: "night"
            }
        return "display.settings.\(group).\(value)"
    }

    /// A post's fields as DisplayCore's style JSON (an unchecked box is `false`; an empty coordinate is `null`;
    /// text that is not a number stays text, so DisplayCore names the field).
    static func json(from values: [String: String]) throws -> Data {
        var root: [String: Any] = [:]
        for field in fields where !field.name.hasPrefix(worldClockPrefix) {
            let raw = values[field.name]
            let value: Any
            switch field.kind {
            case .checkbox: value = raw != nil
            case .choice:
                guard let raw else { continue }
                value = field.name == "fontWeight" ? (Int(raw).map { $0 as Any } ?? raw) : raw
            case .integer:
                guard let raw else { continue }
                value = Int(raw.trimmingCharacters(in: .whitespaces)).map { $0 as Any } ?? raw
            case .coordinate:
                let text = (raw ?? "").trimmingCharacters(in: .whitespaces)
                value = text.isEmpty ? NSNull() : (Double(text).map { $0 as Any } ?? text)
            case .color, .time, .text:
                guard let raw else { continue }
                value = raw
            }
            let path = field.name.split(separator: ".").map(String.init)
            if path.count == 2 {
                var inner = root[path[0]] as? [String: Any] ?? [:]
                inner[path[1]] = value
                root[path[0]] = inner
            } else {
                root[path[0]] = value
            }
        }
        addWorldClocks(from: values, to: &root)
        addAgendaCalendars(from: values, to: &root)
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// Each field's value in `style`, as the form shows it (`"40"`, `"#ffb36b"`, `"22:00"`, `"on"` or absent).
    static func values(of style: DisplayStyle) -> [String: String] {
        guard let data = try? JSONEncoder().encode(style),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return [:] }
        var values = worldClockValues(of: style).merging(agendaCalendarValues(of: style)) { first, _ in first }
        for field in fields where !field.name.hasPrefix(worldClockPrefix) {
            let path = field.name.split(separator: ".").map(String.init)
            let raw = path.count == 2 ? (object[path[0]] as? [String: Any])?[path[1]] : object[path[0]]
            if field.kind == .checkbox {
                if (raw as? Bool) == true { values[field.name] = "on" }
                continue
            }
            switch raw {
            case let text as String: values[field.name] = text.lowercased().hasPrefix("#") ? text.lowercased() : text
            case let number as NSNumber: values[field.name] = number.stringValue
            default: break
            }
        }
        return values
    }
}
