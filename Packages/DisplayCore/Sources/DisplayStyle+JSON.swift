import Foundation
import HearthBasics

extension DisplayStyle: Decodable {
    /// Decodes a style from JSON, fields left out taking their value from `base`, and checks the result.
    ///
    /// Every problem is reported at once, each with its field name: wrong JSON types, colours not `#rrggbb`,
    /// unknown enum values or fields, then the rules of ``validationIssues()`` (ranges, contrast, night mode).
    /// - Parameters:
    ///   - json: a JSON object, all of a style or part of one.
    ///   - base: the style the fields are applied to: ``DisplayStyle/default`` for a new profile, the stored style
    ///     for an update.
    /// - Returns: the valid style.
    /// - Throws: ``DisplayValidationError`` naming every bad field (field `""` when the body is not a JSON object).
    public static func decode(json: Data, over base: DisplayStyle = .default) throws(DisplayValidationError)
        -> DisplayStyle
    {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: json), case .object(let object) = value else {
            throw DisplayValidationError(issues: [
                .init(field: "", reason: .invalidFormat, message: "The body is not a JSON object.")
            ])
        }
        var style = base
        var patch = FieldPatch(object)
        style.apply(&patch)
        let reported = Set(patch.issues.map(\.field))
        let issues = patch.issues + style.validationIssues().filter { !reported.contains($0.field) }
        guard issues.isEmpty else { throw DisplayValidationError(issues: issues) }
        return style
    }

    /// Decodes and validates a style as ``decode(json:over:)`` does over the default style.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``DisplayValidationError`` text.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .object(let object) = value else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "A display style is a JSON object."))
        }
        var style = DisplayStyle.default
        var patch = FieldPatch(object)
        style.apply(&patch)
        let issues = patch.issues + (patch.issues.isEmpty ? style.validationIssues() : [])
        guard issues.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: DisplayValidationError(issues: issues).description,
                    underlyingError: DisplayValidationError(issues: issues)))
        }
        self = style
    }

    private mutating func apply(_ patch: inout FieldPatch) {
        patch.choice("clockFormat", &clockFormat)
        patch.bool("showsAmPmBadge", &showsAmPmBadge)
        patch.bool("showsSeconds", &showsSeconds)
        patch.choice("sizeMode", &sizeMode)
        patch.integer("manualSize", &manualSize)
        patch.color("digitColor", &digitColor)
        patch.color("backgroundColor", &backgroundColor)
        patch.integer("glow", &glow)
        patch.integer("digitOpacity", &digitOpacity)
        patch.integer("overlayOpacity", &overlayOpacity)
        patch.choice("fontFamily", &fontFamily)
        patch.weight("fontWeight", &fontWeight)
        patch.bool("randomColorEachMinute", &randomColorEachMinute)
        patch.nested("overlays") { inner in
            inner.bool("date", &overlays.date)
            inner.bool("battery", &overlays.battery)
            inner.bool("nextAlarm", &overlays.nextAlarm)
            inner.bool("upcomingDays", &overlays.upcomingDays)
            inner.bool("soundPlaying", &overlays.soundPlaying)
            inner.bool("timeZone", &overlays.timeZone)
        }
        patch.nested("night") { inner in
            inner.choice("mode", &night.mode)
            inner.time("start", &night.start)
            inner.time("end", &night.end)
            inner.optionalNumber("latitude", &night.latitude)
            inner.optionalNumber("longitude", &night.longitude)
            inner.color("digitColor", &night.digitColor)
            inner.color("backgroundColor", &night.backgroundColor)
            inner.integer("brightness", &night.brightness)
        }
        patch.bool("burnInShift", &burnInShift)
        patch.nested("faces") { $0.faces(&faces) }
        patch.nested("weather") { $0.weather(&weather) }
        patch.nested("agenda") { $0.agenda(&agenda) }
        patch.reportUnknownFields()
    }
}
