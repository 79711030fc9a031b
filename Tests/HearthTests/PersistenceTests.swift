import Foundation
import Testing

@testable import HearthApp

@Suite("Persistence: durability settings and restarts")
struct PersistenceTests {
    @Test func walWithSynchronousFull() async throws {
        try await TestApp.run(listening: true) { test throws in
            #expect(try test.app.site.database.synchronousMode() == 2)
            #expect(try test.app.site.database.journalMode() == "wal")
        }
    }

    @Test func settingsSurviveARestart() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            try await TestApp.run(dataDirectory: directory) { test throws in
                #expect(
                    try await test.sendJSON(
                        "PUT", "/api/v1/settings", #"{"theme":"dark","contrast":"increased","language":"zh-Hans"}"#
                    ).status == 200)
            }
            try await TestApp.run(dataDirectory: directory) { again in
                let json = try await again.client.send("GET", "/api/v1/settings").json()
                #expect(json["theme"] as? String == "dark")
                #expect(json["contrast"] as? String == "increased")
                #expect(json["language"] as? String == "zh-Hans")
            }
        }
    }

    @Test func anInvalidStoredValueFallsBackToTheDefault() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let database = try AppDatabase.open(at: directory.appendingPathComponent("hearth.sqlite"))
            try await database.saveSettings(["theme": #""sepia""#, "contrast": "not json"])
            try await TestApp.run(dataDirectory: directory) { test in
                let json = try await test.client.send("GET", "/api/v1/settings").json()
                #expect(json["theme"] as? String == "system")
                #expect(json["contrast"] as? String == "standard")
            }
        }
    }
}
