import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DaysCSVTests {
    func fixtureDays() throws -> [Day] {
        try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8)).days
    }

    @Test func roundTripsEveryField() throws {
        var days = try fixtureDays()
        days[2].title = "=HYPERLINK(\"http://evil\",\"x\")"
        days[3].notes = "'@SUM(A1)\t, \"quoted\"\r\nnext line"
        days[1].title = "'Tis the season"
        let csv = DaysCSV.encode(days)
        let again = try DaysCSV.decode(Data(csv.utf8), now: fixedCreation)
        #expect(again == days)
        #expect(try DaysCSV.decode(DaysCSV.data(for: days), now: fixedCreation) == days)
    }

    @Test func writesRFC4180WithCRLFAndNeutralisedFormulas() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let days = [
            Day(
                id: id, title: "=1+2", date: d("2025-01-01"), notes: "say \"hi\", then\nleave", createdAt: fixedCreation
            ),
            Day(id: id, title: "+cmd", date: d("2025-01-01"), notes: "-2", createdAt: fixedCreation),
            Day(id: id, title: "@x", date: d("2025-01-01"), notes: "\tTab", createdAt: fixedCreation),
        ]
        let lines = DaysCSV.encode(days).components(separatedBy: "\r\n")
        #expect(lines[0] == DaysCSV.columns.joined(separator: ","))
        #expect(
            lines[1].hasPrefix(
                "00000000-0000-0000-0000-000000000001,'=1+2,2025-01-01,countdown,gregorian,,,,none,\"say \"\"hi\"\", then\nleave\","
            ))
        #expect(lines[2].contains(",'+cmd,") && lines[2].contains(",'-2,"))
        #expect(lines[3].contains(",'@x,") && lines[3].contains(",'\tTab,"))
        #expect(lines.last == "")
    }

    @Test func importsAHandWrittenFileWithDefaults() throws {
        let csv =
            "\u{FEFF}title,date,kind,reminders,extra\nMum,1960-12-01,birthday,7@09:00;0@08:30,ignored\n\n\"Trip, Japan\",2026-04-01,,,\n"
        let days = try DaysCSV.decode(Data(csv.utf8), now: fixedCreation)
        #expect(days.map(\.title) == ["Mum", "Trip, Japan"])
        #expect(
            days[0].reminders == [
                Reminder(daysBefore: 7, time: TimeOfDay(hour: 9, minute: 0)!),
                Reminder(daysBefore: 0, time: TimeOfDay(hour: 8, minute: 30)!),
            ])
        #expect(days[1].kind == .countdown)
        #expect(days[1].createdAt == fixedCreation)
        // Rows without an id get one from their title and date: the same every time the file is read
        #expect(try DaysCSV.decode(Data(csv.utf8), now: fixedCreation).map(\.id) == days.map(\.id))
        #expect(Set(days.map(\.id)).count == 2)
    }

    @Test func reportsEveryBadRowByLineAndImportsNothing() {
        let huge = String(repeating: "x", count: 150_000)
        let csv = [
            "title,date,kind,pinned,reminders",
            "Good,2025-01-01,countdown,false,",
            ",2025-02-30,party,maybe,1@25:00",
            "\"Multi",
            "line\",2025-01-01,,,",
            "Short,2025-01-01",
            "Bad \"quote\",2025-01-01,,,",
            "\"\(huge)\",2025-01-01,,,",
            "\"unterminated,2025-01-01,,,",
        ].joined(separator: "\r\n")
        do {
            _ = try DaysCSV.decode(Data(csv.utf8), now: fixedCreation)
            Issue.record("expected an import error")
        } catch {
            #expect(error.lines == [3, 6, 7, 8, 9])
            #expect(
                error.issues.filter { $0.line == 3 }.compactMap(\.field) == [
                    "pinned", "title", "date", "kind", "reminders[0].time",
                ])
            #expect(error.issues.first { $0.line == 6 }?.reason == "The row has 2 cells; the header has 5.")
            #expect(error.issues.first { $0.line == 7 }?.reason == "A quote appears inside an unquoted cell.")
            #expect(error.issues.first { $0.line == 8 }?.reason == "The record is longer than 100000 bytes.")
            #expect(error.issues.first { $0.line == 9 }?.reason == "A quoted cell is not closed.")
        }
    }

    @Test func refusesHugeCells() {
        let csv = "title,date\r\n" + String(repeating: "y", count: 30_000) + ",2025-01-01\r\n"
        #expect(throws: ImportError(issues: [ImportIssue(line: 2, reason: "A cell is longer than 20000 bytes.")])) {
            try DaysCSV.decode(Data(csv.utf8), now: fixedCreation)
        }
    }

    @Test func refusesFilesWithoutTheRequiredColumnsOrWithRepeatedIds() {
        #expect(throws: ImportError.self) { try DaysCSV.decode(Data("name,when\r\nx,y\r\n".utf8), now: fixedCreation) }
        #expect(throws: ImportError.self) { try DaysCSV.decode(Data(), now: fixedCreation) }
        let id = "00000000-0000-0000-0000-000000000001"
        let csv = "id,title,date\n\(id),a,2025-01-01\n\(id),b,2025-01-02\n"
        do {
            _ = try DaysCSV.decode(Data(csv.utf8), now: fixedCreation)
            Issue.record("expected an import error")
        } catch {
            #expect(error.description == "line 3: id: The id is also on line 2.")
        }
        #expect(throws: ImportError.self) {
            try DaysCSV.decode(
                Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x2C, 0x64, 0x61, 0x74, 0x65, 0x0A, 0xFF, 0x2C, 0x31]),
                now: fixedCreation)
        }
    }
}
