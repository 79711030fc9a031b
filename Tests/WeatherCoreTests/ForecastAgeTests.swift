import Foundation
import HearthBasics
import Testing
import WeatherCore

@Suite struct ForecastAgeTests {
    @Test func freshForAnHourThenAsOfItsTime() {
        let fetched = Fixtures.instant("2026-11-26T06:40:00Z")
        #expect(
            ForecastAge(fetchedAt: fetched, now: Fixtures.instant("2026-11-26T07:40:00Z")).asOf(in: Fixtures.berlin)
                == nil)
        let late = ForecastAge(fetchedAt: fetched, now: Fixtures.instant("2026-11-26T07:40:01Z"))
        #expect(late.isStale)
        #expect(late.asOf(in: Fixtures.berlin)?.description == "07:40")
        #expect(late.asOf(in: Fixtures.shanghai)?.description == "14:40")
    }

    @Test func aForecastFromTheFutureIsNotStale() {
        #expect(!ForecastAge(fetchedAt: Fixtures.morning, now: Fixtures.instant("2026-11-26T05:00:00Z")).isStale)
    }
}
