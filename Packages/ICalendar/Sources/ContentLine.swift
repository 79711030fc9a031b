import Foundation

/// One logical (unfolded) line of iCalendar text: `NAME;PARAM=value:VALUE` (RFC 5545 §3.1).
public struct ContentLine: Hashable, Sendable {
    /// The property name, upper-cased (`DTSTART`, `X-WR-CALNAME`).
    public var name: String
    /// The parameters by upper-cased name, quotes removed (`TZID`, `VALUE`).
    public var parameters: [String: String]
    /// The raw value after the first unquoted colon, still escaped.
    public var value: String
    /// The 1-based line of the file where it starts.
    public var line: Int

    /// Creates a content line.
    ///
    /// - Parameters:
    ///   - name: The property name (upper-cased here).
    ///   - parameters: The parameters by upper-cased name.
    ///   - value: The raw value.
    ///   - line: The 1-based line number.
    public init(name: String, parameters: [String: String] = [:], value: String, line: Int) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        self.line = line
    }

    /// The value with TEXT escaping undone (`\\`, `\;`, `\,`, `\n`).
    public var text: String { ContentLine.unescaped(value) }

    /// Splits a logical line `NAME;PARAM=value;PARAM="quoted":value` (one without a colon becomes a name only).
    ///
    /// - Parameters:
    ///   - line: The unfolded line.
    ///   - number: Its 1-based line number.
    /// - Returns: The content line.
    public static func parse(_ line: String, number: Int) -> ContentLine {
        var name = ""
        var parameters: [String: String] = [:]
        var current = ""
        var key: String?
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, character == ";" || character == ":" {
                if name.isEmpty {
                    name = current
                } else if let key {
                    parameters[key] = current
                }
                current = ""
                key = nil
                if character == ":" {
                    return ContentLine(
                        name: name, parameters: parameters, value: String(line[line.index(after: index)...]),
                        line: number)
                }
            } else if !quoted, character == "=", !name.isEmpty, key == nil {
                key = current.uppercased()
                current = ""
            } else {
                current.append(character)
            }
            index = line.index(after: index)
        }
        return ContentLine(name: name.isEmpty ? current : name, parameters: parameters, value: "", line: number)
    }

    /// Unfolds text into logical lines: drops a UTF-8 byte order mark, accepts CR LF or LF, joins a line that
    /// starts with a space or tab to the one before (RFC 5545 §3.1), and skips empty lines.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - maximumLineBytes: The longest logical line accepted.
    /// - Returns: The lines with the number of the physical line each starts on.
    /// - Throws: ``ICalendarError`` `lineTooLong`.
    ///
    /// ``forEachLine(in:maximumLineBytes:_:)`` reads the same lines one at a time, for a large file.
    public static func lines(of text: String, maximumLineBytes: Int) throws(ICalendarError) -> [ContentLine] {
        var lines: [ContentLine] = []
        var tooLong: Int?
        Array(text.utf8).withUnsafeBytes { bytes in
            forEachLine(in: bytes, maximumLineBytes: maximumLineBytes) { line in
                if line.isTooLong {
                    tooLong = line.number
                    return false
                }
                lines.append(line.contentLine)
                return true
            }
        }
        if let tooLong { throw ICalendarError(line: tooLong, reason: .lineTooLong(limitBytes: maximumLineBytes)) }
        return lines
    }

    /// Undoes TEXT escaping (`\\`, `\;`, `\,`, `\n` or `\N`).
    ///
    /// - Parameter text: An escaped TEXT value.
    /// - Returns: The plain text.
    public static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
