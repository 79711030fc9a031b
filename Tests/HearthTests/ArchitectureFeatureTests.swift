import Foundation
import Testing

@testable import HearthApp

/// The feature shape of docs/architecture.md: a feature folder names another feature's type only when that
/// feature declares it as a port (a protocol in `<Feature>/Ports/`, or a value a port carries).
@Suite("Architecture: features use each other only through declared ports")
struct ArchitectureFeatureTests {
    /// The kernel folders of `Apps/Hearth/Sources/HearthApp`: every feature may use them.
    static let kernel: Set<String> = ["App", "Web", "Storage", "Configuration", "Localization"]

    /// Every feature folder and the types it declares for other features (its ports, and the values they carry).
    static let ports: [String: Set<String>] = [
        "Agenda": [
            "SubscribedCalendars", "AgendaCalendar", "AgendaCalendarEvent", "AgendaDays", "AgendaDayOccurrence",
            "AgendaHolidays", "AgendaHoliday", "AgendaOverview", "AgendaTodayView", "AgendaOverlayView", "AgendaView",
        ],
        "Alarms": [
            "AlarmSpeaker", "HolidayCalendars", "AlarmEventObserver", "NextAlarmLine", "NextAlarmView",
        ],
        "Auth": [],
        "Backups": [],
        "Calendars": [],
        "Days": ["UpcomingDaysLines", "UpcomingDayLine", "UpcomingDaysView", "ReminderNotice", "CalendarFeedView"],
        "Display": [],
        "Holidays": [],
        "Noise": ["NowPlayingLine", "NowPlayingOverlay", "NowPlayingView"],
        "QuietHours": ["QuietPeriods"],
        "Screens": ["ConnectedScreensView", "ServerBattery"],
        "Settings": [],
        "Sound": [
            "SoundService", "SavedMixes", "SavedMix", "SpeakerSettingStore", "AlarmTones", "SpeakerBody",
            "PlaybackGuard", "SoundFolders",
        ],
        "System": ["PhoneLinkView"],
        "Webhooks": [],
        "Weather": ["WeatherGlance", "WeatherGlanceView"],
    ]

    /// The feature services `Site` holds, by the feature that owns each. A feature reads only its own (and
    /// `site.ports`, the kernel's members); `otherServices` lists the few reads the table allows beyond that.
    static let services: [String: String] = [
        "authenticator": "Auth", "settings": "Settings", "days": "Days", "display": "Display", "sound": "Sound",
        "noise": "Noise", "alarms": "Alarms", "holidays": "Holidays", "calendars": "Calendars",
        "quietHours": "QuietHours",
        "webhooks": "Webhooks", "displays": "Screens", "batteries": "Screens", "phoneLink": "System", "tls": "System",
        "weather": "Weather",
        "agenda": "Agenda",
    ]

    /// Another feature's service a feature may read: Noise plays through Sound; the settings page shows the
    /// sections of the Days calendar feed, the connected screens and HTTPS.
    static let otherServices: [String: Set<String>] = ["Noise": ["sound"], "Settings": ["days", "displays", "tls"]]

    static let appRoot = ArchitectureTests.root.appendingPathComponent("Apps/Hearth/Sources/HearthApp")

    /// Each top-level folder's Swift files, with their text.
    static func sources() throws -> [String: [(path: String, text: String)]] {
        var result: [String: [(String, String)]] = [:]
        for (path, text) in try ArchitectureTests.files(under: "Apps/Hearth/Sources/HearthApp", endingWith: ".swift") {
            let relative = String(path.dropFirst(appRoot.path.count + 1))
            guard let folder = relative.split(separator: "/").first, relative.contains("/") else { continue }
            result[String(folder), default: []].append((relative, text))
        }
        return result
    }

    /// The names of the types a file declares at its top level (not private).
    static func declaredTypes(in text: String) -> Set<String> {
        let kinds = #"(?:struct|class|enum|actor|protocol|typealias)"#
        return matches(
            #"(?m)^(?:(?:public|internal|final|indirect)\s+)*"# + kinds + #"\s+([A-Z]\w*)"#, in: text, group: 1)
    }

    /// The capitalized names a file uses, without comments, string literals and member types (`Clock.Instant`).
    static func usedNames(in text: String) -> Set<String> {
        var code = text
        for pattern in [#"(?m)//.*$"#, #""(?:\\.|[^"\\\n])*""#] {
            code = code.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return matches(#"(?<![\w.])[A-Z]\w*"#, in: code, group: 0)
    }

    /// The text of each match's `group` of `pattern` in `text`.
    static func matches(_ pattern: String, in text: String, group: Int) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: group), in: text).map { String(text[$0]) }
            })
    }

    @Test func everyFolderIsTheKernelOrAFeatureWithItsPorts() throws {
        let folders = Set(try Self.sources().keys)
        #expect(folders == Self.kernel.union(Self.ports.keys), "a new folder is added to the table of features")
        let sources = try Self.sources()
        for (feature, names) in Self.ports {
            let declared = (sources[feature] ?? []).reduce(into: Set<String>()) {
                $0.formUnion(Self.declaredTypes(in: $1.text))
            }
            for name in names { #expect(declared.contains(name), "\(feature) declares its port \(name)") }
        }
    }

    @Test func aFeatureNamesAnotherFeaturesTypesOnlyThroughItsPorts() throws {
        let sources = try Self.sources()
        var owner: [String: String] = [:]
        for (folder, files) in sources where !Self.kernel.contains(folder) {
            for file in files { for name in Self.declaredTypes(in: file.text) { owner[name] = owner[name] ?? folder } }
        }
        var crossings: [String] = []
        for (folder, files) in sources where !Self.kernel.contains(folder) {
            for file in files {
                for name in Self.usedNames(in: file.text).sorted() {
                    guard let other = owner[name], other != folder else { continue }
                    if Self.ports[other, default: []].contains(name) { continue }
                    crossings.append("\(file.path) names \(other)'s \(name), which is not a port of \(other)")
                }
            }
        }
        #expect(crossings.isEmpty, "\(crossings.joined(separator: "\n"))")
    }

    @Test func aFeatureReadsOnlyItsOwnServiceFromSite() throws {
        var crossings: [String] = []
        for (folder, files) in try Self.sources() where !Self.kernel.contains(folder) {
            for file in files {
                for name in Self.matches(#"\bsite\.(\w+)"#, in: file.text, group: 1).sorted() {
                    guard let owner = Self.services[name], owner != folder,
                        !Self.otherServices[folder, default: []].contains(name)
                    else { continue }
                    crossings.append("\(file.path) reads site.\(name), \(owner)'s service (use a port: site.ports)")
                }
            }
        }
        #expect(crossings.isEmpty, "\(crossings.joined(separator: "\n"))")
    }
}
