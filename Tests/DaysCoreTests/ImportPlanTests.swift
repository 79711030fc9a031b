import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct ImportPlanTests {
    let now = instant("2026-03-01T08:00:00Z")
    let family = DaysCore.Category(
        id: UUID(uuidString: "6f1c8a52-3d7e-4b0a-9c1e-2a4b6c8d0e1f")!, name: "Family", color: "#E64A19", sortOrder: 0)
    let work = DaysCore.Category(
        id: UUID(uuidString: "0b7a9e21-55c4-4d3f-8e6a-71f2c9d4b3a0")!, name: "Work, etc.; \"x\"", color: nil,
        sortOrder: 1)

    func days() -> [Day] {
        [
            Day(
                title: "Mum", date: d("1960-12-01"), kind: .birthday, categoryId: family.id,
                reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)],
                createdAt: instant("2025-01-02T03:04:05.123Z"), updatedAt: instant("2025-02-03T04:05:06.789Z")),
            Day(
                title: "Launch", date: d("2026-06-01"), categoryId: work.id, color: "#123456", isPinned: true,
                createdAt: fixedCreation),
            Day(title: "Loose", date: d("2026-07-01"), categoryId: Category.uncategorizedID, createdAt: fixedCreation),
        ]
    }

    /// A fresh store: only the built-in category.
    let fresh = [Category.uncategorized]

    @Test(arguments: ["csv", "ics"])
    func aFileRestoresItsCategoriesIntoAFreshStore(format: String) throws {
        // Given an export of days in two categories
        let source = days()
        let contents: DaysImport =
            format == "csv"
            ? try DaysCSV.read(Data(DaysCSV.encode(source, categories: [family, work]).utf8), now: now)
            : try DaysICalendar.read(
                Data(DaysICalendar.encode(source, categories: [family, work], today: d("2026-03-01"), now: now).utf8),
                timeZone: zone("Europe/London"), now: now)
        // When it is planned over a store that has only Uncategorized
        let plan = ImportPlan(importing: contents, over: [], categories: fresh)
        // Then both categories are created with their ids, names and colours, and every day is exactly as exported
        #expect(plan.categoriesToCreate == [family, work])
        #expect(plan.created.map(\.day) == source)
        #expect(plan.created.allSatisfy { $0.notes.isEmpty })
        #expect(plan.skipped.isEmpty)
        // And the same file over the result changes nothing
        let again = ImportPlan(importing: contents, over: source, categories: fresh + [family, work])
        #expect(again.isEmpty)
        #expect(again.unchanged.count == 3)
        #expect(again.updated.isEmpty && again.created.isEmpty)
    }

    @Test func aNamedCategoryIsFoundByNameWhateverItsId() throws {
        // Given a stored "Family" and a CSV naming "family" with another id, and a row naming a new category
        let csv = """
            title,date,categoryId,categoryName,categoryColor\r
            Dad,1958-04-02,11111111-2222-4333-8444-555555555555,family,#000000\r
            Gym,2026-04-02,,Sport,#00FF00\r
            Old,2026-05-02,22222222-2222-4333-8444-555555555555,,\r

            """
        let contents = try DaysCSV.read(Data(csv.utf8), now: now)
        // When planned
        let plan = ImportPlan(
            importing: contents, over: [], categories: fresh + [family],
            makeID: { UUID(uuidString: "33333333-2222-4333-8444-555555555555")! })
        // Then Dad goes to the stored Family, Sport is created, and Old (a category nobody names) is uncategorized
        // with a note
        #expect(
            plan.created.map(\.day.categoryId) == [
                family.id, plan.categoriesToCreate.first?.id, Category.uncategorizedID,
            ])
        #expect(plan.categoriesToCreate.map(\.name) == ["Sport"])
        #expect(plan.categoriesToCreate.map(\.color) == ["#00FF00"])
        #expect(plan.created[2].notes.map(\.code) == [.unknownCategory])
        #expect(plan.created[2].notes.first?.line == 4)
    }

    @Test func updatesReportTheFieldsTheyChange() throws {
        let stored = days()
        var edited = stored
        edited[0].title = "Mother"
        edited[0].notes = "Call"
        edited[1].updatedAt = instant("2030-01-01T00:00:00Z")
        let csv = DaysCSV.encode(edited, categories: [family, work])
        let plan = ImportPlan(
            importing: try DaysCSV.read(Data(csv.utf8), now: now), over: stored, categories: fresh + [family, work])
        #expect(plan.updated.map(\.day.id) == [stored[0].id])
        #expect(plan.changedFields[stored[0].id] == ["title", "notes"])
        #expect(plan.unchanged.count == 2)
        #expect(plan.updated.first?.line == 2)
    }

    @Test func aBackupKeepsItsPathsAndSkipsOnlyItsBadRecords() throws {
        let json = """
            {"version": 1, "categories": [], "days": [
              {"id": "5d2f8b7e-6c1a-4e3b-9f0d-1a2b3c4d5e6f", "title": "Good", "date": "2026-01-01",
               "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"},
              {"id": "6d2f8b7e-6c1a-4e3b-9f0d-1a2b3c4d5e6f", "title": "Bad", "date": "2026-02-30",
               "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}
            ]}
            """
        let contents = try DaysBackup.read(Data(json.utf8))
        #expect(contents.days.map(\.path) == ["days[0]"])
        #expect(contents.skipped.map(\.path) == ["days[1]"])
        #expect(contents.skipped.first?.title == "Bad")
        #expect(contents.skipped.first?.issues.map(\.field) == ["date"])
        #expect(throws: ImportError.self) { try DaysBackup.decode(Data(json.utf8)) }
    }

    @Test func aCSVAppliesItsGoodRowsAndListsTheBadOnes() throws {
        let csv = "title,date\r\nGood,2026-01-01\r\n,2026-01-02\r\nBad date,2026-13-01\r\nShort\r\n"
        let contents = try DaysCSV.read(Data(csv.utf8), now: now)
        #expect(contents.days.map(\.day.title) == ["Good"])
        #expect(contents.skipped.map(\.line) == [3, 4, 5])
        #expect(contents.skipped.map(\.title) == ["", "Bad date", nil])
        #expect(throws: ImportError.self) { try DaysCSV.read(Data("title\r\nx\r\n".utf8), now: now) }
    }
}
