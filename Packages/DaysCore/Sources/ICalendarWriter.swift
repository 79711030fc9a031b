import Foundation
import HearthBasics

/// Builds RFC 5545 text: escaped values, lines folded at 75 octets, CRLF line ends.
struct ICalendarWriter {
    private(set) var lines: [String] = []

    mutating func add(_ name: String, _ value: String, parameters: String = "") {
        lines.append(name + parameters + ":" + value)
    }

    mutating func addText(_ name: String, _ text: String) {
        add(name, ICalendarWriter.escaped(text))
    }

    var text: String {
        lines.flatMap(ICalendarWriter.folded).map { $0 + "\r\n" }.joined()
    }

    /// Escapes a TEXT value: backslash, semicolon, comma and line breaks.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r\n", "\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Splits a content line into lines of at most 75 octets, continuation lines starting with a space, never
    /// inside a UTF-8 sequence.
    static func folded(_ line: String) -> [String] {
        guard line.utf8.count > 75 else { return [line] }
        var result: [String] = []
        var current = ""
        var octets = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > limit {
                result.append(current)
                current = " "
                octets = 1
                limit = 75
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        result.append(current)
        return result
    }

    /// `YYYYMMDD`.
    static func date(_ date: LocalDate) -> String {
        let text = date.description
        return String(text.prefix(4) + text.dropFirst(5).prefix(2) + text.suffix(2))
    }

    /// `YYYYMMDDTHHMMSSZ`.
    static func utc(_ instant: Date) -> String {
        let seconds = Int(InstantFormat.clamped(instant.timeIntervalSince1970).rounded(.down))
        let day = LocalDate(daysSince1970: seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400))
        let rest = seconds - day.daysSince1970 * 86_400
        func two(_ n: Int) -> String { (n < 10 ? "0" : "") + String(n) }
        return date(day) + "T" + two(rest / 3600) + two(rest / 60 % 60) + two(rest % 60) + "Z"
    }

    /// A duration in minutes as `-P6DT15H`, `PT9H30M`, `PT0M`.
    static func duration(minutes: Int) -> String {
        var value = minutes.magnitude
        let days = value / 1440
        value %= 1440
        var text = minutes < 0 ? "-P" : "P"
        if days > 0 { text += "\(days)D" }
        if value > 0 || days == 0 {
            text += "T"
            if value / 60 > 0 { text += "\(value / 60)H" }
            if value % 60 > 0 || value == 0 { text += "\(value % 60)M" }
        }
        return text
    }
}
