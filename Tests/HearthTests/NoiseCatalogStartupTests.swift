import Foundation
import Testing

@testable import HearthApp

@Suite("Noise at start-up: an invalid sound catalog stops Hearth with the file, the entry and why")
struct NoiseCatalogStartupTests {
    @Test func aDuplicateIdInSoundsJSONRefusesToStart() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            // Given a web folder whose sounds.json repeats an id
            let web = folder.appendingPathComponent("web")
            try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
            for name in ["templates", "static", "locales", "alarm-sounds.json"] {
                try FileManager.default.copyItem(
                    at: TestApp.webDirectory.appendingPathComponent(name), to: web.appendingPathComponent(name))
            }
            var catalog = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: TestApp.webDirectory.appendingPathComponent("sounds.json")))
                    as? [String: Any])
            var sounds = try #require(catalog["sounds"] as? [[String: Any]])
            sounds.append(sounds[0])
            catalog["sounds"] = sounds
            try JSONSerialization.data(withJSONObject: catalog).write(to: web.appendingPathComponent("sounds.json"))
            let duplicate = try #require(sounds[0]["id"] as? String)

            // When Hearth builds, then it refuses with a message naming the file and the entry
            do {
                try await TestApp.run(dataDirectory: folder.appendingPathComponent("data"), { $0.webDirectory = web }) {
                    _ in
                }
                Issue.record("Hearth started with an invalid catalog")
            } catch let error as StartupError {
                guard case .soundCatalog = error else {
                    Issue.record("wrong error: \(error)")
                    return
                }
                #expect(error.description.contains("sounds.json"))
                #expect(error.description.contains(duplicate))
            }
        }
    }
}
