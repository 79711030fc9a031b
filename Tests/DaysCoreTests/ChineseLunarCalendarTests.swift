import DaysCore
import HearthBasics
import Testing

@Suite struct ChineseLunarCalendarTests {
    @Test func everyMonthFrom1901To2099MatchesThePublishedTable() throws {
        let table = try LunarInfoTable()
        var mismatches: [String] = []
        for year in 1901...2099 {
            if ChineseLunarCalendar.leapMonth(inLunarYear: year) != table.leapMonth(in: year) {
                mismatches.append("\(year) leap month")
            }
            for entry in table.years[year] ?? [] {
                let lunar = LunarDate(year: year, month: entry.month, day: 1, isLeapMonth: entry.isLeap)
                if ChineseLunarCalendar.calendarDate(for: lunar) != entry.firstDay {
                    mismatches.append("\(lunar) starts \(entry.firstDay)")
                }
                if ChineseLunarCalendar.lunarDate(for: entry.firstDay.adding(days: entry.length - 1))
                    != LunarDate(year: year, month: entry.month, day: entry.length, isLeapMonth: entry.isLeap)
                {
                    mismatches.append("\(lunar) has \(entry.length) days")
                }
            }
        }
        // Known, documented differences of one day on a new moon: before 1929 the table follows Beijing local
        // time (UTC+7:46), ICU always UTC+8.
        let known = [
            "1914-10-01 starts 1914-11-17", "1914-10-01 has 30 days", "1916-01-01 starts 1916-02-03",
            "1916-01-01 has 30 days", "1920-10-01 starts 1920-11-10", "1920-10-01 has 30 days",
        ]
        #expect(mismatches == known)
    }

    @Test func knownLeapMonthsAndNewYears() {
        #expect(ChineseLunarCalendar.leapMonth(inLunarYear: 2020) == 4)
        #expect(ChineseLunarCalendar.leapMonth(inLunarYear: 2023) == 2)
        #expect(ChineseLunarCalendar.leapMonth(inLunarYear: 2025) == 6)
        #expect(ChineseLunarCalendar.leapMonth(inLunarYear: 2024) == nil)
        #expect(
            ChineseLunarCalendar.lunarDate(for: d("2020-05-23"))
                == LunarDate(year: 2020, month: 4, day: 1, isLeapMonth: true))
        #expect(ChineseLunarCalendar.lunarDate(for: d("2025-01-29")) == LunarDate(year: 2025, month: 1, day: 1))
        #expect(ChineseLunarCalendar.lunarDate(for: d("2025-01-28")) == LunarDate(year: 2024, month: 12, day: 29))
        #expect(
            ChineseLunarCalendar.calendarDate(for: LunarDate(year: 2024, month: 4, day: 1, isLeapMonth: true)) == nil)
        #expect(
            ChineseLunarCalendar.calendarDate(for: LunarDate(year: 2025, month: 6, day: 1, isLeapMonth: true))
                == d("2025-07-25"))
    }

    @Test func icuDayZeroIsNormalised() {
        // ICU numbers 2057-09-28 and 2097-08-07, the first days of months, as day 0; the table of months does not.
        #expect(ChineseLunarCalendar.lunarDate(for: d("2057-09-28")) == LunarDate(year: 2057, month: 9, day: 1))
        #expect(ChineseLunarCalendar.lunarDate(for: d("2057-10-27")) == LunarDate(year: 2057, month: 9, day: 30))
        #expect(ChineseLunarCalendar.lunarDate(for: d("2097-08-07")) == LunarDate(year: 2097, month: 7, day: 1))
        #expect(ChineseLunarCalendar.calendarDate(for: LunarDate(year: 2057, month: 9, day: 1)) == d("2057-09-28"))
    }

    @Test func thirtiethDayFallsOnTheTwentyNinthOfAShortMonth() throws {
        let table = try LunarInfoTable()
        var checked = 0
        for year in 1950...2090 {
            for month in 1...12 {
                guard let length = table.month(month, in: year)?.length else { continue }
                let expected = table.date(year: year, month: month, day: min(30, length))
                #expect(
                    ChineseLunarCalendar.occurrence(of: LunarMonthDay(month: month, day: 30), inLunarYear: year)
                        == expected)
                if length == 29 { checked += 1 }
            }
        }
        #expect(checked > 500)
    }

    @Test func leapMonthDayFallsInTheOrdinaryMonthWithoutThatLeapMonth() throws {
        let table = try LunarInfoTable()
        let leapFourth = LunarMonthDay(month: 4, day: 15, isLeapMonth: true)
        #expect(
            ChineseLunarCalendar.occurrence(of: leapFourth, inLunarYear: 2020)
                == table.date(year: 2020, month: 4, day: 15, isLeap: true))
        #expect(
            ChineseLunarCalendar.occurrence(of: leapFourth, inLunarYear: 2021)
                == table.date(year: 2021, month: 4, day: 15))
        let leapSecond30 = LunarMonthDay(month: 2, day: 30, isLeapMonth: true)
        let leapSecond2023 = try #require(table.month(2, isLeap: true, in: 2023))
        #expect(
            ChineseLunarCalendar.occurrence(of: leapSecond30, inLunarYear: 2023)
                == table.date(year: 2023, month: 2, day: min(30, leapSecond2023.length), isLeap: true))
        let ordinarySecond2024 = try #require(table.month(2, in: 2024))
        #expect(
            ChineseLunarCalendar.occurrence(of: leapSecond30, inLunarYear: 2024)
                == table.date(year: 2024, month: 2, day: min(30, ordinarySecond2024.length)))
        // 2025's leap sixth month.
        #expect(
            ChineseLunarCalendar.occurrence(of: LunarMonthDay(month: 6, day: 1, isLeapMonth: true), inLunarYear: 2025)
                == d("2025-07-25"))
    }

    @Test func chineseNames() {
        #expect(ChineseLunarCalendar.chineseName(ofMonth: 1) == "正月")
        #expect(ChineseLunarCalendar.chineseName(ofMonth: 4, isLeapMonth: true) == "闰四月")
        #expect(ChineseLunarCalendar.chineseName(ofMonth: 12) == "腊月")
        #expect(ChineseLunarCalendar.chineseName(ofDay: 1) == "初一")
        #expect(ChineseLunarCalendar.chineseName(ofDay: 15) == "十五")
        #expect(ChineseLunarCalendar.chineseName(ofDay: 20) == "二十")
        #expect(ChineseLunarCalendar.chineseName(ofDay: 23) == "廿三")
        #expect(ChineseLunarCalendar.chineseName(ofDay: 30) == "三十")
        #expect(ChineseLunarCalendar.chineseName(ofLunarYear: 2025) == "乙巳年")
        #expect(ChineseLunarCalendar.chineseName(ofLunarYear: 2020) == "庚子年")
        #expect(ChineseLunarCalendar.chineseName(ofLunarYear: 1984) == "甲子年")
        #expect(ChineseLunarCalendar.zodiacIndex(ofLunarYear: 2025) == 5)
        #expect(ChineseLunarCalendar.zodiacIndex(ofLunarYear: 2024) == 4)
        #expect(LunarMonthDay(month: 12, day: 30).chineseName == "腊月三十")
        #expect(ChineseLunarCalendar.lunarDate(for: d("2020-06-06")).chineseName == "庚子年闰四月十五")
    }
}
