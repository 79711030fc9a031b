import Foundation
import Testing

@testable import HearthApp

@Suite("Persistence: durability settings and restarts")
struct PersistenceTests {
    @Test func walWithSynchronousFull() async throws {
        let test = try await TestApp()
        defer { Task { await test.stop() } }
        #expect(try test.app.site.database.synchronousMode() == 2)
        #expect(try test.app.site.database.journalMode() == "wal")
    }

    @Test func settingsSurviveARestart() async throws {
        let test = try await TestApp()
        #expect(
            try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"dark","contrast":"increased","language":"zh-Hans"}"#
            ).status == 200)
        await test.stop()
        let again = try await TestApp(dataDirectory: test.dataDirectory)
        defer { Task { await again.stop() } }
        let json = try await again.client.send("GET", "/api/v1/settings").json()
        #expect(json["theme"] as? String == "dark")
        #expect(json["contrast"] as? String == "increased")
        #expect(json["language"] as? String == "zh-Hans")
    }

    @Test func anInvalidStoredValueFallsBackToTheDefault() async throws {
        let directory = TestApp.temporaryDirectory()
        let database = try AppDatabase.open(at: directory.appendingPathComponent("hearth.sqlite"))
        try await database.saveSettings(["theme": #""sepia""#, "contrast": "not json"])
        let test = try await TestApp(dataDirectory: directory)
        defer { Task { await test.stop() } }
        let json = try await test.client.send("GET", "/api/v1/settings").json()
        #expect(json["theme"] as? String == "system")
        #expect(json["contrast"] as? String == "standard")
    }
}
