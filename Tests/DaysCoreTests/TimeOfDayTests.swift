import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct TimeOfDayTests {
    @Test func parsesStrictHoursAndMinutes() {
        #expect(TimeOfDay("09:05") == TimeOfDay(hour: 9, minute: 5))
        #expect(TimeOfDay("23:59")?.description == "23:59")
        for bad in ["24:00", "9:05", "09:60", "0905", "09:5a", ""] { #expect(TimeOfDay(bad) == nil, "\(bad)") }
    }

    @Test func ordinaryInstant() {
        let time = TimeOfDay(hour: 9, minute: 0)!
        #expect(time.instant(on: d("2025-06-01"), in: zone("America/New_York")) == instant("2025-06-01T13:00:00Z"))
        #expect(time.instant(on: d("2025-06-01"), in: zone("Pacific/Auckland")) == instant("2025-05-31T21:00:00Z"))
    }

    @Test func springForwardGapFiresAtTheJump() {
        // New York, 2025-03-09: 02:00 EST becomes 03:00 EDT; 02:30 does not exist.
        let time = TimeOfDay(hour: 2, minute: 30)!
        #expect(time.instant(on: d("2025-03-09"), in: zone("America/New_York")) == instant("2025-03-09T07:00:00Z"))
        // Auckland, 2025-09-28: 02:00 NZST becomes 03:00 NZDT.
        #expect(time.instant(on: d("2025-09-28"), in: zone("Pacific/Auckland")) == instant("2025-09-27T14:00:00Z"))
        // Midnight that does not exist (Santiago, 2024-09-08 00:00 becomes 01:00).
        #expect(d("2024-09-08").startOfDay(in: zone("America/Santiago")) == instant("2024-09-08T04:00:00Z"))
    }

    @Test func fallBackRepeatTakesTheFirst() {
        // New York, 2025-11-02: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
        let time = TimeOfDay(hour: 1, minute: 30)!
        #expect(time.instant(on: d("2025-11-02"), in: zone("America/New_York")) == instant("2025-11-02T05:30:00Z"))
        // Auckland, 2025-04-06: 02:30 at 13:30Z (NZDT) and 14:30Z (NZST).
        #expect(
            TimeOfDay(hour: 2, minute: 30)!.instant(on: d("2025-04-06"), in: zone("Pacific/Auckland"))
                == instant("2025-04-05T13:30:00Z"))
    }
}
