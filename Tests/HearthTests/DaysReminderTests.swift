import DaysCore
import Foundation
import HearthBasics
import Logging
import OffPoolTesting
import Synchronization
import Testing

@testable import HearthApp

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let current: Mutex<Date>
    let zone: TimeZone

    init(_ date: Date, zone: TimeZone = TimeZone(identifier: "Europe/Berlin")!) {
        current = Mutex(date)
        self.zone = zone
    }

    var now: Date { current.withLock { $0 } }
    func set(_ date: Date) { current.withLock { $0 = date } }
    var daysClock: DaysClock { DaysClock(now: { [self] in now }, timeZone: { [zone] in zone }) }
}

/// Notices a scheduler handed out.
final class NoticeLog: Sendable {
    private let notices = Mutex<[ReminderNotice]>([])
    func append(_ notice: ReminderNotice) { notices.withLock { $0.append(notice) } }
    var all: [ReminderNotice] { notices.withLock { $0 } }
}

@Suite("Reminder scheduler: fires at the instant, catches up < 24 h, never twice")
struct DaysReminderTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text)!
    }

    struct Fixture {
        let repository: DaysRepository
        let deliveries: ReminderDeliveries
        let clock: ManualClock
        let log = NoticeLog()
        let strings: Strings

        init(now: String) throws {
            let database = try AppDatabase.inMemory()
            repository = DaysRepository(database: database)
            deliveries = ReminderDeliveries(database: database)
            clock = ManualClock(DaysReminderTests.instant(now))
            strings = try Strings(directory: TestApp.webDirectory.appendingPathComponent("locales"))
        }

        /// A scheduler as after a (re)start, sharing the database.
        func scheduler() -> ReminderScheduler {
            ReminderScheduler(
                repository: repository, deliveries: deliveries, clock: clock.daysClock, strings: strings,
                logger: Logger(label: "test"), deliver: { [log] in log.append($0) })
        }

        /// A trip on 2026-12-10 with a reminder 1 day before at 09:00 Berlin time (08:00Z on 2026-12-09),
        /// created long before.
        @discardableResult
        func addTrip() async throws -> Day {
            let day = Day(
                title: "Trip", date: LocalDate(year: 2026, month: 12, day: 10)!,
                reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)],
                createdAt: DaysReminderTests.instant("2026-01-01T00:00:00Z"))
            try await repository.insert(day)
            return day
        }
    }

    @Test func firesAtItsInstantAndNeverTwice() async throws {
        let fixture = try Fixture(now: "2026-12-09T07:59:59Z")
        try await fixture.addTrip()
        let scheduler = fixture.scheduler()
        #expect(try await scheduler.deliverDue().isEmpty)
        #expect(try await scheduler.nextFireDate() == Self.instant("2026-12-09T08:00:00Z"))

        fixture.clock.set(Self.instant("2026-12-09T08:00:00Z"))
        let fired = try await scheduler.deliverDue()
        #expect(fired.count == 1)
        #expect(fired.first?.title == "Trip")
        #expect(fired.first?.occurrence == "2026-12-10")
        #expect(fired.first?.message["en"] == "Trip: tomorrow (10 Dec 2026)")
        #expect(fired.first?.message["zh-Hans"]?.hasPrefix("Trip：明天") == true)
        #expect(fixture.log.all.count == 1)

        fixture.clock.set(Self.instant("2026-12-09T08:05:00Z"))
        #expect(try await scheduler.deliverDue().isEmpty)
        // After a restart, the stored delivery still counts.
        #expect(try await fixture.scheduler().deliverDue().isEmpty)
        #expect(fixture.log.all.count == 1)
    }

    @Test func aFiringMissedWhileDownIsDeliveredWhenLessThan24HoursLate() async throws {
        let fixture = try Fixture(now: "2026-12-10T07:59:00Z")
        try await fixture.addTrip()
        let fired = try await fixture.scheduler().deliverDue()
        #expect(fired.count == 1)
        #expect(fired.first?.fireAt == "2026-12-09T08:00:00Z")
    }

    @Test func aFiringMoreThan24HoursLateIsDropped() async throws {
        let fixture = try Fixture(now: "2026-12-10T08:00:01Z")
        try await fixture.addTrip()
        #expect(try await fixture.scheduler().deliverDue().isEmpty)
        #expect(fixture.log.all.isEmpty)
    }

    @Test func aReminderAddedAfterItsInstantDoesNotFire() async throws {
        let fixture = try Fixture(now: "2026-12-09T10:00:00Z")
        let day = Day(
            title: "Late", date: LocalDate(year: 2026, month: 12, day: 10)!,
            reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)],
            createdAt: Self.instant("2026-12-09T10:00:00Z"))
        try await fixture.repository.insert(day)
        #expect(try await fixture.scheduler().deliverDue().isEmpty)
    }

    @Test("On DST days a reminder fires once: at the jump in spring, the first 02:30 in autumn")
    func daylightSavingDays() async throws {
        let fixture = try Fixture(now: "2026-03-28T00:00:00Z")
        let at0230 = TimeOfDay(hour: 2, minute: 30)!
        try await fixture.repository.insert(
            Day(
                title: "Spring", date: LocalDate(year: 2026, month: 3, day: 29)!,
                reminders: [Reminder(daysBefore: 0, time: at0230)],
                createdAt: Self.instant("2026-01-01T00:00:00Z")))
        try await fixture.repository.insert(
            Day(
                title: "Autumn", date: LocalDate(year: 2026, month: 10, day: 25)!,
                reminders: [Reminder(daysBefore: 0, time: at0230)],
                createdAt: Self.instant("2026-01-01T00:00:00Z")))
        let scheduler = fixture.scheduler()
        // 02:30 does not exist on 29 March in Berlin: it fires at the jump, 03:00 CEST (01:00Z).
        #expect(try await scheduler.nextFireDate() == Self.instant("2026-03-29T01:00:00Z"))
        fixture.clock.set(Self.instant("2026-03-29T01:00:00Z"))
        #expect(try await scheduler.deliverDue().map(\.title) == ["Spring"])
        // 02:30 happens twice on 25 October: the first (00:30Z) fires, the second (01:30Z) does not.
        fixture.clock.set(Self.instant("2026-10-25T00:30:00Z"))
        #expect(try await scheduler.deliverDue().map(\.title) == ["Autumn"])
        fixture.clock.set(Self.instant("2026-10-25T01:30:00Z"))
        #expect(try await scheduler.deliverDue().isEmpty)
        fixture.clock.set(Self.instant("2026-10-25T03:00:00Z"))
        #expect(try await fixture.scheduler().deliverDue().isEmpty)
        #expect(fixture.log.all.count == 2)
    }

    @Test func theRunningLoopDeliversAtStartAndWhenWokenByAChange() async throws {
        let fixture = try Fixture(now: "2026-12-09T08:00:30Z")
        try await fixture.addTrip()
        let scheduler = fixture.scheduler()
        scheduler.start()
        do {
            #expect(await eventually { fixture.log.all.count == 1 })
            // The loop now sleeps; a new day already due wakes it through the repository's change.
            let other = Day(
                title: "Call", date: LocalDate(year: 2026, month: 12, day: 9)!,
                reminders: [Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 0)!)],
                createdAt: Self.instant("2026-01-01T00:00:00Z"))
            try await fixture.repository.insert(other)
            #expect(await eventually { fixture.log.all.count == 2 })
            #expect(fixture.log.all.map(\.title) == ["Trip", "Call"])
        } catch {
            await scheduler.stop()
            throw error
        }
        await scheduler.stop()
    }
}
