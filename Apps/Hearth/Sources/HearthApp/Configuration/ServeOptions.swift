import AlarmKitCore
import ArgumentParser
import Foundation
import HearthBasics
import Logging

/// The flags of `hearth serve`; each falls back to a `HEARTH_*` variable, then to a default.
public struct ServeOptions: ParsableArguments {
    @Option(help: "Address to listen on: 0.0.0.0 (all IPv4), :: (IPv6 and IPv4) or one address. [HEARTH_HOST]")
    var host: String?

    @Option(help: "TCP port; 0 picks a free one. [HEARTH_PORT, default 8080]")
    var port: Int?

    @Option(name: .customLong("data-dir"), help: "Folder for hearth.sqlite. [HEARTH_DATA_DIR, default ./data]")
    var dataDirectory: String?

    @Option(
        name: .customLong("web-dir"),
        help: "Folder with templates/, static/, locales/. [HEARTH_WEB_DIR, default ./web or the installed one]"
    )
    var webDirectory: String?

    @Option(
        name: .customLong("time-zone"), help: "IANA time zone such as Europe/Berlin. [HEARTH_TIME_ZONE, default TZ]")
    var timeZone: String?

    @Option(
        name: .customLong("log-level"),
        help: "trace, debug, info, notice, warning, error or critical. [HEARTH_LOG_LEVEL]")
    var logLevel: String?

    @Option(
        name: .customLong("log-format"),
        help: "text (one line a message) or json (one JSON object a line, for journald). [HEARTH_LOG_FORMAT]")
    var logFormat: String?

    @Option(
        name: .customLong("access-code"),
        help: "Set the access code for changes from other devices (4–64 characters). [HEARTH_ACCESS_CODE]")
    var accessCode: String?

    @Option(
        name: .customLong("trusted-network"),
        help: "CIDR whose clients may change things without the code; repeatable. [HEARTH_TRUSTED_NETWORK]")
    var trustedNetworks: [String] = []

    @Option(
        name: .customLong("allowed-host"),
        help: "Extra Host name to accept (DNS-rebinding guard); repeatable. [HEARTH_ALLOWED_HOST]")
    var allowedHosts: [String] = []

    @Flag(
        inversion: .prefixedNo,
        help:
            "Let loopback clients change things without the code. Turn off behind a reverse proxy. [HEARTH_TRUST_LOOPBACK]"
    )
    var trustLoopback: Bool?

    @Option(
        name: .customLong("test-clock"),
        help: "Tests only: start the server's clock at this ISO 8601 instant (debug builds; release builds refuse it).")
    var testClock: String?

    @Option(
        name: .customLong("test-crash-on-sound"),
        help:
            """
            Tests only: kill the server (SIGKILL) when the speaker loads the uploaded sound of this name (debug \
            builds; release builds refuse it).
            """
    )
    var testCrashOnSound: String?

    @Option(
        name: .customLong("test-pause-in-write"),
        help:
            """
            Tests only: stop every write of this kind of temporary file (upload, rendered, import, playback, tls) \
            after the temporary file is written and before it takes effect, until the process is killed (debug \
            builds; release builds refuse it).
            """
    )
    var testPauseInWrite: String?

    @Flag(
        name: .customLong("test-calendars-over-http"),
        help: "Tests only: let calendar subscriptions use http:// (debug builds; release builds refuse it).")
    var testCalendarsOverHTTP = false

    @Option(
        name: .customLong("alarm-check-seconds"),
        help: "Tests only: the longest the alarm scheduler sleeps before checking the wall clock (default 60).")
    var alarmCheckSeconds: Int?

    @OptionGroup var tls: TLSOptions

    @Option(
        help:
            "ALSA device for the server's own speaker (e.g. default, hw:1,0); off when not given. [HEARTH_SPEAKER]")
    var speaker: String?

    public init() {}

