import Foundation
import HearthBasics
import ICalendar

/// How the import reads the file with the ICalendar module, and the values Hearth takes from it.
extension DaysICalendar {
    /// What Hearth keeps of an event's `RRULE`.
    struct RuleReading {
        /// The repeat Hearth can represent (`none` for a rule yielding one date, or one it cannot).
        var repeatRule = RepeatRule.none
        /// `mar1` for `BYYEARDAY=60` (a 29 February day falling on 1 March in common years).
        var leapDayRule = LeapDayRule.feb28
        /// Why Hearth cannot represent the rule (the event is skipped).
        var problems: [ImportIssue.Code] = []
        /// Whether the rule's end or the event's exceptions are dropped (a note).
        var endNotKept = false
    }

    /// Hands over each component directly inside the file's one `VCALENDAR` (its events) as it is read, never
    /// holding the file's lines or events together. The bytes are first checked whole: UTF-8, every logical line
    /// within ``maximumLineLength`` and a property; then nested, one line at a time.
    ///
    /// - Parameters:
    ///   - bytes: The file (often memory-mapped).
    ///   - body: Called with each component of the calendar, in file order.
    /// - Throws: ``ImportError`` with the line and code of the first problem, in that order: not UTF-8, a line too
    ///   long, a line that is not a property, then the nesting (too many events, an unmatched `END`, an unclosed
    ///   component, not one calendar).
    static func forEachComponent(
        in bytes: UnsafeRawBufferPointer, _ body: (ICalendarComponent) -> Void
    ) throws(ImportError) {
        guard isUTF8(bytes) else { throw ImportError(issues: [ImportIssue(code: .notUTF8)]) }
        var tooLong: Int?
        var notProperty: Int?
        ContentLine.forEachLine(in: bytes, maximumLineBytes: maximumLineLength) { line in
            if line.isTooLong {
                tooLong = line.number
                return false
            }
            if notProperty == nil, !isPropertyName(line.contentLine.name) { notProperty = line.number }
            return true
        }
        if let tooLong {
            throw ImportError(issues: [ImportIssue(line: tooLong, code: .lineTooLong(limitBytes: maximumLineLength))])
        }
        if let notProperty { throw ImportError(issues: [ImportIssue(line: notProperty, code: .notAProperty)]) }
        let limits = ICalendarLimits(
            maximumBytes: maximumSize, maximumLineBytes: maximumLineLength, maximumEvents: maximumEvents,
            maximumIterations: ICalendarLimits.standard.maximumIterations)
        var builder = ICalendarComponentBuilder(limits: limits, keepsChildren: false)
        var failure: ICalendarError?
        ContentLine.forEachLine(in: bytes, maximumLineBytes: maximumLineLength) { line in
            do throws(ICalendarError) {
                if let component = try builder.take(line.contentLine) { body(component) }
                return true
            } catch {
                failure = error
                return false
            }
        }
        let roots: [ICalendarComponent]
        do throws(ICalendarError) {
            if let failure { throw failure }
            roots = try builder.finish()
        } catch {
            throw ImportError(issues: [issue(for: error)])
        }
        guard roots.count == 1 else { throw ImportError(issues: [ImportIssue(line: 1, code: .notOneCalendar)]) }
    }

