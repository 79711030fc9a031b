import Foundation

/// Reads RFC 5545 text into components: unfolds lines, splits properties and parameters, checks BEGIN/END nesting.
struct ICalendarReader {
    struct Property {
        var name: String
        var parameters: [String: String]
        var value: String
        var line: Int
    }

    final class Component {
        let name: String
        let line: Int
        var properties: [Property] = []
        var children: [Component] = []

        init(name: String, line: Int) {
            self.name = name
            self.line = line
        }

        func first(_ name: String) -> Property? {
            properties.first { $0.name == name }
        }
    }

    struct Failure: Error {
        var line: Int
        var code: ImportIssue.Code
    }

    var maximumLineLength: Int
    var maximumComponents: Int

    /// The top-level components (normally one VCALENDAR).
    func read(_ text: String) throws(Failure) -> [Component] {
        var logical: [(line: Int, text: String)] = []
        var number = 0
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            var bytes = raw
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            let line = String(decoding: bytes, as: UTF8.self)
            if let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), !logical.isEmpty {
                logical[logical.count - 1].text += String(decoding: bytes.dropFirst(), as: UTF8.self)
                if logical[logical.count - 1].text.utf8.count > maximumLineLength {
                    throw Failure(
                        line: logical[logical.count - 1].line,
                        code: .lineTooLong(limitBytes: maximumLineLength))
                }
            } else if !line.isEmpty {
                if line.utf8.count > maximumLineLength {
                    throw Failure(line: number, code: .lineTooLong(limitBytes: maximumLineLength))
                }
                logical.append((number, line))
            }
        }
        var roots: [Component] = []
        var stack: [Component] = []
        var count = 0
        for (line, text) in logical {
            let property = try parse(text, line: line)
            switch property.name {
            case "BEGIN":
                count += 1
                guard count <= maximumComponents else {
                    throw Failure(line: line, code: .tooManyComponents(limit: maximumComponents))
                }
                let component = Component(name: property.value.uppercased(), line: line)
                if let parent = stack.last { parent.children.append(component) } else { roots.append(component) }
                stack.append(component)
            case "END":
                guard let open = stack.popLast(), open.name == property.value.uppercased() else {
                    throw Failure(
                        line: line, code: .unmatchedEnd(name: String(property.value.prefix(40))))
                }
            default:
                guard let open = stack.last else {
                    throw Failure(line: line, code: .propertyOutsideComponent)
                }
                open.properties.append(property)
            }
        }
        if let open = stack.last {
            throw Failure(line: open.line, code: .unclosedComponent(name: open.name))
        }
        return roots
    }

    /// Splits `NAME;PARAM=value;PARAM="quoted":value`.
    private func parse(_ text: String, line: Int) throws(Failure) -> Property {
        let bytes = Array(text.utf8)
        let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), quote = UInt8(ascii: "\""),
            equals = UInt8(ascii: "=")
        var index = 0
        while index < bytes.count, bytes[index] != semicolon, bytes[index] != colon { index += 1 }
        let nameBytes = bytes[0..<index]
        guard !nameBytes.isEmpty,
            nameBytes.allSatisfy({
                $0 == UInt8(ascii: "-") || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
            })
        else { throw Failure(line: line, code: .notAProperty) }
        let name = String(decoding: nameBytes, as: UTF8.self).uppercased()
        var parameters: [String: String] = [:]
        while index < bytes.count, bytes[index] == semicolon {
            index += 1
            let keyStart = index
            while index < bytes.count, bytes[index] != equals, bytes[index] != colon, bytes[index] != semicolon {
                index += 1
            }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self).uppercased()
            guard index < bytes.count, bytes[index] == equals else {
                throw Failure(line: line, code: .parameterWithoutValue(property: name))
            }
            index += 1
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != semicolon, bytes[index] != colon {
                if bytes[index] == quote {
                    index += 1
                    while index < bytes.count, bytes[index] != quote {
                        value.append(bytes[index])
                        index += 1
                    }
                    guard index < bytes.count else {
                        throw Failure(line: line, code: .unclosedParameterQuote(property: name))
                    }
                    index += 1
                } else {
                    value.append(bytes[index])
                    index += 1
                }
            }
            parameters[key] = String(decoding: value, as: UTF8.self)
        }
        guard index < bytes.count, bytes[index] == colon else {
            throw Failure(line: line, code: .propertyWithoutValue(property: name))
        }
        return Property(
            name: name, parameters: parameters, value: String(decoding: bytes[(index + 1)...], as: UTF8.self),
            line: line)
    }

    /// Undoes TEXT escaping (`\\`, `\;`, `\,`, `\n`, `\N`).
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": result += "\n"
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Splits a list of TEXT values at commas that are not escaped, and unescapes each (`CATEGORIES:A\\,B,C`).
    static func textList(_ text: String) -> [String] {
        var values: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append("\\")
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(current)
        return values.map { unescaped($0).trimmingCharacters(in: .whitespaces) }
    }

    /// Parses `[+-]P[nW][nD][T[nH][nM][nS]]` into seconds.
    static func durationSeconds(_ text: String) -> Int? {
        var scalars = Substring(text.uppercased())
        var sign = 1
        if scalars.first == "-" {
            sign = -1; scalars = scalars.dropFirst()
        } else if scalars.first == "+" {
            scalars = scalars.dropFirst()
        }
        guard scalars.first == "P" else { return nil }
        scalars = scalars.dropFirst()
        var total = 0
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in scalars {
            if character.isASCII, character.isNumber {
                number.append(character)
                guard number.count <= 7 else { return nil }
                continue
            }
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Int(number) else { return nil }
            number = ""
            switch (character, inTime) {
            case ("W", false): total += value * 604_800
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3_600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return sign * total
    }

    /// Parses a UTC date-time `YYYYMMDDTHHMMSSZ` into an instant (seconds included).
    static func utcInstant(_ text: String) -> Date? {
        guard let value = dateValue(text), let minutes = value.minutes, value.isUTC,
            let seconds = Int(text.dropFirst(13).prefix(2)), seconds < 61
        else { return nil }
        return Date(timeIntervalSince1970: Double(value.date.daysSince1970 * 86_400 + minutes * 60 + seconds))
    }

    /// Parses `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]` into the written date, the minutes after midnight and whether it is UTC.
    static func dateValue(_ text: String) -> (date: CalendarDate, minutes: Int?, isUTC: Bool)? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 8, bytes[0..<8].allSatisfy({ (48...57).contains($0) }) else { return nil }
        let digits = String(decoding: bytes[0..<8], as: UTF8.self)
        guard let date = CalendarDate(digits.prefix(4) + "-" + digits.dropFirst(4).prefix(2) + "-" + digits.suffix(2))
        else { return nil }
        if bytes.count == 8 { return (date, nil, false) }
        guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")), bytes[8] == UInt8(ascii: "T"),
            bytes[9..<15].allSatisfy({ (48...57).contains($0) })
        else { return nil }
        let hour = Int(bytes[9] - 48) * 10 + Int(bytes[10] - 48)
        let minute = Int(bytes[11] - 48) * 10 + Int(bytes[12] - 48)
        guard hour < 24, minute < 60 else { return nil }
        return (date, hour * 60 + minute, bytes.count == 16)
    }
}
