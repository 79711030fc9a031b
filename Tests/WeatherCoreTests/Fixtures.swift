import Foundation
import HearthBasics

/// The recorded provider answers under `Tests/fixtures/weather/`, and the fixed moments the tests read them at.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/weather")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let shanghai = TimeZone(identifier: "Asia/Shanghai")!

    /// 2026-11-26 08:40 in Berlin (07:40 UTC): the answers were fetched a few minutes before.
    static let morning = instant("2026-11-26T07:40:00Z")

    static func instant(_ text: String) -> Date { InstantFormat.date(from: text)! }

    /// The wall-clock time of an instant in a zone, "HH:mm".
    static func wallTime(_ date: Date?, in zone: TimeZone) -> String? {
        guard let date else { return nil }
        let text = InstantFormat.string(from: date, in: zone)
        let start = text.index(text.startIndex, offsetBy: 11)
        return String(text[start..<text.index(start, offsetBy: 5)])
    }
}
