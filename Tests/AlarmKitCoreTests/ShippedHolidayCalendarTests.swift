import AlarmKitCore
import Foundation
import HearthBasics
import Testing

/// `web/holidays/cn-mainland.ics` against the State Council notice for 2026 (see `web/holidays/README.md`).
@Suite struct ShippedHolidayCalendarTests {
    static func days(_ ranges: [(String, Int)]) -> [LocalDate] {
        ranges.flatMap { start, count in (0..<count).map { d(start).adding(days: $0) } }
    }

    @Test func holidaysOf2026MatchTheNotice() throws {
        let calendar = try chinaCalendar()
        let expected = Self.days([
            ("2026-01-01", 3), ("2026-02-15", 9), ("2026-04-04", 3), ("2026-05-01", 5), ("2026-06-19", 3),
            ("2026-09-25", 3), ("2026-10-01", 7),
        ])
        #expect(calendar.holidays(in: allDates).map(\.date) == expected)
        #expect(calendar.holidays(in: allDates).count == 33)
    }

    @Test func makeUpWorkingDaysOf2026MatchTheNotice() throws {
        let calendar = try chinaCalendar()
        let expected = ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"].map(d)
        #expect(calendar.makeUpWorkdays(in: allDates).map(\.date) == expected)
        #expect(
            calendar.makeUpWorkdays(in: allDates).allSatisfy {
                Weekday(of: $0.date) == .saturday || Weekday(of: $0.date) == .sunday
            })
        #expect(calendar.name == "中国大陆法定节假日")
    }

    @Test func theReadmeNamesTheSource() throws {
        let readme = try repositoryFile("web/holidays/README.md")
        #expect(readme.contains("国务院办公厅关于2026年部分节假日安排的通知"))
        #expect(readme.contains("How to update"))
    }

    @Test func theFileItselfNamesItsSourceAndHowToUpdateItAndStillReads() throws {
        // Given the shipped file's header (folded lines, as RFC 5545 allows)
        let text = try repositoryFile("web/holidays/cn-mainland.ics")
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        // Then it names the notice and says how to add a year, and the reader still takes it
        #expect(unfolded.contains("X-HEARTH-SOURCE:State Council General Office notice of 2025-11-04"))
        #expect(unfolded.contains("https://www.gov.cn/zhengce/content/202511/content_7047090.htm"))
        #expect(unfolded.contains("X-HEARTH-HOW-TO-UPDATE:Each November add the next year"))
        #expect(try chinaCalendar().holidays(in: allDates).count == 33)
        // Lines of at most 75 octets before the CR LF (split on the bytes: "\r\n" is one Character)
        #expect(text.utf8.split(separator: 10).allSatisfy { $0.count <= 76 })
    }
}
