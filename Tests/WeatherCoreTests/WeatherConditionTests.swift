import Testing
import WeatherCore

@Suite struct WeatherConditionTests {
    @Test(arguments: [
        (0, WeatherCondition.clear), (1, .partlyCloudy), (2, .partlyCloudy), (3, .cloudy), (45, .fog), (48, .fog),
        (51, .drizzle), (57, .drizzle), (61, .rain), (65, .rain), (66, .sleet), (67, .sleet), (71, .snow), (77, .snow),
        (80, .rain), (82, .rain), (85, .snow), (86, .snow), (95, .thunderstorm), (96, .thunderstorm),
        (99, .thunderstorm),
    ])
    func wmoCodesAsOpenMeteoDocumentsThem(code: Int, condition: WeatherCondition) {
        #expect(WeatherCondition(wmoCode: code) == condition)
    }

    @Test(arguments: [-1, 4, 50, 100])
    func anUndocumentedWMOCodeIsNoCondition(code: Int) {
        #expect(WeatherCondition(wmoCode: code) == nil)
    }

    @Test(arguments: [
        ("clearsky_day", WeatherCondition.clear, false), ("clearsky_night", .clear, true),
        ("fair_polartwilight", .partlyCloudy, true), ("partlycloudy_day", .partlyCloudy, false),
        ("cloudy", .cloudy, false), ("fog", .fog, false), ("lightrain", .rain, false),
        ("heavyrainshowers_night", .rain, true), ("sleet", .sleet, false), ("lightsleetshowers_day", .sleet, false),
        ("snow", .snow, false), ("heavysnowshowersandthunder_day", .thunderstorm, false),
        ("rainandthunder", .thunderstorm, false),
    ])
    func metNorwaySymbols(symbol: String, condition: WeatherCondition, night: Bool) {
        #expect(WeatherCondition(metSymbol: symbol) == condition)
        #expect(WeatherCondition.isNight(metSymbol: symbol) == night)
    }

    @Test func anUnknownSymbolIsNoCondition() {
        #expect(WeatherCondition(metSymbol: "sandstorm_day") == nil)
        #expect(WeatherCondition(metSymbol: "") == nil)
    }

    @Test func clearAndPartlyCloudyHaveANightIconTheRestOne() {
        #expect(WeatherCondition.clear.iconName(isDay: true) == "clear-day")
        #expect(WeatherCondition.clear.iconName(isDay: false) == "clear-night")
        #expect(WeatherCondition.partlyCloudy.iconName(isDay: false) == "partly-cloudy-night")
        #expect(WeatherCondition.rain.iconName(isDay: false) == "rain")
        #expect(WeatherCondition.allIconNames.count == 11)
        #expect(Set(WeatherCondition.allIconNames).count == 11)
    }
}
