import DaysCore
import Foundation
import Testing

@Suite struct DaySnapshotTests {
    @Test func addsTheReadOnlyFieldsToTheDaysJSON() throws {
        let day = Day(
            id: UUID(uuidString: "7C9E6679-7425-40DE-944B-E07FC1F90AE7")!, title: "Ana", date: d("1995-11-30"),
            kind: .birthday, createdAt: fixedCreation)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(DaySnapshot(day, on: d("2025-11-22"))))
                as? [String: Any])
        #expect(object["nextOccurrence"] as? String == "2025-11-30")
        #expect(object["daysUntil"] as? Int == 8)
        #expect(object["daysSince"] as? Int == 10_950)
        #expect(object["ordinal"] as? Int == 30)
        #expect(object["title"] as? String == "Ana")
        #expect(object["pinned"] as? Bool == false)
        let past =
            try JSONSerialization.jsonObject(
                with: encoder.encode(DaySnapshot(Day(title: "x", date: d("2025-01-01")), on: d("2025-11-22"))))
            as? [String: Any]
        #expect(past?["nextOccurrence"] is NSNull)
        #expect(past?["ordinal"] is NSNull)
    }
}
