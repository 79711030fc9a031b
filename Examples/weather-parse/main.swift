// weather-parse open-meteo|met-norway FILE --lat DEG --lon DEG [--now INSTANT] [--tz ZONE] [--imperial]: reads a
// saved answer of Open-Meteo or MET Norway (WeatherCore) into Hearth's one normalized forecast and prints it as
// JSON: the current weather, today's outlook in ZONE and the coming hours, from the hour that holds --now.
// The WeatherCore Getting Started article (Packages/WeatherCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import HearthBasics
import WeatherCore

let usage = """
    usage: weather-parse open-meteo|met-norway FILE --lat DEG --lon DEG [--now INSTANT] [--tz ZONE] [--imperial]

    """
var arguments = ExampleArguments(program: "weather-parse", usage: usage)
guard let latitude = arguments.option("--lat"), let longitude = arguments.option("--lon") else {
    arguments.fail("--lat and --lon are required")
}
let now = arguments.instant("--now")
let zone = arguments.timeZone("--tz")
let imperial = arguments.flag("--imperial")
guard arguments.count == 2 else { arguments.fail("give a provider and a file") }
guard let body = FileManager.default.contents(atPath: arguments[1]) else {
    arguments.fail("cannot read \(arguments[1])")
}

// The snippet: check the place, read the body with the provider's reader, and convert the units.
let coordinates: Coordinates
switch Coordinates.parse(latitude: latitude, longitude: longitude) {
case .success(let parsed): coordinates = parsed
case .failure(let error): arguments.fail("\(error)")
}
var forecast: Forecast
do {
    switch arguments[0] {
    case "open-meteo":
        forecast = try OpenMeteoForecast.forecast(
            from: body, coordinates: coordinates, now: now ?? Date(), timeZone: zone ?? .current)
    case "met-norway":
        forecast = try MetNorwayForecast.forecast(
            from: body, coordinates: coordinates, now: now ?? Date(), timeZone: zone ?? .current)
    default:
        arguments.fail("unknown provider \"\(arguments[0])\"")
    }
} catch {
    // A WeatherParseError says what was wrong: not the documented shape, or the provider's own error object.
    FileHandle.standardError.write(Data("weather-parse: \(error)\n".utf8))
    exit(1)
}
if imperial { forecast = forecast.converted(to: .imperial) }

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
encoder.dateEncodingStrategy = .iso8601
print(String(decoding: try encoder.encode(forecast), as: UTF8.self))
