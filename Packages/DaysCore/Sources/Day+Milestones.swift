import HearthBasics

extension Day {
    /// The next round-number day counts since `date`, on or after a day: 100, 200 … 1,000, 2,000 … 10,000 …
    ///
    /// Works for every kind: a count-up's "day 1,000", a birthday's "10,000 days old". With `includeStartDay`,
    /// day 100 comes one day earlier, as ``daysSince(_:)`` counts.
    ///
    /// - Parameters:
    ///   - today: The first day to consider.
    ///   - limit: The most milestones to return.
    /// - Returns: Up to `limit` milestones, earliest first (none past 9999-12-31).
    public func milestones(onOrAfter today: LocalDate, limit: Int = 3) -> [Milestone] {
        let offset = includeStartDay ? 1 : 0
        var count = max(1, (daysSince(today) ?? 0))
        var result: [Milestone] = []
        while result.count < limit {
            if Milestone.isRound(count) {
                let days = date.daysSince1970 + count - offset
                guard days <= LocalDate.maximumDayNumber else { break }
                result.append(Milestone(days: count, date: LocalDate(daysSince1970: days)))
            }
            count = count < 1_000 ? (count / 100 + 1) * 100 : (count / 1_000 + 1) * 1_000
        }
        return result
    }

    /// The milestone reached on a day, if that day's count is round.
    ///
    /// - Parameter today: The day.
    /// - Returns: The milestone, or `nil`.
    public func milestone(on today: LocalDate) -> Milestone? {
        guard let days = daysSince(today), Milestone.isRound(days) else { return nil }
        return Milestone(days: days, date: today)
    }
}
