import AlarmKitCore
import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Alarm export and import: AlarmKitCore's versioned JSON, all or nothing")
struct AlarmsBackupTests {
    static let v1Fixture = TestApp.webDirectory.deletingLastPathComponent()
        .appendingPathComponent("Tests/AlarmKitCoreTests/Fixtures/alarms-v1.json")

    @Test func exportThenImportRoundTrips() async throws {
        let exported = try await TestApp.run({ $0.testClockStart = B2.instant("2026-06-05T12:00:00+02:00") }) { test in
            _ = try await test.postAlarm(#"{"time":"06:30","label":"Work","repeatDays":["mon","tue"]}"#)
            _ = try await test.postAlarm(#"{"time":"09:00","label":"Weekend","repeatDays":["sat"],"volume":40}"#)
            let reply = try await test.client.send("GET", "/api/v1/alarms/export")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Disposition") == #"attachment; filename="hearth-alarms-2026-06-05.json""#)
            let json = try reply.json()
            #expect(json["version"] as? Int == 1)
            #expect((json["alarms"] as? [Any])?.count == 2)
            return reply.text
        }
        try await TestApp.run { test in
            let imported = try await test.sendJSON("POST", "/api/v1/alarms/import", exported)
            #expect(imported.status == 200, "\(imported.text)")
            #expect(imported.text == #"{"created":2,"updated":0}"#)
            let again = try await test.sendJSON("POST", "/api/v1/alarms/import", exported)
            #expect(again.text == #"{"created":0,"updated":2}"#)
            let alarms = try await test.jsonArray("/api/v1/alarms")
            #expect(alarms.map { $0["label"] as? String } == ["Work", "Weekend"])
            #expect(alarms.last?["volume"] as? Int == 40)
            #expect(test.logs.lines("Alarms imported").count == 2)
        }
    }

    @Test func theFrozenVersion1FileImports() async throws {
        try await TestApp.run { test in
            let text = try String(contentsOf: Self.v1Fixture, encoding: .utf8)
            let reply = try await test.sendJSON("POST", "/api/v1/alarms/import", text)
            #expect(reply.status == 200, "\(reply.text)")
            let count = try AlarmArchive.decode(Data(text.utf8)).alarms.count
            #expect(try reply.json()["created"] as? Int == count)
            #expect(try await test.jsonArray("/api/v1/alarms").count == count)
        }
    }

    @Test func aBadFileChangesNothingAndNamesEveryProblem() async throws {
        try await TestApp.run { test in
            _ = try await test.postAlarm(#"{"time":"06:30","label":"Keep"}"#)
            let bad = """
                {"version":1,"exportedAt":"2026-06-05T10:00:00Z","alarms":[
                  {"id":"6f1c2b3a-0000-4000-8000-00000000000a","time":"07:00"},
                  {"id":"6f1c2b3a-0000-4000-8000-00000000000b","time":"7:00","volume":300}]}
                """
            let reply = try await test.sendJSON("POST", "/api/v1/alarms/import", bad)
            #expect(reply.status == 422)
            let error = try TestApp.error(reply)
            #expect(error["code"] as? String == "invalid_field")
            #expect(error["field"] as? String == "alarms[1].time")
            let fields = (error["issues"] as? [[String: Any]])?.compactMap { $0["field"] as? String }
            #expect(fields == ["alarms[1].time", "alarms[1].volume"])
            #expect(try await test.jsonArray("/api/v1/alarms").map { $0["label"] as? String } == ["Keep"])

            let future = try await test.sendJSON(
                "POST", "/api/v1/alarms/import", #"{"version":9,"exportedAt":"2026-06-05T10:00:00Z","alarms":[]}"#)
            #expect(future.status == 422)
            #expect(try TestApp.error(future)["field"] as? String == "version")
            #expect(try await test.sendJSON("POST", "/api/v1/alarms/import", #"{"alarms":[]}"#).status == 400)
            let text = try await test.sendJSON("POST", "/api/v1/alarms/import", "{}", contentType: "text/plain")
            #expect(text.status == 415)
            let stranger = try await test.sendJSON(
                "POST", "/api/v1/alarms/import", #"{"version":1,"exportedAt":"2026-06-05T10:00:00Z","alarms":[]}"#,
                from: B2.stranger)
            #expect(stranger.status == 401)
            #expect(try await test.jsonArray("/api/v1/alarms").count == 1)
        }
    }
}
