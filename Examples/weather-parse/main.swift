// weather-parse open-meteo|met-norway FILE --lat DEG --lon DEG [--now INSTANT] [--tz ZONE] [--imperial]: reads a
// saved answer of Open-Meteo or MET Norway (WeatherCore) into Hearth's one normalized forecast and prints it as
// JSON: the current weather, today's outlook in ZONE and the coming hours, from the hour that holds --now.
// The WeatherCore Getting Started article (Packages/WeatherCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import Foundation
import HearthBasics
import WeatherCore

let usage = """
    usage: weather-parse open-meteo|met-norway FILE --lat DEG --lon DEG [--now INSTANT] [--tz ZONE] [--imperial]

    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
@MainActor func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("weather-parse: \(message)\n\(usage)".utf8))
    exit(2)
}
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
guard let latitude = option("--lat"), let longitude = option("--lon") else { fail("--lat and --lon are required") }
let nowText = option("--now")
let now = nowText.flatMap(InstantFormat.date(from:))
if let nowText, now == nil { fail("--now: \"\(nowText)\" is not an instant, as in 2026-11-26T08:00:00Z") }
let zoneName = option("--tz")
let zone = zoneName.flatMap(TimeZone.init(identifier:))
if let zoneName, zone == nil { fail("--tz: \"\(zoneName)\" is not a time zone") }
let imperial = arguments.contains("--imperial")
arguments.removeAll { $0 == "--imperial" }
guard arguments.count == 2 else { fail("give a provider and a file") }
guard let body = FileManager.default.contents(atPath: arguments[1]) else { fail("cannot read \(arguments[1])") }

// The snippet: check the place, read the body with the provider's reader, and convert the units.
let coordinates: Coordinates
switch Coordinates.parse(latitude: latitude, longitude: longitude) {
case .success(let parsed): coordinates = parsed
case .failure(let error): fail("\(error)")
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
        fail("unknown provider \"\(arguments[0])\"")
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
