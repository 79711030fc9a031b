import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct AlarmArchiveTests {
    @Test func theFrozenVersion1FixtureStaysDecodable() throws {
        // Given the v1 fixture (never edited)
        let archive = try AlarmArchive.decode(Data(fixture("alarms-v1.json").utf8))
        // Then every field reads back
        #expect(archive.exportedAt == instant("2026-11-23T10:00:00Z"))
        #expect(archive.alarms.count == 2)
        let work = archive.alarms[0]
        #expect(work.id == alarmId)
        #expect(work.label == "上班")
        #expect(work.repeatDays == Weekday.weekdays)
        #expect(work.fadeInStartVolume == 10)
        #expect(work.snoozeLimit == 3)
        #expect(work.exceptDates == [d("2026-12-24")])
        #expect(work.skipHolidays && work.workOnMakeUpDays && work.holidayCalendars == ["cn-mainland"])
        // The retired default tone of 0.2 still decodes as it was stored
        #expect(work.sound == .tone("classic-bell"))
        let flight = archive.alarms[1]
        #expect(flight.isOneTime)
        #expect(flight.sound == .mix("rain-and-fire"))
        #expect(flight.note == "Terminal 2")
        #expect(flight.snoozeLimit == 0)
        #expect(flight.pausedUntil == d("2026-12-01"))
    }

    @Test func theDefaultToneIsInTheShippedAlarmCatalog() throws {
        // Given the shipped alarm catalog
        struct Catalog: Decodable {
            struct Entry: Decodable {
                var id: String
                var isDefault: Bool?
            }
            var sounds: [Entry]
        }
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(repositoryFile("web/alarm-sounds.json").utf8))
        // Then a new alarm's tone is the catalog's default, and a v1 alarm without a sound gets it
        #expect(catalog.sounds.first { $0.isDefault == true }?.id == Alarm.defaultSound.id)
        #expect(catalog.sounds.contains { $0.id == Alarm.defaultSound.id })
        let bare = try JSONDecoder().decode(
            Alarm.self, from: Data(#"{"id":"6f1c2b3a-0000-4000-8000-000000000009","time":"07:00"}"#.utf8))
        #expect(bare.sound == Alarm.defaultSound)
    }

    @Test func roundTripsTheCurrentVersion() throws {
        let archive = try AlarmArchive.decode(Data(fixture("alarms-v1.json").utf8))
        let again = try AlarmArchive.decode(try archive.jsonData())
        #expect(again == archive)
        let object = try JSONSerialization.jsonObject(with: try archive.jsonData()) as? [String: Any]
        #expect(object?["version"] as? Int == AlarmArchive.currentVersion)
    }

    @Test func refusesTheWholeFileWhenOneAlarmIsBad() {
        let json =
            #"{"version":1,"exportedAt":"2026-11-23T10:00:00Z","alarms":["#
            + #"{"id":"6f1c2b3a-0000-4000-8000-000000000001","time":"07:00"},"#
            + #"{"id":"6f1c2b3a-0000-4000-8000-000000000001","time":"25:00"},"#
            + #"{"id":"6f1c2b3a-0000-4000-8000-000000000003","time":"08:00"},"#
            + #"{"id":"6f1c2b3a-0000-4000-8000-000000000003","time":"09:00"}]}"#
        #expect(
            throws: AlarmArchiveError.invalid(
                AlarmValidationError(issues: [
                    AlarmValidationIssue(
                        field: "alarms[1].time", reason: .invalidFormat,
                        message: "A time is HH:mm, 00:00 through 23:59."),
                    AlarmValidationIssue(
                        field: "alarms[3].id", reason: .duplicate, message: "Two alarms share this id."),
                ]))
        ) { try AlarmArchive.decode(Data(json.utf8)) }
    }

    @Test func refusesUnknownVersionsAndOtherShapes() {
        #expect(throws: AlarmArchiveError.unsupportedVersion(2)) {
            try AlarmArchive.decode(Data(#"{"version":2,"alarms":[]}"#.utf8))
        }
        #expect(throws: AlarmArchiveError.self) { try AlarmArchive.decode(Data("[]".utf8)) }
        #expect(throws: AlarmArchiveError.self) { try AlarmArchive.decode(Data(#"{"version":true}"#.utf8)) }
        #expect(throws: AlarmArchiveError.self) {
            try AlarmArchive.decode(Data(#"{"version":1,"exportedAt":"x","alarms":[]}"#.utf8))
        }
        #expect(throws: AlarmArchiveError.self) { try AlarmArchive.decode(Data("{".utf8)) }
    }
}
