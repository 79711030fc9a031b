import Foundation
import HearthBasics

/// A `DATE` or `DATE-TIME` property value (RFC 5545 §3.3.4, §3.3.5): the written wall-clock value and how to
/// read it (a whole day, floating local time, UTC, or a `TZID` time zone).
public struct DateTimeValue: Hashable, Sendable, CustomStringConvertible {
    /// How the value is anchored.
    public enum Form: Hashable, Sendable {
        /// A `DATE`: the whole day, in whatever time zone the reader lives.
        case date
        /// A `DATE-TIME` without `Z` or `TZID`: the same wall-clock time everywhere.
        case floating
        /// A `DATE-TIME` ending in `Z`.
        case utc
        /// A `DATE-TIME` with `TZID=`: wall-clock time in that zone.
        case zoned(TimeZone)
    }

    /// The written date and time (midnight for a `DATE`).
    public var wall: CivilDateTime
    /// How it is anchored.
    public var form: Form

    /// Creates a value.
    ///
    /// - Parameters:
    ///   - wall: The written wall-clock date-time.
    ///   - form: How it is anchored.
    public init(wall: CivilDateTime, form: Form) {
        self.wall = wall
        self.form = form
    }

    /// Whether it is a `DATE` (a whole day).
    public var isDate: Bool { form == .date }

    /// The time zone the wall-clock time is in, if it has one (`nil` for dates and floating times).
    public var timeZone: TimeZone? {
        switch form {
        case .utc: TimeZone(secondsFromGMT: 0)
        case .zoned(let zone): zone
        case .date, .floating: nil
        }
    }

    /// The same kind of value at another wall-clock time (a recurrence instance).
    ///
    /// - Parameter wall: The new wall-clock date-time.
    /// - Returns: The value.
    public func with(wall: CivilDateTime) -> DateTimeValue { DateTimeValue(wall: wall, form: form) }

    /// The instant it names; dates and floating times are read in `floatingZone`.
    ///
    /// - Parameter floatingZone: The zone for `DATE` and floating values (the reader's own).
    /// - Returns: The instant.
    public func instant(floatingIn floatingZone: TimeZone) -> Date {
        DateTimeValue.instant(of: wall, in: timeZone ?? floatingZone)
    }

    /// The wall-clock date in `zone`: a `DATE` or floating value keeps its written date, a UTC or `TZID` value
    /// becomes the date its instant falls on in `zone`.
    ///
    /// - Parameter zone: The reader's time zone.
    /// - Returns: The date-time on the reader's wall clock.
    public func wall(in zone: TimeZone) -> CivilDateTime {
        guard timeZone != nil else { return wall }
        return DateTimeValue.wall(of: instant(floatingIn: zone), in: zone)
    }

    /// The value in a calendar's default time zone (`X-WR-TIMEZONE`): a floating time becomes that zone's wall-clock
    /// time, a UTC time the zone's wall-clock time at the same instant (so a rule repeats on the zone's clock, across
    /// its daylight-saving changes); a date or a `TZID` time is unchanged.
    ///
    /// - Parameter zone: The calendar's zone.
    /// - Returns: The value.
    public func placed(in zone: TimeZone) -> DateTimeValue {
        switch form {
        case .floating: DateTimeValue(wall: wall, form: .zoned(zone))
        case .utc: DateTimeValue(wall: self.wall(in: zone), form: .zoned(zone))
        case .date, .zoned: self
        }
    }

    /// `2026-11-26`, `2026-11-26T09:00:00`, `2026-11-26T09:00:00Z` or `2026-11-26T09:00:00[Europe/Berlin]`.
    public var description: String {
        switch form {
        case .date: wall.date.description
        case .floating: wall.description
        case .utc: wall.description + "Z"
        case .zoned(let zone): wall.description + "[\(zone.identifier)]"
        }
    }

    // MARK: - Reading

    /// Reads a `DATE` or `DATE-TIME` property (`VALUE=DATE`, `TZID=`), resolving the zone by name.
    ///
    /// - Parameter line: The property.
    /// - Returns: The value.
    /// - Throws: ``ICalendarError`` `invalidDate` or `unknownTimeZone`, with the property's line.
    public static func parse(_ line: ContentLine) throws(ICalendarError) -> DateTimeValue {
        let values = try parseList(line)
        guard values.count == 1, let value = values.first else {
            throw ICalendarError(line: line.line, reason: .invalidDate(property: line.name))
        }
        return value
    }

