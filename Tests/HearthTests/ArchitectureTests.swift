import Foundation
import Testing

@testable import HearthApp

@Suite("Architecture: the rules of docs/architecture.md that a test can check")
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
        #expect(Set(kinds).isSuperset(of: ["reminder", "appearance", "noise", "ringing", "alarms"]))
        #expect(Site.navigation.map(\.path) == ["/", "/alarms", "/days", "/display", "/noise", "/settings"])
    }
}
