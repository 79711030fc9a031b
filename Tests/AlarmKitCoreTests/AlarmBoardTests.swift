import AlarmKitCore
import Foundation
import Testing

@Suite struct AlarmBoardTests {
    let shanghai = zone("Asia/Shanghai")
    let idB = UUID(uuidString: "6f1c2b3a-0000-4000-8000-000000000002")!

    func daily(_ time: String = "07:00", id: UUID = alarmId) -> Alarm {
        Alarm(id: id, time: t(time), repeatDays: Weekday.everyDay, snoozeMinutes: 9, autoSilenceMinutes: 10)
    }

    /// A board that has checked everything up to `instant`.
    func board(checkedAt text: String) -> AlarmBoard { AlarmBoard(checkedThrough: instant(text)) }

    @Test func ringsAtItsInstantAndSaysWhatIsNext() {
        // Given a board checked through 06:59 and a daily 07:00 alarm
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        let step = board.advance(to: instant("2026-06-01T07:00:00.050+08:00"), alarms: [daily()], in: shanghai)
        // Then it rings, records "rang" and wakes next at the auto-silence time
        #expect(step.startedRinging.map(\.alarmId) == [alarmId])
        #expect(step.events.map(\.kind) == [.rang])
        #expect(step.ringing.first?.date == d("2026-06-01"))
        #expect(step.upcoming.first?.date == d("2026-06-02"))
        #expect(step.nextWake == instant("2026-06-01T07:10:00.050+08:00"))
        #expect(board.handled.contains(OccurrenceKey(alarmId: alarmId, date: d("2026-06-01"))))
    }

