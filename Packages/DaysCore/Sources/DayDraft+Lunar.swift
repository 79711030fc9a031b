import HearthBasics

extension DayDraft {
    /// Resolves a lunar day typed as lunar month and day: those decide, and `date` only picks the lunar year (the
    /// lunar year of `today` when `date` is empty or not a date); `date` becomes that lunar date's Gregorian day.
    ///
    /// Forms and the JSON API resolve the same input the same way. A draft that is not lunar, has no lunar month or
    /// day, or names a lunar date its year does not have (a leap month that year lacks, day 30 of a short month) is
    /// left as it is, for ``validated(id:createdAt:updatedAt:)`` to report.
    ///
    /// ```swift
    /// var draft = DayDraft()
    /// draft.calendar = "chineseLunar"
    /// draft.date = "1950-01-01"
    /// draft.lunarMonth = 8
    /// draft.lunarDay = 15
    /// draft.resolveLunarDate(today: clock.today)  // draft.date == "1950-09-26"
    /// ```
    /// - Parameter today: Today in the server's time zone.
    public mutating func resolveLunarDate(today: LocalDate) {
        guard calendar == CalendarSystem.chineseLunar.rawValue, let lunarMonth, let lunarDay else { return }
        let base = date.flatMap { LocalDate($0) } ?? today
        let year = ChineseLunarCalendar.lunarDate(for: base).year
        let lunar = LunarDate(year: year, month: lunarMonth, day: lunarDay, isLeapMonth: lunarIsLeapMonth ?? false)
        if let resolved = ChineseLunarCalendar.calendarDate(for: lunar) {
            date = resolved.description
        }
    }
}
