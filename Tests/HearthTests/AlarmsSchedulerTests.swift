import AlarmKitCore
import Foundation
import OffPoolTesting
import Testing

@testable import HearthApp

/// End to end with the real server and a moved clock (`--test-clock`): a connected `/events` client receives each
/// ring, snoozes re-ring, a dismiss reaches every client, restarts and clock steps never ring twice, DST nights and
/// holidays follow AlarmKitCore.
@Suite("Alarms scheduler, end to end over /events", .serialized, .timeLimit(.minutes(1)))
struct AlarmsSchedulerTests {
    static func instant(_ text: String) -> Date { B2.instant(text) }

    /// Runs a listening app whose alarm clock starts at `start` in `zone`, checking the wall clock every second.
    /// Tests that need an event client start the clock earlier and step it with `setClock` once the client listens,
    /// so a slow start never lets the ring pass before anyone listens.
    static func run(
        at start: String, zone: String = "Europe/Berlin", dataDirectory: URL? = nil,
        _ body: (TestApp) async throws -> Void
    ) async throws {
        try await TestApp.run(
            listening: true, dataDirectory: dataDirectory,
            {
                $0.testClockStart = instant(start)
                $0.timeZone = TimeZone(identifier: zone)!
                $0.alarmCheckInterval = 1
            }, body)
    }

    /// Runs `run(at:)` with an alarm made from `json` and a `/events` reader that listens before the body starts.
    static func withAlarm(
        _ json: String, at start: String, zone: String = "Europe/Berlin", dataDirectory: URL? = nil,
        _ body: (TestApp, String, EventStreamReader) async throws -> Void
    ) async throws {
        try await run(at: start, zone: zone, dataDirectory: dataDirectory) { test in
            let id = try #require(try await test.createAlarm(json)["id"] as? String)
            let reader = try EventStreamReader(port: test.port)
            defer { reader.close() }
            try await reader.waitUntilConnected()
            try await body(test, id, reader)
        }
    }

