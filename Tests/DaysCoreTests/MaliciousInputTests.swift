import DaysCore
import Foundation
import HearthBasics
import OffPoolTesting
import Testing

/// Garbage and mutated files never crash a decoder: each returns days or an `ImportError`.
@Suite(.offPool) struct MaliciousInputTests {
    func mutations(of data: Data, count: Int, seed: UInt64) -> [Data] {
        var generator = SplitMix64(seed: seed)
        let interesting: [UInt8] = Array("\",;:\\\r\n =+-@'\t{}[]0129TZ-".utf8) + [0x00, 0xFF, 0xE4, 0xBD]
        return (0..<count).map { _ in
            var bytes = [UInt8](data)
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                }
            }
            return Data(bytes)
        }
    }

    @Test func mutatedFilesEitherImportOrReportErrors() throws {
        let days = try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8)).days
        let now = instant("2025-11-22T01:00:00Z")
        let files: [(Data, (Data) throws -> Int)] = [
            (
                try DaysBackup(days: days, categories: [], exportedAt: now).jsonData(),
                { try DaysBackup.decode($0).days.count }
            ),
            (Data(DaysCSV.encode(days).utf8), { try DaysCSV.decode($0, now: now).count }),
            (
                Data(DaysICalendar.encode(days, today: d("2025-11-22"), now: now).utf8),
                { try DaysICalendar.decode($0, timeZone: zone("Asia/Shanghai"), now: now).count }
            ),
            (
                Data(try fixture("ics/outlook-calendar.ics").utf8),
                { try DaysICalendar.decode($0, timeZone: zone("Europe/Berlin"), now: now).count }
            ),
        ]
        for (index, (original, decode)) in files.enumerated() {
            var imported = 0
            var refused = 0
            for mutated in mutations(of: original, count: 300, seed: UInt64(index + 1)) {
                do {
                    _ = try decode(mutated)
                    imported += 1
                } catch let error as ImportError {
                    #expect(!error.issues.isEmpty)
                    refused += 1
                }
            }
            #expect(imported + refused == 300)
            #expect(refused > 0)
        }
    }

    @Test func randomBytesAreRefused() {
        var generator = SplitMix64(seed: 42)
        let now = instant("2025-11-22T01:00:00Z")
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            #expect(throws: ImportError.self) { try DaysBackup.decode(Data(bytes)) }
            #expect(throws: ImportError.self) { try DaysICalendar.decode(Data(bytes), timeZone: .gmt, now: now) }
            _ = try? DaysCSV.decode(Data(bytes), now: now)
        }
    }

    @Test func extremeValuesDoNotTrap() {
        let day = Day(title: "x", date: .maximum, repeatRule: .weekly)
        #expect(day.occurrence(Int.max) == nil)
        #expect(day.nextOccurrence(onOrAfter: .maximum) == .maximum)
        #expect(LocalDate.minimum.adding(days: Int.min) == .minimum)
        #expect(LocalDate.maximum.adding(days: Int.max) == .maximum)
        #expect(LocalDate.maximum.adding(months: Int.max) == .maximum)
        #expect(LocalDate(Date(timeIntervalSince1970: .infinity), in: .gmt) == .maximum)
        #expect(Day(title: "x", date: .minimum, kind: .birthday).milestones(onOrAfter: .maximum, limit: 5).isEmpty)
        let far = Day(title: "x", date: .minimum, createdAt: Date(timeIntervalSince1970: 1e300))
        #expect(throws: Never.self) { _ = try JSONEncoder().encode(far) }
        let oversized = Data(count: DaysCSV.maximumSize + 1)
        #expect(throws: ImportError(issues: [ImportIssue(reason: "The file is larger than 50 MB.")])) {
            try DaysCSV.decode(oversized, now: Date())
        }
    }
}
