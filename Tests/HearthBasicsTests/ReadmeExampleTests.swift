import Foundation
import HearthBasics
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let berlin = TimeZone(identifier: "Europe/Berlin")!"#,
        #"let leap = LocalDate(year: 2028, month: 2, day: 29)!"#,
        #"let next = leap.adding(days: 1)  // 2028-03-01"#,
        #"let sameDay = LocalDate(year: 2025, month: 1, day: 31)!.adding(months: 1)  // 2025-02-28"#,
        #"let gap = TimeOfDay("02:30")!.instant(on: LocalDate("2026-03-29")!, in: berlin)  // 03:00, the jump itself"#,
        #"let text = InstantFormat.string(from: gap, in: berlin)  // "2026-03-29T03:00:00+02:00""#,
        #"let stored = InstantFormat.string(from: gap, style: .milliseconds)  // "2026-03-29T01:00:00.000Z""#,
        #"let back = InstantFormat.date(from: text)  // the same instant"#,
        #"enum Reason: String, Codable, Sendable { case required, tooLong }"#,
        #"let issue = ValidationIssue(field: "title", reason: Reason.required, message: "A title is required.")"#,
        ##"let body = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"volume": "loud"}"#.utf8))"##,
        #"let seed = FNV1a.hash("rain")  // the same number on every machine and every run"#,
        #"let refused = "bell\u{07}".hasForbiddenControlCharacters  // true"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let leap = LocalDate(year: 2028, month: 2, day: 29)!
        let next = leap.adding(days: 1)  // 2028-03-01
        let sameDay = LocalDate(year: 2025, month: 1, day: 31)!.adding(months: 1)  // 2025-02-28
        let gap = TimeOfDay("02:30")!.instant(on: LocalDate("2026-03-29")!, in: berlin)  // 03:00, the jump itself
        let text = InstantFormat.string(from: gap, in: berlin)  // "2026-03-29T03:00:00+02:00"
        let stored = InstantFormat.string(from: gap, style: .milliseconds)  // "2026-03-29T01:00:00.000Z"
        let back = InstantFormat.date(from: text)  // the same instant
        enum Reason: String, Codable, Sendable { case required, tooLong }
        let issue = ValidationIssue(field: "title", reason: Reason.required, message: "A title is required.")
        let body = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"volume": "loud"}"#.utf8))
        let seed = FNV1a.hash("rain")  // the same number on every machine and every run
        let refused = "bell\u{07}".hasForbiddenControlCharacters  // true
        // Then it does what the comments say
        #expect(next.description == "2028-03-01")
        #expect(sameDay.description == "2025-02-28")
        #expect(gap == Date(timeIntervalSince1970: 1_774_746_000))
        #expect(text == "2026-03-29T03:00:00+02:00")
        #expect(stored == "2026-03-29T01:00:00.000Z")
        #expect(back == gap)
        #expect(issue.description == "title: A title is required.")
        #expect(body == .object(["volume": .string("loud")]))
        #expect(seed == FNV1a.hash("rain"))
        #expect(refused)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/HearthBasics/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