    /// Merges flags, environment and defaults, validating each value.
    /// - Throws: `ConfigurationError` naming the flag and why its value is wrong.
    public func resolve(environment: [String: String]) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration()
        func value(_ flag: String?, _ variable: String) -> (String, String)? {
            if let flag { return (flag, "--" + Self.variableToFlag[variable, default: variable]) }
            if let text = environment[variable], !text.isEmpty { return (text, variable) }
            return nil
        }
        if let (text, _) = value(host, "HEARTH_HOST") {
            guard CIDR.addressBytes(text) != nil else {
                throw ConfigurationError(option: "host", message: "“\(text)” is not an IP address (try 0.0.0.0 or ::)")
            }
            configuration.host = text
        }
        if let port {
            configuration.port = try Self.validPort(String(port), option: "port")
        } else if let text = environment["HEARTH_PORT"], !text.isEmpty {
            configuration.port = try Self.validPort(text, option: "HEARTH_PORT")
        }
        if let (text, _) = value(dataDirectory, "HEARTH_DATA_DIR") {
            configuration.dataDirectory = URL(fileURLWithPath: text, isDirectory: true)
        }
        if let (text, _) = value(webDirectory, "HEARTH_WEB_DIR") {
            configuration.webDirectory = URL(fileURLWithPath: text, isDirectory: true)
        } else {
            configuration.webDirectory = WebFolder.defaultURL()
        }
        if let (text, option) = value(timeZone, "HEARTH_TIME_ZONE") {
            guard let zone = TimeZone(identifier: text) else {
                throw ConfigurationError(
                    option: option, message: "“\(text)” is not a known time zone (e.g. Europe/Berlin)")
            }
            configuration.timeZone = zone
        }
        if let (text, option) = value(logLevel, "HEARTH_LOG_LEVEL") {
            guard let level = Logger.Level(rawValue: text.lowercased()) else {
                throw ConfigurationError(
                    option: option,
                    message: "“\(text)” is not a log level (trace, debug, info, notice, warning, error, critical)")
            }
            configuration.logLevel = level
        }
        if let (text, option) = value(logFormat, "HEARTH_LOG_FORMAT") {
            guard let format = LogFormat(rawValue: text.lowercased()) else {
                throw ConfigurationError(option: option, message: "“\(text)” is not a log format (text or json)")
            }
            configuration.logFormat = format
        }
        if let (text, option) = value(accessCode, "HEARTH_ACCESS_CODE") {
            if let problem = AccessCode.problem(with: text) {
                throw ConfigurationError(option: option, message: problem)
            }
            configuration.accessCode = text
        }
        let networks =
            trustedNetworks.isEmpty
            ? Self.list(environment["HEARTH_TRUSTED_NETWORK"]) : trustedNetworks
        for text in networks {
            guard let network = CIDR(text) else {
                throw ConfigurationError(
                    option: "trusted-network", message: "“\(text)” is not a network like 192.168.1.0/24")
            }
            configuration.trustedNetworks.append(network)
        }
        configuration.allowedHosts =
            (allowedHosts.isEmpty ? Self.list(environment["HEARTH_ALLOWED_HOST"]) : allowedHosts)
            .map { $0.lowercased() }
        if let trustLoopback {
            configuration.trustLoopback = trustLoopback
        } else if let text = environment["HEARTH_TRUST_LOOPBACK"], !text.isEmpty {
            switch text.lowercased() {
            case "1", "true", "yes", "on": configuration.trustLoopback = true
            case "0", "false", "no", "off": configuration.trustLoopback = false
            default:
                throw ConfigurationError(option: "HEARTH_TRUST_LOOPBACK", message: "“\(text)” is not true or false")
            }
        }
        configuration.tls = try tls.resolve(environment: environment)
        if let (text, _) = value(speaker, "HEARTH_SPEAKER") {
            guard !text.contains(where: { $0.isWhitespace || $0.isNewline }), text.count <= 200 else {
                throw ConfigurationError(
                    option: "speaker", message: "“\(text)” is not an ALSA device name (e.g. hw:1,0)")
            }
            configuration.speaker = text
        }
        configuration.weather = try WeatherProviderSettings.resolve(environment: environment)
        try resolveTestOptions(into: &configuration)
        return configuration
    }

    /// The test-only options (the alarm clock, the crash on a sound), the debug-only ones refused by release builds.
    private func resolveTestOptions(into configuration: inout Configuration) throws(ConfigurationError) {
        if let testClock {
            #if DEBUG
                guard let start = InstantFormat.date(from: testClock) else {
                    throw ConfigurationError(
                        option: "test-clock",
                        message: "“\(testClock)” is not an ISO 8601 instant like 2026-03-08T06:59:58Z")
                }
                configuration.testClockStart = start
            #else
                throw ConfigurationError(option: "test-clock", message: "is for tests; release builds refuse it")
            #endif
        }
        if let testCrashOnSound {
            #if DEBUG
                configuration.testCrashOnSound = testCrashOnSound
            #else
                throw ConfigurationError(
                    option: "test-crash-on-sound", message: "is for tests; release builds refuse it")
            #endif
        }
        if let testPauseInWrite {
            #if DEBUG
                guard let kind = TemporaryFileKind(rawValue: testPauseInWrite) else {
                    throw ConfigurationError(
                        option: "test-pause-in-write",
                        message: "“\(testPauseInWrite)” is not one of "
                            + TemporaryFileKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                configuration.testPauseInWrite = kind
            #else
                throw ConfigurationError(
                    option: "test-pause-in-write", message: "is for tests; release builds refuse it")
            #endif
        }
        if testCalendarsOverHTTP {
            #if DEBUG
                configuration.calendarFetching.allowsPlainHTTP = true
            #else
                throw ConfigurationError(
                    option: "test-calendars-over-http", message: "is for tests; release builds refuse it")
            #endif
        }
        if let alarmCheckSeconds {
            guard (1...3600).contains(alarmCheckSeconds) else {
                throw ConfigurationError(option: "alarm-check-seconds", message: "must be 1 to 3600 seconds")
            }
            configuration.alarmCheckInterval = TimeInterval(alarmCheckSeconds)
        }
    }

    private static func validPort(_ text: String, option: String) throws(ConfigurationError) -> Int {
        guard let port = Int(text), (0...65535).contains(port) else {
            throw ConfigurationError(option: option, message: "“\(text)” is not a port between 0 and 65535")
        }
        return port
    }

    private static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static let variableToFlag = [
        "HEARTH_HOST": "host", "HEARTH_DATA_DIR": "data-dir", "HEARTH_WEB_DIR": "web-dir",
        "HEARTH_TIME_ZONE": "time-zone", "HEARTH_LOG_LEVEL": "log-level", "HEARTH_LOG_FORMAT": "log-format",
        "HEARTH_ACCESS_CODE": "access-code",
        "HEARTH_SPEAKER": "speaker",
    ]
}

/// A configuration value that cannot be used, naming the flag or variable.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The flag (without dashes) or environment variable at fault.
    public var option: String
    /// Why the value is wrong.
    public var message: String
    public var description: String {
        option.hasPrefix("HEARTH_") || option.hasPrefix("--") ? "\(option): \(message)" : "--\(option): \(message)"
    }
}
