import HearthBasics

extension RecurrenceRule {
    /// The instances of the rule on the wall clock of its `DTSTART`, in order: every instance at or after `start`
    /// that the rule makes (before `until` and within `COUNT`, which counts from `start`) and that lies in
    /// `lowerBound…upperBound`. A rule without `COUNT` skips straight to the period of `lowerBound`.
    ///
    /// `start` itself is an instance only when the rule makes it (RFC 5545 counts it anyway: ``ICalendarEvent``
    /// adds it). Dates that do not exist (February 30, February 29 of a common year) are skipped.
    ///
    /// - Parameters:
    ///   - start: `DTSTART` on its own wall clock.
    ///   - until: `UNTIL` on the same wall clock, if any (inclusive).
    ///   - lowerBound: The earliest instance wanted, or `nil` for all from `start`.
    ///   - upperBound: The latest instance wanted.
    ///   - maximumIterations: The most periods to step through.
    /// - Returns: The instances, ascending.
    /// - Throws: ``ICalendarError`` `runawayRule` when more periods would be needed.
    public func instances(
        start: CivilDateTime, until: CivilDateTime?, from lowerBound: CivilDateTime?, through upperBound: CivilDateTime,
        maximumIterations: Int = ICalendarLimits.standard.maximumIterations
    ) throws(ICalendarError) -> [CivilDateTime] {
        let plan = ExpansionPlan(rule: self, start: start)
        var count: Int?
        if case .count(let value) = end { count = value }
        var period = 0
        if count == nil, let lowerBound { period = max(0, plan.periodIndex(containing: lowerBound) - 1) }
        var produced = 0
        var result: [CivilDateTime] = []
        var iterations = 0
        while let anchor = plan.anchor(period), anchor <= upperBound {
            iterations += 1
            guard iterations <= maximumIterations else {
                throw ICalendarError(line: nil, reason: .runawayRule(limit: maximumIterations))
            }
            for instance in plan.instances(inPeriod: anchor) where instance >= start {
                if let until, instance > until { return result }
                produced += 1
                if instance <= upperBound, lowerBound.map({ instance >= $0 }) ?? true { result.append(instance) }
                if let count, produced >= count { return result }
            }
            period += 1
        }
        return result
    }
}

/// The rule with its defaults filled in from `DTSTART` (RFC 5545 §3.3.10: a yearly rule without `BY…` days
/// repeats on `DTSTART`'s month and day, a monthly one on its day, a weekly one on its weekday).
struct ExpansionPlan {
    let rule: RecurrenceRule
    let start: CivilDateTime
    let byMonth: Set<Int>
    let byMonthDay: [Int]
    let plainDays: Set<RecurrenceRule.Weekday>
    let numberedDays: [RecurrenceRule.WeekdayNumber]

