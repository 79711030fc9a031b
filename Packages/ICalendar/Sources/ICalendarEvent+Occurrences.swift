import Foundation

extension ICalendarEvent {
    /// Every occurrence that overlaps `interval` (one that has no length counts when it starts inside it), in
    /// start order: `DTSTART`, the `RRULE` and `RDATE` instances, less the `EXDATE`s, with each instance an
    /// override names (`RECURRENCE-ID`) replaced by the override, which may move it or cancel it
    /// (``EventOccurrence/isCancelled``). An override whose `RECURRENCE-ID` names no instance is an extra
    /// occurrence.
    ///
    /// - Parameters:
    ///   - interval: The instants wanted.
    ///   - floatingZone: The zone for dates and floating times (the reader's own).
    ///   - maximumIterations: The most rule periods one expansion may step through.
    /// - Returns: The occurrences.
    /// - Throws: ``ICalendarError`` `runawayRule`.
    public func occurrences(
        overlapping interval: DateInterval, floatingIn floatingZone: TimeZone,
        maximumIterations: Int = ICalendarLimits.standard.maximumIterations
    ) throws(ICalendarError) -> [EventOccurrence] {
        let zone = start.timeZone ?? floatingZone
        func key(_ value: DateTimeValue) -> Date { value.instant(floatingIn: floatingZone) }
        func overlaps(_ occurrence: EventOccurrence) -> Bool {
            let from = key(occurrence.start)
            let to = key(occurrence.end)
            return from == to
                ? interval.start <= from && from < interval.end : from < interval.end && to > interval.start
        }
        guard isRecurring || !overrides.isEmpty else {
            let single = EventOccurrence(start: start, end: end(from: start), event: self, recurrenceId: nil)
            return overlaps(single) ? [single] : []
        }
        // The instance starts on this event's wall clock, a margin around the interval.
        let lower = DateTimeValue.wall(of: interval.start, in: zone).adding(seconds: -duration.seconds - 2 * 86_400)
        let upper = DateTimeValue.wall(of: interval.end, in: zone).adding(seconds: 2 * 86_400)
        var starts: [CivilDateTime] = []
        var latestUntil: CivilDateTime?
        var endless = rules.isEmpty
        for rule in rules {
            var until: CivilDateTime?
            if case .until(let value) = rule.end {
                until = value.timeZone == nil || start.timeZone == nil ? value.wall : value.wall(in: zone)
            }
            if let until { latestUntil = max(latestUntil ?? until, until) } else { endless = true }
            starts += try rule.instances(
                start: start.wall, until: until, from: lower, through: upper, maximumIterations: maximumIterations)
        }
        if endless || latestUntil.map({ start.wall <= $0 }) ?? true { starts.append(start.wall) }
        for date in recurrenceDates {
            let wall = date.timeZone == nil || start.timeZone == nil ? date.wall : date.wall(in: zone)
            if wall >= lower, wall <= upper { starts.append(wall) }
        }
        let excludedInstants = Set(exceptionDates.filter { !$0.isDate }.map(key))
        let excludedDates = Set(exceptionDates.filter(\.isDate).map(\.wall.date))
        // Of two overrides of one instance, the higher SEQUENCE wins (the first on a tie). An override that has
        // rules of its own, an older SEQUENCE and an instance the recurrence does not make is a stale edit: left out.
        var overridden: [Date: ICalendarEvent] = [:]
        for event in overrides {
            guard let recurrenceId = event.recurrenceId else { continue }
            if !event.rules.isEmpty, event.sequence < sequence,
                try !makesInstance(at: recurrenceId, floatingIn: floatingZone, maximumIterations: maximumIterations)
            {
                continue
            }
            let instant = key(recurrenceId)
            if let other = overridden[instant], other.sequence >= event.sequence { continue }
            overridden[instant] = event
        }
        var seen = Set<Date>()
        var result: [EventOccurrence] = []
        for wall in starts.sorted() {
            let value = start.with(wall: wall)
            let instant = key(value)
            guard seen.insert(instant).inserted, !excludedInstants.contains(instant),
                !excludedDates.contains(wall.date), overridden[instant] == nil
            else { continue }
            let length = periodDurations.first { key($0.key) == instant }?.value ?? duration
            let occurrence = EventOccurrence(
                start: value, end: value.with(wall: wall.adding(seconds: length.seconds)), event: self,
                recurrenceId: value)
            if overlaps(occurrence) { result.append(occurrence) }
        }
        for (instant, event) in overridden.sorted(by: { $0.key < $1.key }) where !excludedInstants.contains(instant) {
            let occurrence = EventOccurrence(
                start: event.start, end: event.end(from: event.start), event: event, recurrenceId: event.recurrenceId)
            if overlaps(occurrence) { result.append(occurrence) }
        }
        return result.sorted { key($0.start) < key($1.start) }
    }

    /// Whether the recurrence (without overrides) makes an instance that starts at `value`.
    private func makesInstance(at value: DateTimeValue, floatingIn floatingZone: TimeZone, maximumIterations: Int)
        throws(ICalendarError) -> Bool
    {
        var plain = self
        plain.overrides = []
        let instant = value.instant(floatingIn: floatingZone)
        let around = DateInterval(start: instant.addingTimeInterval(-86_400), end: instant.addingTimeInterval(86_400))
        return try plain.occurrences(
            overlapping: around, floatingIn: floatingZone, maximumIterations: maximumIterations
        )
        .contains { $0.start.instant(floatingIn: floatingZone) == instant }
    }

    /// The end of an instance that starts at `value`: ``duration`` later on the instance's wall clock.
    func end(from value: DateTimeValue) -> DateTimeValue {
        value.with(wall: value.wall.adding(seconds: duration.seconds))
    }
}
