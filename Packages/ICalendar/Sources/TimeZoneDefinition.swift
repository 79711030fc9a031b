import Foundation
import HearthBasics

/// A `VTIMEZONE` read for its changes of offset, and the Foundation time zone that keeps the same offsets.
///
/// Foundation cannot make a time zone from rules, so a `TZID` that names no IANA or Windows zone (Exchange's
/// `GMT +0100 (Standard) / GMT +0200 (Daylight)`, a made-up `Nowhere/Middle`) is read as the first IANA zone whose
/// offsets and changes agree with the file's definition over the compared years, or as a fixed offset when the
/// definition never changes. ``ICalendarDocument`` does this for every such `TZID` of its file.
///
/// ```swift
/// let zones = try ICalendarComponent.parse(text)[0].components.filter { $0.name == "VTIMEZONE" }
/// let definition = try TimeZoneDefinition(zones[0])
/// let zone = definition.matchingZone()  // Europe/Berlin's rules for an EU-style definition, say
/// ```
public struct TimeZoneDefinition: Hashable, Sendable {
    /// One change of offset (seconds east of UTC).
    public struct Transition: Hashable, Sendable {
        /// When it happens.
        public var instant: Date
        /// The offset before it.
        public var offsetBefore: Int
        /// The offset from it on.
        public var offsetAfter: Int
    }

    /// The definition's `TZID`.
    public var tzid: String
    /// The first instant compared (January 1 of the first year, UTC).
    public var start: Date
    /// The end of the compared years (January 1 after the last year, UTC).
    public var end: Date
    /// The offset in effect at ``start``.
    public var offsetAtStart: Int
    /// The changes of offset between ``start`` and ``end``, in order.
    public var transitions: [Transition]

    /// Reads a `VTIMEZONE` component's `STANDARD` and `DAYLIGHT` observances (`DTSTART`, `TZOFFSETFROM`,
    /// `TZOFFSETTO`, `RRULE`, `RDATE`) for the years `firstYear` through `lastYear`.
    ///
    /// - Parameters:
    ///   - component: The `VTIMEZONE`.
    ///   - firstYear: The first year compared.
    ///   - lastYear: The last year compared.
    /// - Throws: ``ICalendarError`` naming the line of a missing or malformed property.
    public init(_ component: ICalendarComponent, firstYear: Int = 2010, lastYear: Int = 2037) throws(ICalendarError) {
        guard let tzid = component.first("TZID")?.text.trimmingSpaces, !tzid.isEmpty else {
            throw ICalendarError(line: component.line, reason: .unknownTimeZone("(no TZID)"))
        }
        self.tzid = tzid
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let lower = CivilDateTime(date: LocalDate(year: firstYear - 1, month: 1, day: 1) ?? LocalDate(daysSince1970: 0))
        let upper = CivilDateTime(date: LocalDate(year: lastYear + 1, month: 1, day: 1) ?? LocalDate(daysSince1970: 0))
        let firstDay = LocalDate(year: firstYear, month: 1, day: 1) ?? LocalDate(daysSince1970: 0)
        let firstInstant = DateTimeValue.instant(of: CivilDateTime(date: firstDay), in: utc)
        let endInstant = DateTimeValue.instant(of: upper, in: utc)
        start = firstInstant
        end = endInstant
        var all: [Transition] = []
        var fixedOffset: Int?
        for observance in component.components where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
            let from = try Self.offset(observance, "TZOFFSETFROM")
            let to = try Self.offset(observance, "TZOFFSETTO")
            fixedOffset = fixedOffset ?? to
            guard let startLine = observance.first("DTSTART") else {
                throw ICalendarError(line: observance.line, reason: .missingStart)
            }
            let first = try DateTimeValue.parse(startLine).wall
            var walls = first >= lower && first <= upper ? [first] : []
            for line in observance.all("RRULE") {
                let rule = try RecurrenceRule.parse(line.value, line: line.line)
                var until: CivilDateTime?
                if case .until(let value) = rule.end {
                    until = value.form == .utc ? value.wall.adding(seconds: from) : value.wall
                }
                walls += try rule.instances(start: first, until: until, from: lower, through: upper)
            }
            for line in observance.all("RDATE") {
                walls += try DateTimeValue.parseList(line).map(\.wall).filter { $0 >= lower && $0 <= upper }
            }
            all += walls.map {
                Transition(
                    instant: DateTimeValue.instant(of: $0, in: utc).addingTimeInterval(TimeInterval(-from)),
                    offsetBefore: from, offsetAfter: to)
            }
        }
        all.sort { $0.instant < $1.instant }
        let before = all.last { $0.instant < firstInstant }
        let inside = all.filter { $0.instant >= firstInstant && $0.instant < endInstant }
        offsetAtStart = before?.offsetAfter ?? inside.first?.offsetBefore ?? fixedOffset ?? 0
        var previous = offsetAtStart
        transitions = []
        for transition in inside where transition.offsetAfter != previous {
            transitions.append(
                Transition(instant: transition.instant, offsetBefore: previous, offsetAfter: transition.offsetAfter))
            previous = transition.offsetAfter
        }
    }

    /// The zone that keeps this definition's offsets over the compared years: a fixed offset when it never
    /// changes, else the first of `candidates` (IANA names) that agrees at the start, at every change, and has no
    /// other change.
    ///
    /// - Parameter candidates: The IANA names to try, in order of preference.
    /// - Returns: The zone, or `nil` when none agrees.
    public func matchingZone(candidates: [String] = TimeZone.knownTimeZoneIdentifiers.sorted()) -> TimeZone? {
        if transitions.isEmpty, let fixed = TimeZone(secondsFromGMT: offsetAtStart) {
            return fixed
        }
        return candidates.lazy.compactMap { TimeZone(identifier: $0) }.first(where: agrees)
    }

    /// Whether `zone` has this definition's offset at the start and at each change, and no other change.
    func agrees(_ zone: TimeZone) -> Bool {
        guard zone.secondsFromGMT(for: start) == offsetAtStart else { return false }
        for transition in transitions {
            guard zone.secondsFromGMT(for: transition.instant) == transition.offsetAfter,
                zone.secondsFromGMT(for: transition.instant.addingTimeInterval(-1)) == transition.offsetBefore
            else { return false }
        }
        var changes = 0
        var cursor = start
        var offset = offsetAtStart
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, changes <= transitions.count
        {
            let after = zone.secondsFromGMT(for: next)
            if after != offset { changes += 1 }
            offset = after
            cursor = next
        }
        return changes == transitions.count
    }

    /// A `TZOFFSETFROM` or `TZOFFSETTO` (`+0100`, `-0500`, `+053000`) in seconds.
    private static func offset(_ observance: ICalendarComponent, _ name: String) throws(ICalendarError) -> Int {
        let line = observance.first(name)
        let text = Array((line?.value.trimmingSpaces ?? "").utf8)
        guard text.count == 5 || text.count == 7, text[0] == UInt8(ascii: "+") || text[0] == UInt8(ascii: "-"),
            text.dropFirst().allSatisfy({ (48...57).contains($0) })
        else { throw ICalendarError(line: line?.line ?? observance.line, reason: .invalidDate(property: name)) }
        func pair(_ at: Int) -> Int { at < text.count ? Int(text[at] - 48) * 10 + Int(text[at + 1] - 48) : 0 }
        let seconds = pair(1) * 3600 + pair(3) * 60 + pair(5)
        return text[0] == UInt8(ascii: "-") ? -seconds : seconds
    }
}