    /// Whether bytes are UTF-8, checked a slice at a time (each ending at a line feed, which never splits a
    /// character) so that no copy of the whole file is made.
    private static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = min(start + 1 << 20, bytes.count)
            while end < bytes.count, bytes[end - 1] != UInt8(ascii: "\n") { end += 1 }
            guard String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil
            else { return false }
            start = end
        }
        return true
    }

    /// DaysCore's issue for a file the ICalendar module refuses.
    private static func issue(for error: ICalendarError) -> ImportIssue {
        switch error.reason {
        case .lineTooLong(let limit): ImportIssue(line: error.line, code: .lineTooLong(limitBytes: limit))
        case .tooManyEvents(let limit): ImportIssue(line: error.line, code: .tooManyComponents(limit: limit))
        case .unmatchedEnd(let name): ImportIssue(line: error.line, code: .unmatchedEnd(name: name))
        case .unclosedComponent(let name): ImportIssue(line: error.line, code: .unclosedComponent(name: name))
        default: ImportIssue(line: 1, code: .notOneCalendar)
        }
    }

    /// Whether a content line's name is an iCalendar name (letters, digits and `-`).
    private static func isPropertyName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy {
                $0 == UInt8(ascii: "-") || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
            }
    }

    /// Reads an `RRULE` with ``RecurrenceRule/parse(_:zone:line:)`` and decides whether Hearth can represent it:
    /// yearly, monthly or weekly with interval 1, or a rule yielding one date (`COUNT=1`, `UNTIL` on or before
    /// the start).
    ///
    /// - Parameters:
    ///   - property: The `RRULE` property.
    ///   - startDate: The event's start date, if it has one.
    ///   - hasExceptions: Whether the event has `EXDATE`.
    /// - Returns: What Hearth keeps.
    static func repetition(of property: ContentLine, startDate: LocalDate?, hasExceptions: Bool) -> RuleReading {
        var reading = RuleReading()
        let rule: RecurrenceRule
        do {
            rule = try RecurrenceRule.parse(property.value, line: property.line)
        } catch {
            guard case .invalidRule(let part) = error.reason else { return reading }
            let written = String(rulePart(part, of: property.value).prefix(20))
            switch part {
            case "FREQ": reading.problems = [.unsupportedFrequency(value: written)]
            case "INTERVAL": reading.problems = [.unsupportedInterval(value: String(written.prefix(10)))]
            default: reading.problems = [.badRulePart(value: part)]
            }
            return reading
        }
        if rule.byYearDay == [60] { reading.leapDayRule = .mar1 }
        switch rule.end {
        case .count(1): return reading
        case .until(let until):
            if let startDate, until.wall.date <= startDate { return reading }
        default: break
        }
        switch rule.frequency {
        case .yearly: reading.repeatRule = .yearly
        case .monthly: reading.repeatRule = .monthly
        case .weekly: reading.repeatRule = .weekly
        default: reading.problems.append(.unsupportedFrequency(value: rule.frequency.rawValue))
        }
        if rule.interval != 1 { reading.problems.append(.unsupportedInterval(value: String(rule.interval))) }
        reading.endNotKept = rule.end != nil || hasExceptions
        return reading
    }

    /// The written value of one part of a rule (`FREQ` of `FREQ=DAILY;COUNT=3`), for messages.
    private static func rulePart(_ name: String, of rule: String) -> String {
        for piece in rule.split(separator: ";") {
            let pair = piece.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).uppercased() == name {
                return pair[1].trimmingCharacters(in: .whitespaces).uppercased()
            }
        }
        return ""
    }

    /// A written `DATE` or `DATE-TIME` (`TZID` ignored): its date, minutes after midnight (`nil` for a date) and
    /// whether it is UTC.
    static func writtenDate(_ text: String) -> (date: LocalDate, minutes: Int?, isUTC: Bool)? {
        guard let value = DateTimeValue.parseText(text, zone: nil) else { return nil }
        let date = value.wall.date
        return (date, value.isDate ? nil : value.wall.hour * 60 + value.wall.minute, value.form == .utc)
    }

    /// A UTC date-time `YYYYMMDDTHHMMSSZ` as an instant (seconds included).
    static func utcInstant(_ text: String) -> Date? {
        guard let value = DateTimeValue.parseText(text, zone: nil), value.form == .utc else { return nil }
        return value.instant(floatingIn: .gmt)
    }

    /// A `DURATION` (`-P1DT15H`) in seconds, negative before.
    static func signedSeconds(_ text: String) -> Int? {
        guard let duration = EventDuration.parse(text) else { return nil }
        return text.trimmingCharacters(in: .whitespaces).hasPrefix("-") ? -duration.seconds : duration.seconds
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
        return values.map { ContentLine.unescaped($0).trimmingCharacters(in: .whitespaces) }
    }
}