    /// Reads a comma-separated list property (`EXDATE`, `RDATE`); a `PERIOD` keeps its start only.
    ///
    /// A `TZID` with a time that also ends in `Z` (`DTSTART;TZID=Europe/Berlin:20150602T120000Z`, which RFC 5545
    /// does not allow; ownCloud wrote it) is read as wall-clock time in the `TZID` zone, as khal and Python's
    /// `icalendar` read it: the zone was named on purpose, the `Z` is the slip.
    ///
    /// - Parameter line: The property.
    /// - Returns: The values in written order.
    /// - Throws: ``ICalendarError`` `invalidDate` or `unknownTimeZone`, with the property's line.
    public static func parseList(_ line: ContentLine) throws(ICalendarError) -> [DateTimeValue] {
        var zone: TimeZone?
        if let tzid = line.parameters["TZID"] {
            guard let resolved = resolveTimeZone(tzid) else {
                throw ICalendarError(line: line.line, reason: .unknownTimeZone(String(tzid.prefix(80))))
            }
            zone = resolved
        }
        let isDate = line.parameters["VALUE"]?.uppercased() == "DATE"
        var values: [DateTimeValue] = []
        for item in line.value.split(separator: ",") {
            let text = item.split(separator: "/").first.map(String.init)?.trimmingSpaces ?? ""
            guard var value = parseText(text, zone: zone), !isDate || value.isDate else {
                throw ICalendarError(line: line.line, reason: .invalidDate(property: line.name))
            }
            if let zone, value.form == .utc { value.form = .zoned(zone) }
            values.append(value)
        }
        guard !values.isEmpty else { throw ICalendarError(line: line.line, reason: .invalidDate(property: line.name)) }
        return values
    }

    /// Reads `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`; a zone applies to a date-time without `Z`.
    ///
    /// - Parameters:
    ///   - text: The written value.
    ///   - zone: The `TZID` zone, if any.
    /// - Returns: The value, or `nil` when malformed.
    public static func parseText(_ text: String, zone: TimeZone?) -> DateTimeValue? {
        let bytes = Array(text.utf8)
        guard let date = LocalDate(compact: text.prefix(8)) else { return nil }
        if bytes.count == 8 { return DateTimeValue(wall: CivilDateTime(date: date), form: .date) }
        guard bytes.count == 15 || bytes.count == 16, bytes[8] == UInt8(ascii: "T"),
            bytes[9..<15].allSatisfy({ (48...57).contains($0) })
        else { return nil }
        func number(_ at: Int) -> Int { Int(bytes[at] - 48) * 10 + Int(bytes[at + 1] - 48) }
        let (hour, minute, second) = (number(9), number(11), number(13))
        guard hour < 24, minute < 60, second <= 60 else { return nil }
        let wall = CivilDateTime(date: date, hour: hour, minute: minute, second: second)
        if bytes.count == 16 {
            guard bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z") else { return nil }
            return DateTimeValue(wall: wall, form: .utc)
        }
        return DateTimeValue(wall: wall, form: zone.map { .zoned($0) } ?? .floating)
    }

    /// A `TZID` as a Foundation time zone: an IANA name, a Windows name as Outlook writes it
    /// (`W. Europe Standard Time`), or the IANA name at the end of a path-like id
    /// (`/mozilla.org/20050126_1/Europe/Berlin`).
    ///
    /// - Parameter tzid: The parameter's value.
    /// - Returns: The zone, or `nil`.
    public static func resolveTimeZone(_ tzid: String) -> TimeZone? {
        let trimmed = tzid.trimmingSpaces.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        if trimmed.uppercased() == "UTC" || trimmed.uppercased() == "GMT" || trimmed == "Etc/UTC" {
            return TimeZone(secondsFromGMT: 0)
        }
        if let zone = TimeZone(identifier: trimmed) { return zone }
        if let name = windowsZones[trimmed], let zone = TimeZone(identifier: name) { return zone }
        let parts = trimmed.split(separator: "/")
        for count in [3, 2, 1] where parts.count > count {
            if let zone = TimeZone(identifier: parts.suffix(count).joined(separator: "/")) { return zone }
        }
        return nil
    }

    // MARK: - Wall clock and instants

    /// The instant of a wall-clock time in a zone. A time skipped by a daylight-saving gap, or repeated by a
    /// fall-back, is read with the offset in effect before the change (RFC 5545 §3.3.5).
    ///
    /// - Parameters:
    ///   - wall: The wall-clock date-time.
    ///   - zone: The zone.
    /// - Returns: The instant.
    public static func instant(of wall: CivilDateTime, in zone: TimeZone) -> Date {
        let naive = Double(wall.civilSeconds)
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: naive - 86_400))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: naive + 86_400))
        let candidates = [before, after].filter { offset in
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: naive - Double(offset))) == offset
        }
        // Ambiguous: the earlier reading (the offset before the change); a gap: the offset before it.
        let offset = candidates.contains(before) ? before : candidates.first ?? before
        return Date(timeIntervalSince1970: naive - Double(offset))
    }

    /// The wall-clock time of an instant in a zone.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - zone: The zone.
    /// - Returns: The wall-clock date-time (whole seconds).
    public static func wall(of instant: Date, in zone: TimeZone) -> CivilDateTime {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        return CivilDateTime(civilSeconds: seconds)
    }
}
