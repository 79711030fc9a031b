import DaysCore
import Foundation
import Testing

@Suite struct DaysBackupTests {
    @Test func versionOneFixtureStaysDecodable() throws {
        let backup = try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8))
        #expect(backup.version == 1)
        #expect(backup.exportedAt == instant("2025-11-22T01:00:00Z"))
        #expect(backup.categories.map(\.name) == ["Family", "工作"])
        #expect(backup.days.map(\.title) == ["奶奶生日", "Leap baby", "Rent", "Quit smoking"])
        let grandma = backup.days[0]
        #expect(grandma.calendar == .chineseLunar)
        #expect(grandma.lunar == LunarMonthDay(month: 4, day: 15, isLeapMonth: true))
        #expect(grandma.isPinned)
        #expect(grandma.reminders.count == 2)
        #expect(grandma.updatedAt == instant("2025-02-03T04:05:06Z").addingTimeInterval(0.789))
        #expect(backup.days[1].leapDayRule == .mar1)
        #expect(backup.days[2].notes.contains("\n"))
        #expect(backup.days[3].includeStartDay)
    }

    @Test func roundTripsExactly() throws {
        let original = try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8))
        let data = try original.jsonData()
        let again = try DaysBackup.decode(data)
        #expect(again == original)
        #expect(try again.jsonData() == data)
    }

    @Test func reportsEveryBadRecordAndNothingElse() throws {
        let json = """
            {"version": 1, "categories": [{"id": "0b0a6c4e-2b1f-4d8e-9a39-5d0e8f0c1a01", "name": ""}],
             "days": [
               {"id": "5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b01", "title": "ok", "date": "2025-01-01",
                "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z"},
               {"id": "5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b01", "title": "dup", "date": "2025-01-01",
                "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z"},
               {"id": "5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b03", "title": "", "date": "2025-02-29",
                "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z"},
               "not an object"
             ]}
            """
        do {
            _ = try DaysBackup.decode(Data(json.utf8))
            Issue.record("expected an import error")
        } catch {
            #expect(
                error.issues.map(\.description) == [
                    "categories[0].name: A name is required.",
                    "days[1].id: The id appears twice.",
                    "days[2].title: A title is required.",
                    "days[2].date: A date is a real day written YYYY-MM-DD.",
                    "days[3]: The record is not a JSON object.",
                ])
        }
    }

    @Test func refusesUnknownVersionsAndNonJSON() {
        for (text, reason) in [
            (#"{"version": 2, "days": []}"#, "Backup version 2 is not supported (1 is)."),
            (#"{"days": []}"#, "The backup has no version number."),
            ("[1, 2]", "The file is not a JSON backup object."),
            ("{\"version\": 1, \"days\": [", "The file is not a JSON backup object."),
            (#"{"version": 1, "days": {}}"#, "The backup does not have the version 1 layout."),
        ] {
            #expect(
                throws: ImportError(issues: [
                    ImportIssue(
                        path: text.contains("version\": 2") || !text.contains("version") && text.hasPrefix("{")
                            ? "version" : nil, reason: reason)
                ])
            ) {
                try DaysBackup.decode(Data(text.utf8))
            }
        }
    }

    @Test func readsRecordsWhoseTextHoldsBracketsQuotesAndNesting() throws {
        let json = #"""
            {"days": [{"id": "5f1d7a52-8c1e-4a53-b0c4-1f2e3d4c5b01", "title": "a]}\"[{ \\", "date": "2025-01-01",
                       "reminders": [{"daysBefore": 0, "time": "09:00"}],
                       "createdAt": "2025-01-01T00:00:00Z", "updatedAt": "2025-01-01T00:00:00Z"},
                      [1, {"x": [2]}]],
             "version": 1, "categories": [{"id": "0b0a6c4e-2b1f-4d8e-9a39-5d0e8f0c1a01", "name": "{[\"]}"}]}
            """#
        let read = try DaysBackup.read(Data(json.utf8))
        #expect(read.days.map(\.day.title) == [#"a]}"[{ \"#])
        #expect(read.days.first?.day.reminders.count == 1)
        #expect(read.categories.map(\.name) == [#"{["]}"#])
        #expect(read.skipped.map(\.path) == ["days[1]"])
        // Text after the object, or broken nesting inside a record, is still not a backup.
        for text in [#"{"version": 1, "days": []} {}"#, #"{"version": 1, "days": [{"id": [}]]}"#] {
            #expect(throws: ImportError(issues: [ImportIssue(reason: "The file is not a JSON backup object.")])) {
                try DaysBackup.decode(Data(text.utf8))
            }
        }
    }
}