    @Test func snoozeThenRingAgainThenDismiss() throws {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        let alarm = daily()
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [alarm], in: shanghai)
        // When snoozed at 07:01
        let snoozed = try board.snooze(alarmId, at: instant("2026-06-01T07:01:00+08:00"), alarm: alarm)
        #expect(snoozed.kind == .snoozed)
        #expect(snoozed.snoozedUntil == instant("2026-06-01T07:10:00+08:00"))
        #expect(board.snoozed.count == 1)
        #expect(throws: RingingError.alreadySnoozed(until: instant("2026-06-01T07:10:00+08:00"))) {
            try board.snooze(alarmId, at: instant("2026-06-01T07:02:00+08:00"), alarm: alarm)
        }
        let waiting = board.advance(to: instant("2026-06-01T07:05:00+08:00"), alarms: [alarm], in: shanghai)
        #expect(waiting.events.isEmpty)
        #expect(waiting.nextWake == instant("2026-06-01T07:10:00+08:00"))
        // Then at the end of the snooze it rings again
        let again = board.advance(to: instant("2026-06-01T07:10:00.010+08:00"), alarms: [alarm], in: shanghai)
        #expect(again.events.map(\.kind) == [.rang])
        #expect(again.ringing.first?.snoozeCount == 1)
        // And dismiss stops it
        let dismissed = try board.dismiss(alarmId, at: instant("2026-06-01T07:11:00+08:00"))
        #expect(dismissed.kind == .dismissed)
        #expect(board.active.isEmpty)
        #expect(throws: RingingError.notRinging(alarmId: alarmId)) {
            try board.dismiss(alarmId, at: instant("2026-06-01T07:12:00+08:00"))
        }
    }

    @Test func snoozeLimitAndLengthAreEnforced() throws {
        var alarm = daily()
        alarm.snoozeLimit = 1
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [alarm], in: shanghai)
        #expect(throws: RingingError.invalidSnoozeMinutes(6)) {
            try board.snooze(alarmId, minutes: 6, at: instant("2026-06-01T07:01:00+08:00"), alarm: alarm)
        }
        try board.snooze(alarmId, minutes: 5, at: instant("2026-06-01T07:01:00+08:00"), alarm: alarm)
        board.advance(to: instant("2026-06-01T07:06:00+08:00"), alarms: [alarm], in: shanghai)
        #expect(throws: RingingError.snoozeLimitReached(limit: 1)) {
            try board.snooze(alarmId, at: instant("2026-06-01T07:07:00+08:00"), alarm: alarm)
        }
        #expect(board.ringing.count == 1)
    }

    @Test func autoSilenceRecordsAMiss() {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        let step = board.advance(to: instant("2026-06-01T07:10:00+08:00"), alarms: [daily()], in: shanghai)
        #expect(step.events.map(\.kind) == [.missed])
        #expect(step.events.first?.missReason == .autoSilenced)
        #expect(step.events.first?.at == instant("2026-06-01T07:10:00+08:00"))
        #expect(board.active.isEmpty)
        #expect(throws: RingingError.notRinging(alarmId: alarmId)) {
            try board.snooze(alarmId, at: instant("2026-06-01T07:11:00+08:00"), alarm: daily())
        }
    }

    @Test func severalAlarmsRingAtOnce() {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        let step = board.advance(
            to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily(), daily(id: idB)], in: shanghai)
        #expect(Set(step.ringing.map(\.alarmId)) == [alarmId, idB])
        #expect(step.events.count == 2)
    }

    @Test func aOneTimeAlarmDisablesItselfOnceItHasRung() {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        let once = Alarm(id: alarmId, time: t("07:00"))
        let step = board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [once], in: shanghai)
        #expect(step.events.map(\.kind) == [.rang])
        #expect(step.changedAlarms.map(\.isEnabled) == [false])
        #expect(step.upcoming.isEmpty)
        #expect(step.ringing.count == 1)
    }

    @Test func catchUpRingsWithinTwoMinutesAndMissesOlder() {
        // Given a server that was down from 06:50 and starts at 07:01:59
        var board = board(checkedAt: "2026-06-01T06:50:00+08:00")
        let alarms = [daily("07:00"), daily("06:55", id: idB)]
        let step = board.advance(to: instant("2026-06-01T07:01:59+08:00"), alarms: alarms, in: shanghai)
        // Then 07:00 rings now and 06:55 is recorded as missed, never rung late
        #expect(step.ringing.map(\.alarmId) == [alarmId])
        #expect(step.events.map(\.kind) == [.missed, .rang])
        #expect(step.events.first?.missReason == .tooLate)
        #expect(step.events.first?.alarmId == idB)
        // And at exactly two minutes late it is missed too
        var late = self.board(checkedAt: "2026-06-01T06:50:00+08:00")
        let lateStep = late.advance(to: instant("2026-06-01T07:02:00+08:00"), alarms: [daily()], in: shanghai)
        #expect(lateStep.events.map(\.kind) == [.missed])
        #expect(lateStep.ringing.isEmpty)
    }

    @Test func aRestartDuringARingResumesItAndNeverRingsTwice() throws {
        // Given a board stored while ringing
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        let stored = try JSONEncoder().encode(board)
        // When the server restarts at 07:01 and loads it
        var restored = try JSONDecoder().decode(AlarmBoard.self, from: stored)
        #expect(restored == board)
        let step = restored.advance(to: instant("2026-06-01T07:01:00+08:00"), alarms: [daily()], in: shanghai)
        // Then it is still ringing and nothing new is recorded
        #expect(step.ringing.map(\.alarmId) == [alarmId])
        #expect(step.events.isEmpty)
    }

    @Test func aClockSteppedBackDoesNotRingTwice() throws {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        try board.dismiss(alarmId, at: instant("2026-06-01T07:01:00+08:00"))
        board.advance(to: instant("2026-06-01T07:05:00+08:00"), alarms: [daily()], in: shanghai)
        // When the wall clock steps back to 06:58 and time passes 07:00 again
        let back = board.advance(to: instant("2026-06-01T06:58:00+08:00"), alarms: [daily()], in: shanghai)
        #expect(back.upcoming.first?.date == d("2026-06-02"))
        let again = board.advance(to: instant("2026-06-01T07:00:30+08:00"), alarms: [daily()], in: shanghai)
        // Then nothing rings twice
        #expect(again.events.isEmpty)
        #expect(again.ringing.isEmpty)
        // And a wall clock stepped forward over a ring catches it up like a restart
        let forward = board.advance(to: instant("2026-06-02T07:01:00+08:00"), alarms: [daily()], in: shanghai)
        #expect(forward.events.map(\.kind) == [.rang])
    }

    @Test func fallBackNightRingsOnce() {
        // Given an every-day 01:30 alarm in New York on the fall-back night of 2026-11-01
        let newYork = zone("America/New_York")
        let alarm = daily("01:30")
        var board = board(checkedAt: "2026-11-01T05:29:00Z")
        let first = board.advance(to: instant("2026-11-01T05:30:00Z"), alarms: [alarm], in: newYork)
        #expect(first.events.map(\.kind) == [.rang])
        _ = try? board.dismiss(alarmId, at: instant("2026-11-01T05:31:00Z"))
        // When the wall clock shows 01:30 a second time (06:30Z)
        let second = board.advance(to: instant("2026-11-01T06:30:00Z"), alarms: [alarm], in: newYork)
        // Then nothing rings, and the next ring is the next date
        #expect(second.events.isEmpty)
        #expect(second.upcoming.first?.date == d("2026-11-02"))
    }

    @Test func springForwardNightRingsAtTheJump() {
        let berlin = zone("Europe/Berlin")
        var board = board(checkedAt: "2026-03-29T00:30:00Z")
        let early = board.advance(to: instant("2026-03-29T00:59:00Z"), alarms: [daily("02:30")], in: berlin)
        #expect(early.nextWake == instant("2026-03-29T01:00:00Z"))
        let step = board.advance(to: instant("2026-03-29T01:00:00Z"), alarms: [daily("02:30")], in: berlin)
        #expect(step.events.map(\.kind) == [.rang])
    }

    @Test func skipNextIsConsumedAndRecorded() {
        var alarm = daily()
        alarm.skipNext = true
        var board = board(checkedAt: "2026-06-01T06:00:00+08:00")
        let before = board.advance(to: instant("2026-06-01T06:30:00+08:00"), alarms: [alarm], in: shanghai)
        #expect(before.upcoming.first?.date == d("2026-06-02"))
        #expect(before.nextWake == instant("2026-06-01T07:00:00+08:00"))
        let step = board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [alarm], in: shanghai)
        #expect(step.events.map(\.kind) == [.skipped])
        #expect(step.events.first?.reasonCode == "skipNext")
        #expect(step.changedAlarms.map(\.skipNext) == [false])
        #expect(step.ringing.isEmpty)
    }

    @Test func holidaySkipsAreRecordedAndMakeUpDaysRing() throws {
        let book = HolidayBook([try chinaCalendar()])
        let alarm = Alarm(
            id: alarmId, time: t("07:00"), repeatDays: Weekday.weekdays, skipHolidays: true,
            holidayCalendars: ["cn-mainland"], workOnMakeUpDays: true)
        var board = board(checkedAt: "2026-10-01T06:59:00+08:00")
        let holiday = board.advance(
            to: instant("2026-10-01T07:00:00+08:00"), alarms: [alarm], in: shanghai, holidays: book)
        #expect(holiday.events.map(\.kind) == [.skipped])
        #expect(holiday.events.first?.holidayName == "国庆节")
        #expect(holiday.upcoming.first?.date == d("2026-10-08"))
        var saturday = self.board(checkedAt: "2026-10-10T06:59:00+08:00")
        let makeUp = saturday.advance(
            to: instant("2026-10-10T07:00:00+08:00"), alarms: [alarm], in: shanghai, holidays: book)
        #expect(makeUp.events.map(\.kind) == [.rang])
    }

    @Test func aDeletedAlarmStopsRingingAndAnEditedOneMayRingAgain() {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        let gone = board.advance(to: instant("2026-06-01T07:01:00+08:00"), alarms: [], in: shanghai)
        #expect(gone.ringing.isEmpty)
        // Given the alarm moved to 07:30 the same day
        let moved = daily("07:30")
        #expect(
            board.nextTrigger(of: moved, after: instant("2026-06-01T07:01:00+08:00"), in: shanghai)?.date
                == d("2026-06-02"))
        board.forgetHandled(of: alarmId)
        #expect(
            board.nextTrigger(of: moved, after: instant("2026-06-01T07:01:00+08:00"), in: shanghai)?.date
                == d("2026-06-01"))
    }

    @Test func theFirstStartLooksBackTwoMinutesOnly() {
        var board = AlarmBoard()
        let step = board.advance(
            to: instant("2026-06-01T07:01:00+08:00"), alarms: [daily(), daily("06:00", id: idB)], in: shanghai)
        #expect(step.events.map(\.kind) == [.rang])
        #expect(board.checkedThrough == instant("2026-06-01T07:01:00+08:00"))
    }

    @Test func handledKeysAreKeptEightDays() {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        board.advance(to: instant("2026-06-09T06:00:00+08:00"), alarms: [], in: shanghai)
        #expect(board.handled.contains(OccurrenceKey(alarmId: alarmId, date: d("2026-06-01"))))
        board.advance(to: instant("2026-06-10T06:00:00+08:00"), alarms: [], in: shanghai)
        #expect(board.handled.isEmpty)
    }

    @Test func ringingJsonHasTheApiFields() throws {
        var board = board(checkedAt: "2026-06-01T06:59:00+08:00")
        board.advance(to: instant("2026-06-01T07:00:00+08:00"), alarms: [daily()], in: shanghai)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(board.active[0])) as? [String: Any]
        #expect(object?["alarmId"] as? String == alarmId.uuidString.lowercased())
        #expect(object?["state"] as? String == "ringing")
        #expect(object?["since"] as? String == "2026-05-31T23:00:00Z")
        #expect(object?["snoozedUntil"] is NSNull)
    }
}
