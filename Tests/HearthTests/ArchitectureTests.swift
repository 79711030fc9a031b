import Foundation
import OffPoolTesting
import Testing

@testable import HearthApp

@Suite("Architecture: the rules of docs/architecture.md that a test can check", .offPool)
struct ArchitectureTests {
    static let root = TestApp.webDirectory.deletingLastPathComponent()

    /// Every file under `folder` whose name ends with `suffix`, with its text.
    static func files(under folder: String, endingWith suffix: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var result: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.path.contains("/.build") || url.path.contains("/.git/") || url.path.contains("/node_modules/") {
                continue
            }
            if url.lastPathComponent.hasSuffix(suffix) {
                result.append((url.path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return result
    }

    @Test func theAppHoldsNoCalendarArithmetic() throws {
        let sources = try Self.files(under: "Apps", endingWith: ".swift")
        #expect(sources.count > 50)
        for (path, text) in sources {
            for forbidden in [
                "DateComponents", "date(byAdding", "Calendar(identifier", "Calendar.current", "adding(days:",
            ] {
                #expect(!text.contains(forbidden), "\(path) uses \(forbidden)")
            }
        }
    }

    /// Arithmetic that is a rule of time, gain or frames, which belongs in a core module: gains or levels computed
    /// (`level * 2`, `a.gain * b.gain`), frames counted from the sample rate, and instants of rings, firings or stops
    /// moved or compared (`instant.addingTimeInterval(-lead)`, `stopsAt.timeIntervalSince(now) * rate`).
    static let ruleArithmetic: [(name: String, pattern: String)] = [
        (
            "gain or level arithmetic",
            #"\.(level|gain)\s*[-+*/]|[-+*/]\s*[A-Za-z_.]*\.(level|gain)\b"#
                + #"|Volume\(level: [^;]*/\s*100|volume\s*\*\s*[A-Za-z_.]*volume"#
        ),
        ("frame arithmetic", #"[-+*/]\s*[A-Za-z_.()]*sampleRate|sampleRate\)?\s*[-+*/]"#),
        (
            "arithmetic on a ring, firing or stop instant",
            #"\b(instant|fireDate|scheduledAt|since|stopsAt|fadeStartsAt)\.addingTimeInterval\("#
                + #"|\b(instant|fireDate|scheduledAt|since|stopsAt|fadeStartsAt)"#
                + #"\.timeIntervalSince\([^)]*\)\s*[-+*/<>]"#
        ),
        ("a catch-up or look-back window", #"[cC]atchUp|lookBack"#),
    ]

    /// The lines of `text` that match `pattern`, with their numbers.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let line = String(line)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
            let range = NSRange(line.startIndex..., in: line)
            return regex.firstMatch(in: line, range: range) == nil ? nil : "\(index + 1): \(line)"
        }
    }

    @Test func theAppHoldsNoArithmeticOnTimesGainsOrFrames() throws {
        let sources = try Self.files(under: "Apps", endingWith: ".swift")
        #expect(sources.count > 50)
        for (path, text) in sources {
            for (name, pattern) in Self.ruleArithmetic {
                let found = try Self.matches(pattern, in: text)
                #expect(found.isEmpty, "\(path) holds \(name) (a core module's rule): \(found)")
            }
        }
    }

    @Test func theArithmeticCheckFindsTheRulesThatMovedOut() throws {
        // The rules as they were written in the app before they moved into AudioPlayback, AlarmKitCore and DaysCore
        let formerRules = [
            "let left = stopsAt.timeIntervalSince(state.mixer.time) * Double(state.mixer.sampleRate)",
            "let to = Volume(level: Double(min(max(volume, 0), 100)) / 100)",
            #"layers: mix.layers.map { "\($0.soundURL) \(Self.percent($0.volume * mix.volume / 100))" }"#,
            "let windowStart = now.addingTimeInterval(-Self.catchUpWindow)",
            "let at = trigger.instant.addingTimeInterval(-lead)",
            "Double(bytes) / Double(RenderOptions.sampleRate * 2 * channels) / 60",
        ]
        for rule in formerRules {
            let found = try Self.ruleArithmetic.flatMap { try Self.matches($0.pattern, in: rule) }
            #expect(!found.isEmpty, "not found: \(rule)")
        }
    }

    @Test func noDocumentPointsOutsideTheRepository() throws {
        let documents = try Self.files(under: "", endingWith: ".md")
        #expect(documents.count > 5)
        for (path, text) in documents {
            #expect(!text.contains("../shared"), "\(path)")
        }
    }

    @Test func everyFeatureEventAndNavigationEntryIsDeclaredOnce() {
        let kinds = HearthApp.features.flatMap { $0.eventKinds.map(\.name) }
        #expect(Set(kinds).count == kinds.count)
        #expect(Set(kinds).isSuperset(of: ["reminder", "appearance", "noise", "ringing", "alarms", "days"]))
        #expect(Site.navigation.map(\.path) == ["/", "/alarms", "/agenda", "/days", "/display", "/noise", "/settings"])
    }
}
