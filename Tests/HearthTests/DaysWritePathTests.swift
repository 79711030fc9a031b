import DaysCore
import Foundation
import GRDB
import Logging
import Testing

@testable import HearthApp

@Suite("One write path: a page write and an API write store the same row and log the same line")
struct DaysWritePathTests {
    /// The stored `day` row of `id`, without the columns that differ by nature (id, instants).
    static func storedRow(_ test: TestApp, id: String) async throws -> [String: String] {
        try await test.app.site.database.writer.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM day WHERE id = ?", arguments: [id]))
            var values: [String: String] = [:]
            for column in row.columnNames where !["id", "createdAt", "updatedAt"].contains(column) {
                values[column] = row[column].map { "\($0)" } ?? "NULL"
            }
            return values
        }
    }

    @Test func aFormAndTheAPIStoreTheSameRowAndLogTheSameLine() async throws {
        try await TestApp.run { test in
            let viaAPI = try await test.createDay(
                #"{"title":" Trip ","date":"2099-04-01","kind":"countdown","pinned":true,"icon":"plane","reminders":[{"daysBefore":1,"time":"09:00"}]}"#
            )
            let apiId = try #require(viaAPI["id"] as? String)
            let form = try await test.postForm(
                "/days",
                [
                    ("title", " Trip "), ("date", "2099-04-01"), ("kind", "countdown"), ("pinned", "on"),
                    ("icon", "plane"), ("reminderDays", "1"), ("reminderTime", "09:00"),
                ])
            #expect(form.status == 303)
            let formId = try #require(form.header("Location")?.split(separator: "/").last?.split(separator: "?").first)
            #expect(try await Self.storedRow(test, id: apiId) == Self.storedRow(test, id: String(formId)))
            let created = test.logs.lines("Day created")
            #expect(created.map { $0.metadata["id"] } == [apiId, String(formId)])
            #expect(Set(created.map(\.level)) == [.info])

            // Updates and deletes log alike too (a page update used to log nothing).
            _ = try await test.sendJSON("PUT", "/api/v1/days/\(apiId)", #"{"title":"Kyoto","date":"2099-04-02"}"#)
            _ = try await test.postForm("/days/\(formId)", [("title", "Kyoto"), ("date", "2099-04-02")])
            #expect(test.logs.lines("Day updated").map { $0.metadata["id"] } == [apiId, String(formId)])
            #expect(try await Self.storedRow(test, id: apiId) == Self.storedRow(test, id: String(formId)))
            _ = try await test.client.send("DELETE", "/api/v1/days/\(apiId)")
            _ = try await test.postForm("/days/\(formId)/delete", [])
            #expect(test.logs.lines("Day deleted").map { $0.metadata["id"] } == [apiId, String(formId)])
        }
    }

    @Test func categoriesLogAlikeFromTheFormAndTheAPI() async throws {
        try await TestApp.run { test in
            let viaAPI = try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Work"}"#).json()
            #expect(try await test.postForm("/categories", [("name", "Home")]).status == 303)
            let home = try #require(
                try await test.jsonList("/api/v1/categories").first { $0["name"] as? String == "Home" })
            // Both go after the categories a person made: the same sort-order rule for both adapters.
            #expect(viaAPI["sortOrder"] as? Int == 0)
            #expect(home["sortOrder"] as? Int == 1)
            _ = try await test.client.send("DELETE", "/api/v1/categories/\(viaAPI["id"] as? String ?? "")")
            _ = try await test.postForm("/categories/\(home["id"] as? String ?? "")/delete", [])
            #expect(test.logs.lines("Category created").count == 2)
            #expect(test.logs.lines("Category deleted").count == 2)
        }
    }

    @Test func aLunarDayResolvesTheSameFromTheFormAndTheAPI() async throws {
        try await TestApp.run { test in
            // 八月十五 of the lunar year 1950 is 26 September 1950; the date only picks the lunar year.
            let viaAPI = try await test.createDay(
                #"{"title":"中秋","date":"1950-06-01","calendar":"chineseLunar","repeat":"yearly","lunar":{"month":8,"day":15}}"#
            )
            #expect(viaAPI["date"] as? String == "1950-09-26")
            let form = try await test.postForm(
                "/days",
                [
                    ("title", "中秋"), ("date", "1950-06-01"), ("calendar", "chineseLunar"), ("repeat", "yearly"),
                    ("lunarMonth", "8"), ("lunarDay", "15"),
                ])
            let formId = try #require(form.header("Location")?.split(separator: "/").last?.split(separator: "?").first)
            let viaForm = try await test.client.send("GET", "/api/v1/days/\(formId)").json()
            #expect(viaForm["date"] as? String == "1950-09-26")
        }
    }
}