    /// Moves the clock to `text` and returns the events read up to the next ring.
    static func ring(_ test: TestApp, _ reader: EventStreamReader, at text: String) async throws -> String {
        try await setClock(test, text)
        return try await reader.read(until: #""state":"ringing""#)
    }

    /// The number of the scheduler's last step (0 before the first).
    static func lastStep(_ test: TestApp) -> Int { test.app.alarmScheduler.steps.last?.number ?? 0 }

    /// Waits until the scheduler has taken a step after step `mark` that looked at `instant` or later (on the moved
    /// clock), and returns what the steps after `mark` decided.
    static func decisions(_ test: TestApp, after mark: Int, through instant: Date) async throws -> [AlarmEvent] {
        let scheduler = test.app.alarmScheduler
        #expect(await eventually { scheduler.steps.contains { $0.number > mark && $0.at >= instant } })
        return scheduler.steps.filter { $0.number > mark }.flatMap(\.step.events)
    }

    /// Rings `id` at `ringAt` (its `scheduledAt` checked), dismisses it, moves the clock to `again` (the alarm's
    /// wall-clock time once more, two seconds later: a step back, or the fall-back night's second 02:30) and checks
    /// that the scheduler's steps past that time did not ring it twice.
    static func ringsOnce(
        _ test: TestApp, _ reader: EventStreamReader, _ id: String, at ringAt: String, scheduledAt: String,
        thenAt again: String
    ) async throws {
        let ring = try await ring(test, reader, at: ringAt)
        #expect(ring.contains(#""scheduledAt":"\#(scheduledAt)""#))
        #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}").status == 200)
        let mark = lastStep(test)
        try await setClock(test, again)
        let decided = try await decisions(test, after: mark, through: instant(again).addingTimeInterval(2.5))
        #expect(!decided.contains { $0.alarmId.uuidString.lowercased() == id && $0.kind == .rang })
        #expect(try await history(test, id) == ["dismissed", "rang"])
    }

    static func history(_ test: TestApp, _ id: String) async throws -> [String] {
        try await test.app.site.alarms.history(of: UUID(uuidString: id)!).map(\.kind)
    }

    static func setClock(_ test: TestApp, _ text: String) async throws {
        let reply = try await test.sendJSON("PUT", "/api/v1/test/clock", #"{"now":"\#(text)"}"#)
        #expect(reply.status == 200, "\(reply.text)")
    }

    @Test func aConnectedClientReceivesTheRingAndSnoozeRingsAgain() async throws {
        try await Self.withAlarm(#"{"time":"07:00","repeatDays":["thu"]}"#, at: "2026-10-01T05:00:00+02:00") {
            test, id, reader in
            let ring = try await Self.ring(test, reader, at: "2026-10-01T06:59:57+02:00")
            #expect(ring.contains("event: ringing"))
            #expect(ring.contains(#""scheduledAt":"2026-10-01T05:00:00Z""#))
            #expect(ring.contains(id))

            let snoozed = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":5}"#)
            #expect(snoozed.status == 200)
            _ = try await reader.read(until: #""state":"snoozed""#, after: #""state":"ringing""#)
            // When the clock reaches the snooze's end, it rings again.
            try await Self.setClock(test, "2026-10-01T07:05:29+02:00")
            let again = try await reader.read(until: #""state":"ringing""#, after: #""state":"snoozed""#)
            #expect(again.contains(#""snoozeCount":1"#))
            #expect(try await Self.history(test, id) == ["rang", "snoozed", "rang"])
        }
    }

    @Test func aDismissReachesEveryClient() async throws {
        try await Self.run(at: "2026-10-01T05:00:00+02:00") { test in
            let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
            let first = try EventStreamReader(port: test.port)
            let second = try EventStreamReader(port: test.port)
            defer { first.close(); second.close() }
            try await first.waitUntilConnected()
            try await second.waitUntilConnected()
            try await Self.setClock(test, "2026-10-01T06:59:58+02:00")
            _ = try await first.read(until: #""state":"ringing""#)
            _ = try await second.read(until: #""state":"ringing""#)
            #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}").status == 200)
            _ = try await first.read(until: #"{"ringing":[]}"#)
            _ = try await second.read(until: #"{"ringing":[]}"#)
            // A one-time alarm turns itself off once it has rung.
            #expect(try await test.client.send("GET", "/api/v1/alarms/\(id)").json()["enabled"] as? Bool == false)
        }
    }

    @Test func aRestartDuringTheAlarmMinuteResumesItRingingAndNeverRingsTwice() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            var id = ""
            try await Self.withAlarm(
                #"{"time":"07:00","repeatDays":["thu"]}"#, at: "2026-10-01T05:00:00+02:00", dataDirectory: directory
            ) { test, created, reader in
                id = created
                _ = try await Self.ring(test, reader, at: "2026-10-01T06:59:58+02:00")
            }
            try await Self.run(at: "2026-10-01T07:00:40+02:00", dataDirectory: directory) { test in
                let ringing = try await test.jsonList("/api/v1/ringing")
                #expect(ringing.map { $0["alarmId"] as? String } == [id])
                #expect(ringing.first?["state"] as? String == "ringing")
                // The scheduler's steps after the restart resumed the ring without ringing it again
                let decided = try await Self.decisions(
                    test, after: 0, through: Self.instant("2026-10-01T07:00:41+02:00"))
                #expect(!decided.contains { $0.kind == .rang })
                #expect(try await Self.history(test, id) == ["rang"])
            }
        }
    }

    @Test func aServerDownAtTheInstantRingsWhenLessThanTwoMinutesLateElseRecordsAMiss() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            var ids: [String] = []
            try await Self.run(at: "2026-10-01T06:50:00+02:00", dataDirectory: directory) { test in
                for time in ["06:58", "06:59"] {
                    ids.append(
                        try #require(
                            try await test.createAlarm(#"{"time":"\#(time)","repeatDays":["thu"]}"#)["id"] as? String))
                }
            }
            // Back at 07:00:30: 06:59 is 90 s late (rings now), 06:58 is 150 s late (missed, never rung late).
            try await Self.run(at: "2026-10-01T07:00:30+02:00", dataDirectory: directory) { test in
                // The scheduler's first step (the catch-up) decided
                _ = try await Self.decisions(test, after: 0, through: Self.instant("2026-10-01T07:00:30+02:00"))
                #expect(try await test.jsonList("/api/v1/ringing").map { $0["alarmId"] as? String } == [ids[1]])
                #expect(try await Self.history(test, ids[0]) == ["missed"])
                #expect(try await Self.history(test, ids[1]) == ["rang"])
            }
        }
    }

    @Test func wallClockStepsForwardAndBack() async throws {
        try await Self.withAlarm(#"{"time":"07:00","repeatDays":["thu"]}"#, at: "2026-10-01T05:00:00+02:00") {
            test, id, reader in
            // An NTP step forward to just before the alarm: it rings on time; a step back over the alarm's instant:
            // it does not ring twice on one date.
            try await Self.ringsOnce(
                test, reader, id, at: "2026-10-01T06:59:59+02:00", scheduledAt: "2026-10-01T05:00:00Z",
                thenAt: "2026-10-01T06:59:58+02:00")
            #expect(try await test.jsonList("/api/v1/ringing").isEmpty)
            #expect(test.app.alarmScheduler.noticedClockSteps >= 2)
        }
    }

    @Test func springForwardRingsAtTheFirstInstantAfterTheGap() async throws {
        // Berlin, 2026-03-29: 02:00 CET jumps to 03:00 CEST; an alarm at 02:30 rings at 03:00 (01:00 UTC).
        try await Self.withAlarm(#"{"time":"02:30","repeatDays":["sun"]}"#, at: "2026-03-28T23:00:00Z") {
            test, id, reader in
            let ring = try await Self.ring(test, reader, at: "2026-03-29T00:59:58Z")
            #expect(ring.contains(#""scheduledAt":"2026-03-29T01:00:00Z""#))
            #expect(try await Self.history(test, id) == ["rang"])
        }
    }

    @Test func fallBackRingsOnceAtTheFirstOfTheTwoTimes() async throws {
        // Berlin, 2026-10-25: 03:00 CEST falls back to 02:00 CET; 02:30 happens at 00:30 and 01:30 UTC.
        try await Self.withAlarm(#"{"time":"02:30","repeatDays":["sun"]}"#, at: "2026-10-24T23:00:00Z") {
            test, id, reader in
            try await Self.ringsOnce(
                test, reader, id, at: "2026-10-25T00:29:58Z", scheduledAt: "2026-10-25T00:30:00Z",
                thenAt: "2026-10-25T01:29:58Z")
            let next = try await test.client.send("GET", "/api/v1/alarms/\(id)").json()["nextTrigger"] as? String
            #expect(next == "2026-11-01T02:30:00+01:00")
        }
    }

    @Test func aHolidayIsSkippedAndAMakeUpWorkdayRings() async throws {
        // Shanghai: 2026-01-01 (Thursday) is 元旦, Sunday 2026-01-04 a make-up working day (web/holidays).
        try await Self.withAlarm(
            #"{"time":"07:00","repeatDays":["mon","tue","wed","thu","fri"],"skipHolidays":true,"#
                + #""holidayCalendars":["cn-mainland"],"workOnMakeUpDays":true}"#,
            at: "2026-01-01T05:00:00+08:00", zone: "Asia/Shanghai"
        ) { test, id, reader in
            let mark = Self.lastStep(test)
            try await Self.setClock(test, "2026-01-01T06:59:58+08:00")
            let decided = try await Self.decisions(
                test, after: mark, through: Self.instant("2026-01-01T07:00:00+08:00"))
            #expect(!decided.contains { $0.kind == .rang })
            #expect(try await Self.history(test, id) == ["skipped"])
            #expect(try await test.jsonList("/api/v1/ringing").isEmpty)
            let next = try await test.client.send("GET", "/api/v1/alarms/\(id)").json()["nextTrigger"] as? String
            #expect(next == "2026-01-04T07:00:00+08:00")
            let ring = try await Self.ring(test, reader, at: "2026-01-04T06:59:58+08:00")
            #expect(ring.contains(#""date":"2026-01-04""#))
        }
    }
}