    init(rule: RecurrenceRule, start: CivilDateTime) {
        self.rule = rule
        self.start = start
        var months = rule.byMonth
        var monthDays = rule.byMonthDay
        var days = rule.byDay
        if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if months.isEmpty { months = [start.date.month] }
                monthDays = [start.date.day]
            case .monthly: monthDays = [start.date.day]
            case .weekly: days = [RecurrenceRule.WeekdayNumber(nil, RecurrenceRule.Weekday(of: start.date))]
            default: break
            }
        }
        byMonth = Set(months)
        byMonthDay = monthDays
        // Ordinals count within a month or a year: only monthly and yearly rules have them.
        let numbered = rule.frequency == .monthly || rule.frequency == .yearly
        plainDays = Set(days.filter { $0.ordinal == nil || !numbered }.map(\.weekday))
        numberedDays = numbered ? days.filter { $0.ordinal != nil } : []
    }

    var hasDayFilter: Bool { !plainDays.isEmpty || !numberedDays.isEmpty }

    // MARK: - Periods

    private var weekStartIndex: Int { rule.weekStart.mondayIndex }

    /// The day number of the first day of the week (starting on `WKST`) that holds day number `day`, also past
    /// year 9999.
    private func weekStartDay(_ day: Int) -> Int {
        // 1970-01-01 was a Thursday, 3 days after a Monday.
        let mondayIndex = ((day % 7) + 7 + 3) % 7
        return day - (mondayIndex - weekStartIndex + 7) % 7
    }

    private var unitSeconds: Int {
        switch rule.frequency {
        case .hourly: 3600
        case .minutely: 60
        default: 1
        }
    }

    /// The index of the period (counting `INTERVAL`) that holds `time`, rounded down.
    func periodIndex(containing time: CivilDateTime) -> Int {
        let steps: Int
        switch rule.frequency {
        case .yearly: steps = time.date.year - start.date.year
        case .monthly:
            steps = (time.date.year * 12 + time.date.month) - (start.date.year * 12 + start.date.month)
        case .weekly: steps = (weekStartDay(time.date.daysSince1970) - weekStartDay(start.date.daysSince1970)) / 7
        case .daily: steps = time.date.daysSince1970 - start.date.daysSince1970
        case .hourly, .minutely, .secondly:
            steps = floorDivide(time.civilSeconds - start.civilSeconds, unitSeconds)
        }
        return floorDivide(steps, rule.interval)
    }

    /// The first moment of period `index`, or `nil` past year 9999.
    func anchor(_ index: Int) -> CivilDateTime? {
        let step = index * rule.interval
        switch rule.frequency {
        case .yearly:
            return LocalDate(year: start.date.year + step, month: 1, day: 1).map { CivilDateTime(date: $0) }
        case .monthly:
            let months = start.date.year * 12 + start.date.month - 1 + step
            return LocalDate(year: months / 12, month: months % 12 + 1, day: 1).map { CivilDateTime(date: $0) }
        case .weekly:
            let day = weekStartDay(start.date.daysSince1970) + step * 7
            return bounded(day, CivilDateTime(date: LocalDate(daysSince1970: day)))
        case .daily:
            let day = start.date.daysSince1970 + step
            return bounded(day, CivilDateTime(date: LocalDate(daysSince1970: day)))
        case .hourly, .minutely, .secondly:
            let first = start.civilSeconds - floorModulo(start.civilSeconds, unitSeconds)
            let seconds = first + step * unitSeconds
            return bounded(floorDivide(seconds, 86_400), CivilDateTime(civilSeconds: seconds))
        }
    }

    /// `time`, or `nil` when its day number `day` is past year 9999.
    private func bounded(_ day: Int, _ time: @autoclosure () -> CivilDateTime) -> CivilDateTime? {
        day <= LocalDate.maximumDayNumber ? time() : nil
    }

    // MARK: - Instances of one period

    /// The instances of the period that starts at `anchor`, ascending, after `BYSETPOS`.
    func instances(inPeriod anchor: CivilDateTime) -> [CivilDateTime] {
        var result: [CivilDateTime] = []
        for date in days(inPeriod: anchor) where matches(date) {
            for second in seconds(on: anchor) {
                result.append(CivilDateTime(date: date, hour: 0).adding(seconds: second))
            }
        }
        result.sort()
        guard !rule.bySetPosition.isEmpty else { return result }
        var picked: [CivilDateTime] = []
        for position in rule.bySetPosition {
            let index = position > 0 ? position - 1 : result.count + position
            if result.indices.contains(index) { picked.append(result[index]) }
        }
        return Array(Set(picked)).sorted()
    }

    private func days(inPeriod anchor: CivilDateTime) -> [LocalDate] {
        let date = anchor.date
        switch rule.frequency {
        case .yearly:
            let months =
                rule.byWeekNumber.isEmpty && rule.byYearDay.isEmpty && !byMonth.isEmpty
                ? byMonth.sorted() : Array(1...12)
            return months.flatMap { month in
                (1...LocalDate.numberOfDays(inMonth: month, year: date.year)).compactMap {
                    LocalDate(year: date.year, month: month, day: $0)
                }
            }
        case .monthly:
            return (1...LocalDate.numberOfDays(inMonth: date.month, year: date.year)).compactMap {
                LocalDate(year: date.year, month: date.month, day: $0)
            }
        case .weekly: return (0..<7).map { date.adding(days: $0) }
        default: return [date]
        }
    }

    /// The seconds since midnight of each instance on a matching day.
    private func seconds(on anchor: CivilDateTime) -> [Int] {
        let frequency = rule.frequency
        let subDaily = frequency == .hourly || frequency == .minutely || frequency == .secondly
        let hours: [Int] =
            subDaily
            ? (rule.byHour.isEmpty || rule.byHour.contains(anchor.hour) ? [anchor.hour] : [])
            : (rule.byHour.isEmpty ? [start.hour] : rule.byHour)
        let fineMinute = frequency == .minutely || frequency == .secondly
        let minutes: [Int] =
            fineMinute
            ? (rule.byMinute.isEmpty || rule.byMinute.contains(anchor.minute) ? [anchor.minute] : [])
            : (rule.byMinute.isEmpty ? [start.minute] : rule.byMinute)
        let secondList: [Int] =
            frequency == .secondly
            ? (rule.bySecond.isEmpty || rule.bySecond.contains(anchor.second) ? [anchor.second] : [])
            : (rule.bySecond.isEmpty ? [start.second] : rule.bySecond)
        return hours.flatMap { hour in
            minutes.flatMap { minute in secondList.map { hour * 3600 + minute * 60 + min($0, 59) } }
        }.sorted()
    }

    /// Whether a day passes every `BY…` day filter.
    func matches(_ date: LocalDate) -> Bool {
        if !byMonth.isEmpty, !byMonth.contains(date.month) { return false }
        if !rule.byWeekNumber.isEmpty, !matchesWeekNumber(date) { return false }
        if !rule.byYearDay.isEmpty {
            let length = LocalDate.isLeapYear(date.year) ? 366 : 365
            let day = date.dayOfYear
            guard rule.byYearDay.contains(where: { $0 == day || $0 == day - length - 1 }) else { return false }
        }
        if !byMonthDay.isEmpty {
            let length = LocalDate.numberOfDays(inMonth: date.month, year: date.year)
            guard byMonthDay.contains(where: { $0 == date.day || $0 == date.day - length - 1 }) else { return false }
        }
        if hasDayFilter {
            if plainDays.contains(RecurrenceRule.Weekday(of: date)) { return true }
            return numberedDays.contains {
                $0.weekday == RecurrenceRule.Weekday(of: date) && matchesOrdinal($0.ordinal ?? 0, date)
            }
        }
        return true
    }

    /// Whether `date` is the nth such weekday of its month (monthly, or yearly with `BYMONTH`) or of its year.
    private func matchesOrdinal(_ ordinal: Int, _ date: LocalDate) -> Bool {
        let inMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
        let position = inMonth ? date.day : date.dayOfYear
        let length =
            inMonth
            ? LocalDate.numberOfDays(inMonth: date.month, year: date.year)
            : (LocalDate.isLeapYear(date.year) ? 366 : 365)
        return ordinal > 0 ? (position - 1) / 7 + 1 == ordinal : -((length - position) / 7 + 1) == ordinal
    }

    /// `BYWEEKNO`: week 1 is the first week (starting on `WKST`) with at least four days in the year.
    private func matchesWeekNumber(_ date: LocalDate) -> Bool {
        let (weekYear, week) = weekNumber(date)
        let weeks = weeksIn(weekYear)
        return rule.byWeekNumber.contains { $0 == week || $0 == week - weeks - 1 }
    }

    private func firstWeekStart(_ year: Int) -> Int {
        return weekStartDay(firstDayNumber(of: year) + 3)
    }

    /// The day number of January 1 of a year, also past year 9999.
    private func firstDayNumber(of year: Int) -> Int {
        let y = year - 1
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        // March-based day of year of January 1 is 306.
        return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + 306 - 719_468
    }

    private func weekNumber(_ date: LocalDate) -> (year: Int, week: Int) {
        let day = date.daysSince1970
        for year in [date.year + 1, date.year, date.year - 1] where day >= firstWeekStart(year) {
            return (year, (day - firstWeekStart(year)) / 7 + 1)
        }
        return (date.year, 1)
    }

    private func weeksIn(_ year: Int) -> Int { (firstWeekStart(year + 1) - firstWeekStart(year)) / 7 }
}

func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
func floorModulo(_ a: Int, _ b: Int) -> Int { a - floorDivide(a, b) * b }
