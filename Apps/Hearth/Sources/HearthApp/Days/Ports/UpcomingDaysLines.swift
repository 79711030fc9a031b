/// The next few days, as another feature shows them in short lines (the display's "upcoming days" overlay). The
/// Days feature answers it (`DaysUpcomingLines`); the composition root hands it to `site.ports`.
protocol UpcomingDaysLines: Sendable {
    /// Moves with every change of the days (a page showing the lines depends on it).
    var version: DataVersion { get }
    /// Up to `limit` upcoming days, soonest first, in `language`.
    func upcomingLines(limit: Int, language: Language) async throws -> [UpcomingDayLine]
    /// The home page's list of the next days (`days/upcoming`), in `language`.
    func upcomingCard(limit: Int, language: Language) async throws -> UpcomingDaysView
}

/// One upcoming day: its title and its count ("in 3 days").
struct UpcomingDayLine: Sendable, Equatable {
    var title: String
    var countText: String
}

/// The Days feature's `UpcomingDaysLines`.
struct DaysUpcomingLines: UpcomingDaysLines {
    let days: DaysService
    let strings: Strings

    var version: DataVersion { days.version }

    func upcomingLines(limit: Int, language: Language) async throws -> [UpcomingDayLine] {
        let text = DaysText(strings: strings, language: language)
        return try await days.upcomingRows(limit: limit, text: text).map { row in
            let count = [row.before, row.number, row.after].filter { !$0.isEmpty }.joined(separator: " ")
            return UpcomingDayLine(title: row.title, countText: count)
        }
    }

    func upcomingCard(limit: Int, language: Language) async throws -> UpcomingDaysView {
        UpcomingDaysView(
            rows: try await days.upcomingRows(limit: limit, text: DaysText(strings: strings, language: language)))
    }
}
