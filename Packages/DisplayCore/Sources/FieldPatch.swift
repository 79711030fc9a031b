import Appearance
import HearthBasics

/// Applies the fields of one JSON object onto values, collecting a ``DisplayValidationIssue`` for each field of the
/// wrong type or form and for each unknown field. Ranges are checked later, on the whole style.
struct FieldPatch {
    let object: [String: JSONValue]
    let prefix: String
    var issues: [DisplayValidationIssue] = []
    private var known: [String] = []

    init(_ object: [String: JSONValue], prefix: String = "") {
        self.object = object
        self.prefix = prefix
    }

    private func name(_ key: String) -> String { prefix + key }

    mutating func value(_ key: String) -> JSONValue? {
        known.append(key)
        return object[key]
    }

    mutating func wrongType(_ key: String, expected: String, got value: JSONValue) {
        issues.append(
            .init(field: name(key), reason: .wrongType, message: "Expected \(expected), got \(value.typeName)."))
    }

    mutating func bool(_ key: String, _ target: inout Bool) {
        guard let value = value(key) else { return }
        if case .bool(let flag) = value { target = flag } else { wrongType(key, expected: "true or false", got: value) }
    }

    mutating func integer(_ key: String, _ target: inout Int) {
        guard let value = value(key) else { return }
        guard case .number(let number) = value else { return wrongType(key, expected: "a whole number", got: value) }
        guard number.rounded() == number, abs(number) < 1e9 else {
            return issues.append(.init(field: name(key), reason: .wrongType, message: "Expected a whole number."))
        }
        target = Int(number)
    }

    mutating func optionalNumber(_ key: String, _ target: inout Double?) {
        guard let value = value(key) else { return }
        switch value {
        case .null: target = nil
        case .number(let number): target = number
        default: wrongType(key, expected: "a number or null", got: value)
        }
    }

    mutating func color(_ key: String, _ target: inout RGBColor) {
        guard let value = value(key) else { return }
        guard case .string(let text) = value else { return wrongType(key, expected: "a colour string", got: value) }
        guard let color = Self.strictColor(text) else {
            return issues.append(
                .init(
                    field: name(key), reason: .invalidFormat,
                    message: "A colour is written #rrggbb, got \"\(text.prefix(20))\"."))
        }
        target = color
    }

    /// `#rrggbb` exactly (either case), nothing else.
    static func strictColor(_ text: String) -> RGBColor? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#"),
            bytes.dropFirst().allSatisfy({ Character(UnicodeScalar($0)).isHexDigit })
        else { return nil }
        return try? RGBColor(hex: text)
    }

    mutating func time(_ key: String, _ target: inout TimeOfDay) {
        guard let value = value(key) else { return }
        guard case .string(let text) = value else { return wrongType(key, expected: "a time string", got: value) }
        guard let time = TimeOfDay(text) else {
            return issues.append(
                .init(
                    field: name(key), reason: .invalidFormat,
                    message: "A time is written HH:mm (00:00–23:59), got \"\(text.prefix(20))\"."))
        }
        target = time
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ target: inout Choice)
    where Choice.RawValue == String {
        guard let value = value(key) else { return }
        guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return issues.append(.init(field: name(key), reason: .unknownValue, message: "Expected one of \(allowed)."))
        }
        target = choice
    }

    mutating func weight(_ key: String, _ target: inout DisplayFontWeight) {
        guard let value = value(key) else { return }
        guard case .number(let number) = value, let weight = DisplayFontWeight(rawValue: Int(exactly: number) ?? -1)
        else {
            return issues.append(
                .init(field: name(key), reason: .unknownValue, message: "Expected 100, 200, … or 900."))
        }
        target = weight
    }

    /// A nested object, patched by `body` with its own prefix; its issues are merged into this one's.
    mutating func nested(_ key: String, _ body: (inout FieldPatch) -> Void) {
        guard let value = value(key) else { return }
        guard case .object(let object) = value else { return wrongType(key, expected: "an object", got: value) }
        var inner = FieldPatch(object, prefix: name(key) + ".")
        body(&inner)
        inner.reportUnknownFields()
        issues += inner.issues
    }

    /// Adds an issue for each key that no accessor asked for, in key order.
    mutating func reportUnknownFields() {
        for key in object.keys.sorted() where !known.contains(key) {
            issues.append(.init(field: name(key), reason: .unknownField, message: "There is no such field."))
        }
    }
}
