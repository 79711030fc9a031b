import Foundation
import HearthBasics
import Testing

@Suite struct TimeOfDayTests {
    func zone(_ name: String) -> TimeZone { TimeZone(identifier: name)! }
    func utc(_ text: String) -> Date { InstantFormat.date(from: text)! }

    @Test func parsesOnlyStrictHoursAndMinutes() throws {
        #expect(TimeOfDay("07:05") == TimeOfDay(hour: 7, minute: 5))
        #expect(TimeOfDay("23:59")?.minutesSinceMidnight == 1439)
        for bad in ["24:00", "7:05", "07:60", "07-05", "07:05 ", "０7:05", ""] {
            #expect(TimeOfDay(bad) == nil, "\(bad)")
        }
        #expect(TimeOfDay(hour: 9, minute: 3)?.description == "09:03")
        #expect(TimeOfDay("09:30")! < TimeOfDay("10:00")!)
        let json = try JSONEncoder().encode([TimeOfDay.midnight])
        #expect(String(decoding: json, as: UTF8.self) == #"["00:00"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([TimeOfDay].self, from: Data(#"["25:00"]"#.utf8))
        }
    }

    @Test func aSkippedTimeIsTheJumpAndARepeatedOneTheFirst() {
        let newYork = zone("America/New_York")
        // 2026-03-08 02:30 does not exist in New York: the clock jumps from 02:00 EST to 03:00 EDT (07:00 UTC).
        #expect(TimeOfDay("02:30")!.instant(on: LocalDate("2026-03-08")!, in: newYork) == utc("2026-03-08T07:00:00Z"))
        // 2026-11-01 01:30 happens twice: the first, EDT, is 05:30 UTC.
        #expect(TimeOfDay("01:30")!.instant(on: LocalDate("2026-11-01")!, in: newYork) == utc("2026-11-01T05:30:00Z"))
        // Lord Howe moves by half an hour; Santiago skips midnight.
        #expect(
            TimeOfDay("02:15")!.instant(on: LocalDate("2026-10-04")!, in: zone("Australia/Lord_Howe"))
                == utc("2026-10-03T15:30:00Z"))
        #expect(
            TimeOfDay.midnight.instant(on: LocalDate("2026-09-06")!, in: zone("America/Santiago"))
                == utc("2026-09-06T04:00:00Z"))
        // An ordinary day in a zone east of UTC.
        #expect(
            TimeOfDay("08:00")!.instant(on: LocalDate("2026-01-01")!, in: zone("Asia/Shanghai"))
                == utc("2026-01-01T00:00:00Z"))
    }
}
