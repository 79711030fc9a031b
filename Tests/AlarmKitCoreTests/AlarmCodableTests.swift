import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct AlarmCodableTests {
    func decode(_ json: String, assigning id: UUID? = nil) throws -> Alarm {
        let decoder = JSONDecoder()
        if let id { decoder.userInfo[Alarm.assignedIdKey] = id }
        return try decoder.decode(Alarm.self, from: Data(json.utf8))
    }

    func issues(_ json: String) -> [AlarmValidationIssue] {
        do {
            _ = try decode(json)
            return []
        } catch let error as AlarmValidationError {
            return error.issues
        } catch {
            return [AlarmValidationIssue(field: "?", reason: .wrongType, message: "\(error)")]
        }
    }

    @Test func encodesTheApiShape() throws {
        // Given an alarm with every field set
        let alarm = Alarm(
            id: alarmId, time: t("06:30"), label: "Gym", note: "Bag", repeatDays: [.friday, .monday],
            sound: .mix("rain"), volume: 60, snoozeLimit: 2, pausedUntil: d("2026-08-01"),
            exceptDates: [d("2026-12-24"), d("2026-12-25")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(alarm), as: UTF8.self)
        // Then the JSON uses the API's names and forms
        #expect(
            json
                == #"{"autoSilenceMinutes":10,"enabled":true,"exceptDates":["2026-12-24","2026-12-25"],"fadeInSeconds":30,"#
                + #""fadeInStartVolume":0,"holidayCalendars":[],"id":"6f1c2b3a-0000-4000-8000-000000000001","label":"Gym","#
                + #""note":"Bag","pausedUntil":"2026-08-01","repeatDays":["mon","fri"],"skipHolidays":false,"skipNext":false,"#
                + #""snoozeLimit":2,"snoozeMinutes":9,"sound":"mix:rain","time":"06:30","vibrate":true,"volume":60,"#
                + #""workOnMakeUpDays":false}"#)
        // And it round-trips
        #expect(try JSONDecoder().decode(Alarm.self, from: Data(json.utf8)) == alarm)
    }

    @Test func missingFieldsTakeDefaultsAndACreateRequestGetsAnId() throws {
        let id = UUID()
        let alarm = try decode(#"{"time":"07:15"}"#, assigning: id)
        #expect(alarm == Alarm(id: id, time: t("07:15")))
        #expect(issues(#"{"time":"07:15"}"#).map(\.field) == ["id"])
    }

    @Test func everyBadFieldIsNamedWithItsReason() {
        let found = issues(
            #"{"id":"nope","time":"7:00","label":5,"repeatDays":["mon","fun"],"enabled":"yes","sound":"bad sound","#
                + #""volume":101,"fadeInSeconds":601,"fadeInStartVolume":50,"snoozeMinutes":6,"snoozeLimit":-1,"#
                + #""autoSilenceMinutes":0,"pausedUntil":"2026-02-30","exceptDates":["2026-01-01","2026-01-01"],"#
                + #""holidayCalendars":["a b"],"skipHolidays":true}"#)
        #expect(
            found.map(\.field) == [
                "id", "time", "label", "repeatDays[1]", "enabled", "sound", "volume", "fadeInSeconds", "snoozeMinutes",
                "snoozeLimit", "autoSilenceMinutes", "pausedUntil", "exceptDates[1]", "holidayCalendars[0]",
            ])
        #expect(
            found.map(\.reason) == [
                .invalidFormat, .invalidFormat, .wrongType, .invalidFormat, .wrongType, .invalidFormat, .outOfRange,
                .outOfRange, .notAllowed, .outOfRange, .outOfRange, .invalidFormat, .duplicate, .invalidFormat,
            ])
    }

    @Test func crossFieldRules() {
        let found = issues(
            #"{"id":"6f1c2b3a-0000-4000-8000-000000000001","time":"07:00","volume":40,"fadeInStartVolume":50,"#
                + #""workOnMakeUpDays":true}"#)
        #expect(found.map(\.field) == ["fadeInStartVolume", "holidayCalendars"])
        #expect(found.allSatisfy { $0.reason == .inconsistent })
        #expect(issues("[1]").map(\.field) == ["alarm"])
        #expect(issues(#"{"id":"6f1c2b3a-0000-4000-8000-000000000001"}"#).map(\.reason) == [.required])
    }

    @Test func validationLimits() {
        var alarm = Alarm(time: t("07:00"))
        alarm.label = String(repeating: "闹", count: 100)
        #expect(alarm.validationIssues().isEmpty)
        alarm.label += "!"
        alarm.note = String(repeating: "n", count: 1_001)
        alarm.holidayCalendars = (0..<11).map { "c\($0)" }
        alarm.exceptDates = (0..<367).map { d("2026-01-01").adding(days: $0) }
        #expect(alarm.validationIssues().map(\.field) == ["label", "note", "exceptDates", "holidayCalendars"])
        #expect(throws: AlarmValidationError.self) { try alarm.validate() }
        for minutes in Alarm.allowedSnoozeMinutes {
            #expect(Alarm(time: t("07:00"), snoozeMinutes: minutes).validationIssues().isEmpty)
        }
    }

    @Test func soundsParseTonesAndMixes() {
        #expect(AlarmSound("classic-bell") == .tone("classic-bell"))
        #expect(AlarmSound("mix:3f2a") == .mix("3f2a"))
        #expect(AlarmSound("mix:") == nil)
        #expect(AlarmSound("") == nil)
        #expect(AlarmSound("../etc") == nil)
        #expect(AlarmSound.mix("x").description == "mix:x")
    }

    @Test func theApiSnapshotAddsNextTriggerWithTheZoneOffset() throws {
        let alarm = Alarm(id: alarmId, time: t("02:30"), repeatDays: Weekday.everyDay)
        let berlin = zone("Europe/Berlin")
        let next = alarm.nextTrigger(after: instant("2026-03-28T12:00:00Z"), in: berlin)
        let data = try JSONEncoder().encode(AlarmSnapshot(alarm, nextTrigger: next?.instant, timeZone: berlin))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["nextTrigger"] as? String == "2026-03-29T03:00:00+02:00")
        #expect(object?["time"] as? String == "02:30")
        let none = try JSONEncoder().encode(AlarmSnapshot(alarm, nextTrigger: nil, timeZone: berlin))
        #expect(String(decoding: none, as: UTF8.self).contains(#""nextTrigger":null"#))
    }

    @Test func instantFormatRoundTrips() {
        #expect(InstantFormat.string(from: instant("2026-01-01T00:00:00.250Z")) == "2026-01-01T00:00:00.250Z")
        #expect(
            InstantFormat.string(from: instant("2026-04-05T02:30:00Z"), in: zone("America/Santiago"))
                == "2026-04-04T23:30:00-03:00")
        #expect(
            InstantFormat.string(from: instant("2026-10-03T15:30:00Z"), in: zone("Australia/Lord_Howe"))
                == "2026-10-04T02:30:00+11:00")
        #expect(InstantFormat.date(from: "2026-01-01T08:00:00+08:00") == instant("2026-01-01T00:00:00Z"))
        #expect(InstantFormat.date(from: "2026-01-01T08:00:00") == nil)
        #expect(InstantFormat.date(from: "2026-01-01 08:00:00Z") == nil)
    }
}
