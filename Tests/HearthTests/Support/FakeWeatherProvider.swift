import Foundation

@testable import HearthApp

/// The fake weather provider (`Fixtures/weather-provider.py`, Python 3) serving the recorded answers of
/// `Tests/fixtures/weather`: Open-Meteo and MET Norway on one port, each told how to answer (`mode`).
final class FakeWeatherProvider: @unchecked Sendable {
    // @unchecked: the process and paths are set once in init; the log is read from the file.
    /// How a provider answers.
    enum Mode: String {
        case ok, down, busy, hang, malformed
    }

    /// One request it received.
    struct Received {
        var path: String
        var query: [String: String]
        var headers: [String: String]

        /// A header, by name in any case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    static let openMeteoPath = "/v1/forecast"
    static let metNorwayPath = "/weatherapi/locationforecast/2.0/complete"

    let port: Int
    private let control: URL
    private let process: Process

    init() async throws {
        control = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-weather-\(UUID())")
        try FileManager.default.createDirectory(at: control, withIntermediateDirectories: true)
        let root = TestApp.webDirectory.deletingLastPathComponent()
        (process, port) = try await FixtureServerProcess.start(
            script: "weather-provider.py",
            arguments: [root.appendingPathComponent("Tests/fixtures/weather").path, control.path])
    }

    /// The base address of every provider.
    var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The providers' settings pointing here.
    func settings(timeout: TimeInterval = 5) -> WeatherProviderSettings {
        var settings = WeatherProviderSettings()
        settings.openMeteo = base
        settings.geocoding = base
        settings.metNorway = base
        settings.timeout = timeout
        return settings
    }

    /// Sets how Open-Meteo's forecast answers.
    func openMeteo(_ mode: Mode) throws { try write(mode.rawValue, to: "open-meteo") }

    /// Sets how MET Norway answers.
    func metNorway(_ mode: Mode) throws { try write(mode.rawValue, to: "met-norway") }

    /// Sets the `Expires` MET Norway's answers carry (an HTTP date).
    func metExpires(_ text: String) throws { try write(text, to: "met-expires") }

    /// Every request so far.
    var received: [Received] {
        let text = (try? String(contentsOf: control.appendingPathComponent("requests.jsonl"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            return Received(
                path: object["path"] as? String ?? "", query: object["query"] as? [String: String] ?? [:],
                headers: object["headers"] as? [String: String] ?? [:])
        }
    }

    /// The requests to one path.
    func received(_ path: String) -> [Received] { received.filter { $0.path == path } }

    /// Stops the server and removes its folder.
    func stop() {
        // SIGKILL: a test runner may hand its children a blocked SIGTERM (terminate() was never answered).
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitForExit()
        try? FileManager.default.removeItem(at: control)
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: control.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}
