import Foundation
import Testing

@testable import HearthApp

@Suite("JSON API: /api/v1/export and /api/v1/import")
struct DaysBackupAPITests {
    @Test func aJSONBackupRestoresByIdAndTwiceChangesNothing() async throws {
        try await TestApp.run { source in
            let family =
                try await source.sendJSON("POST", "/api/v1/categories", #"{"name":"Family"}"#).json()["id"] as? String
                ?? ""
            try await source.createDay(
                #"{"title":"Mum","date":"1960-12-01","kind":"birthday","categoryId":"\#(family)"}"#)
            try await source.createDay(#"{"title":"Trip","date":"2099-04-01","notes":"=SUM(A1)"}"#)
            let export = try await source.client.send("GET", "/api/v1/export?format=json")
            #expect(export.status == 200)
            #expect(export.header("Content-Disposition")?.contains("attachment") == true)

            try await TestApp.run { target in
                let first = try await target.sendJSON("POST", "/api/v1/import?format=json", export.text)
                #expect(first.status == 200, "\(first.text)")
                #expect(try first.json()["daysCreated"] as? Int == 2)
                let afterFirst = try await target.client.send("GET", "/api/v1/export?format=csv").text
                let second = try await target.sendJSON("POST", "/api/v1/import?format=json", export.text)
                #expect(try second.json()["daysUpdated"] as? Int == 0)
                #expect(try second.json()["daysUnchanged"] as? Int == 2)
                #expect(try second.json()["daysCreated"] as? Int == 0)
                #expect(try await target.client.send("GET", "/api/v1/export?format=csv").text == afterFirst)
                let sourceDays = try await source.jsonList("/api/v1/days?sort=title")
                let targetDays = try await target.jsonList("/api/v1/days?sort=title")
                #expect(NSArray(array: sourceDays).isEqual(to: targetDays))

            }
        }
    }

    @Test func csvAndICalendarRoundTrip() async throws {
        try await TestApp.run { source in
            try await source.createDay(
                #"{"title":"Anniversary","date":"2015-06-20","kind":"anniversary","reminders":[{"daysBefore":2,"time":"08:30"}]}"#
            )
            let csv = try await source.client.send("GET", "/api/v1/export?format=csv")
            #expect(csv.header("Content-Type")?.hasPrefix("text/csv") == true)
            let ics = try await source.client.send("GET", "/api/v1/export?format=ics")
            #expect(ics.text.contains("BEGIN:VALARM"))
            #expect(ics.text.contains("RRULE:FREQ=YEARLY"))

            try await TestApp.run { target in
                let fromCSV = try await target.sendJSON(
                    "POST", "/api/v1/import?format=csv", csv.text, contentType: "text/csv")
                #expect(fromCSV.status == 200, "\(fromCSV.text)")
                let fromICS = try await target.sendJSON(
                    "POST", "/api/v1/import?format=ics", ics.text, contentType: "text/calendar; charset=utf-8")
                #expect(fromICS.status == 200, "\(fromICS.text)")
                let days = try await target.jsonList("/api/v1/days")
                #expect(days.count == 1)
                #expect(days.first?["title"] as? String == "Anniversary")

            }
        }
    }

    @Test func aFileWithBadRowsImportsTheGoodOnesAndListsTheRest() async throws {
        try await TestApp.run { test throws in
            try await test.createDay(#"{"title":"Keep me","date":"2099-01-01"}"#)
            let csv = "title,date\r\nGood,2026-01-01\r\n,2026-01-02\r\nBad date,2026-13-01\r\n"
            let reply = try await test.sendJSON("POST", "/api/v1/import?format=csv", csv, contentType: "text/csv")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(try reply.json()["daysCreated"] as? Int == 1)
            let skipped = try reply.json()["skipped"] as? [[String: Any]] ?? []
            #expect(skipped.compactMap { $0["line"] as? Int } == [3, 4])
            let codes = skipped.flatMap {
                ($0["issues"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            }
            #expect(codes == ["invalid", "invalid"])
            #expect(
                try await test.jsonList("/api/v1/days?sort=title").compactMap { $0["title"] as? String } == [
                    "Good", "Keep me",
                ])
        }
    }

    @Test func aFileThatCannotBeReadIsRefusedWhole() async throws {
        try await TestApp.run { test throws in
            try await test.createDay(#"{"title":"Keep me","date":"2099-01-01"}"#)
            let before = try await test.client.send("GET", "/api/v1/export?format=csv").text
            let csv = "title,when\r\nGood,2026-01-01\r\n"
            let reply = try await test.sendJSON("POST", "/api/v1/import?format=csv", csv, contentType: "text/csv")
            #expect(reply.status == 422)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["code"] as? String == "invalid_import")
            let codes = (error["issues"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes == ["missingColumn"])
            #expect(try await test.client.send("GET", "/api/v1/export?format=csv").text == before)
        }
    }

    @Test func wrongFormatsAndTypesAreRefused() async throws {
        try await TestApp.run { test throws in
            #expect(try await test.client.send("GET", "/api/v1/export?format=xml").status == 400)
            #expect(
                try await test.sendJSON("POST", "/api/v1/import?format=csv", "a,b", contentType: "application/json")
                    .status
                    == 415)
            #expect(try await test.sendJSON("POST", "/api/v1/import?format=json", "not json").status == 422)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func exportIsConsistentWhileOthersWrite() async throws {
        try await TestApp.run { test in
            let writers = Task {
                for index in 0..<30 {
                    _ = try await test.createDay(#"{"title":"Day \#(index)","date":"2099-01-01"}"#)
                }
            }
            for _ in 0..<5 {
                let export = try await test.client.send("GET", "/api/v1/export?format=json")
                let json = try export.json()
                let days = json["days"] as? [[String: Any]] ?? []
                #expect(Set(days.compactMap { $0["id"] as? String }).count == days.count)
            }
            try await writers.value
            let json = try await test.client.send("GET", "/api/v1/export?format=json").json()
            #expect((json["days"] as? [Any])?.count == 30)
        }
    }
}
