import AlarmKitCore
import Battery
import Foundation
import Logging

/// Everything `hearth serve` needs to start, resolved from flags, `HEARTH_*`
/// environment variables and defaults (in that order of precedence).
public struct Configuration: Sendable {
    /// Address to listen on: `0.0.0.0` (all IPv4), `::` (IPv6 and IPv4) or one literal.
    public var host: String = "0.0.0.0"
    /// TCP port; 0 picks a free one.
    public var port: Int = 8080
    /// Folder holding `hearth.sqlite`.
    public var dataDirectory: URL = URL(fileURLWithPath: "data", isDirectory: true)
    /// Folder holding `templates/`, `static/` and `locales/`.
    public var webDirectory: URL = URL(fileURLWithPath: "web", isDirectory: true)
    /// The household's time zone; the server's own (`TZ`) unless overridden.
    public var timeZone: TimeZone = .current
    /// How much to log.
    public var logLevel: Logger.Level = .info
    /// How log lines are written to standard error: text, or JSON lines (`--log-format`).
    public var logFormat: LogFormat = .text
    /// An access code to set (replacing the stored one) instead of generating one on first start.
    public var accessCode: String?
    /// Networks whose clients may write without the access code.
    public var trustedNetworks: [CIDR] = []
    /// Extra `Host` header values to accept (besides this machine's addresses and names).
    public var allowedHosts: [String] = []
    /// Whether clients on loopback may write without the access code. Turn off behind a
    /// reverse proxy on the same machine, where every request arrives from loopback.
    public var trustLoopback: Bool = true
    /// HTTPS: off (plain HTTP), given files, or a certificate Hearth makes (`--tls-*`).
    public var tls: TLSSetting = .off

    /// The ALSA device of the server's own speaker (`default`, `hw:1,0`), or nil for none.
    public var speaker: String?
    /// An ALSA configuration file read for the speaker only (tests define a `file` device in one). Not a flag.
    var speakerALSAConfiguration: String?

    /// scrypt's cost for new access-code hashes. Not a flag: only tests lower it, to stay fast.
    /// Tests only (debug builds): the alarms' wall clock starts at this instant and can be stepped through
    /// `PUT /api/v1/test/clock`; nil in real use.
    public var testClockStart: Date?
    /// Tests only (debug builds, `--test-crash-on-sound`): the speaker kills the server (SIGKILL) when it loads the
    /// uploaded sound of this name; nil in real use.
    public var testCrashOnSound: String?
    /// Tests only (debug builds, `--test-pause-in-write`): writes of this kind stop in their write window until the
    /// process is killed (`TestPause`); nil in real use.
    var testPauseInWrite: TemporaryFileKind?
    /// The longest the alarm scheduler sleeps before it looks at the wall clock again (a minute).
    public var alarmCheckInterval: TimeInterval = 60

    var accessCodeCost: UInt64 = AccessCode.costN
    /// How holiday calendars are fetched from their URLs. Not a flag: tests give a fetcher without network.
    var holidayFetcher: HolidayCalendarFetcher = .live()
    /// How subscribed calendars are fetched and refreshed (`CalendarFetching`). Not flags, but for
    /// `--test-calendars-over-http`: tests shorten the timeout and let a local `http://` server answer.
    var calendarFetching = CalendarFetching()
    /// How long a webhook delivery may take, and the waits before its retries. Not flags: tests shorten them.
    var webhookTiming = WebhookTiming()
    /// How long a display has to confirm it plays a ring before a backstop speaker rings, in seconds. Not a flag:
    /// tests shorten it.
    var speakerBackstopDelay: TimeInterval = SpeakerBackstop.defaultDelay
    /// The weather providers' base addresses (`HEARTH_WEATHER_*`) and the time a fetch may take.
    public var weather = WeatherProviderSettings()
    /// Where the server's own battery is read. Not a flag: tests give a fake sysfs tree.
    var batteryReader: BatteryReader = .live

    /// A configuration with every default.
    public init() {}

    /// The SQLite database file inside the data directory.
    public var databaseURL: URL { dataDirectory.appendingPathComponent("hearth.sqlite") }
}
