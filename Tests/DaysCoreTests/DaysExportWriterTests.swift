import DaysCore
import Foundation
import HearthBasics
import Testing

/// The writers that let an export of any size be written a part at a time: joined, the parts are the whole file,
/// whatever the batches, and the JSON is byte for byte what `JSONEncoder` makes of the whole backup at once.
@Suite struct DaysExportWriterTests {
    let backup: DaysBackup
    let batchings: [[Int]] = [[], [1], [4], [1, 3], [2, 1, 1], [1, 1, 1, 1]]

    init() throws {
        backup = try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8))
    }

    /// Writes `days` in batches of the given sizes (their sum must not exceed `days.count`).
    private func streamed(_ writer: some DaysExportWriter, _ days: [Day], batches: [Int]) throws -> Data {
        var writer = writer
        var file = try writer.start()
        var next = 0
        for size in batches {
            file += try writer.write(Array(days[next..<next + size]))
            next += size
        }
        return file + (try writer.finish())
    }

    private func prefix(_ sizes: [Int]) -> [Day] { Array(backup.days.prefix(sizes.reduce(0, +))) }

    @Test func theJSONWriterMatchesJSONEncoderOnTheWholeBackup() throws {
        struct Envelope: Encodable {
            var version: Int
            var exportedAt: String
            var categories: [DaysCore.Category]
            var days: [Day]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let now = instant("2026-03-29T01:30:00Z")
        for categories in [backup.categories, []] {
            for sizes in batchings {
                let days = prefix(sizes)
                let whole = try encoder.encode(
                    Envelope(
                        version: 1, exportedAt: InstantFormat.string(from: now, style: .milliseconds),
                        categories: categories, days: days))
                let parts = try streamed(
                    DaysBackup.Writer(categories: categories, exportedAt: now), days, batches: sizes)
                #expect(parts == whole, "categories: \(categories.count), batches: \(sizes)")
                #expect(try DaysBackup.decode(parts).days == days)
            }
        }
    }

    @Test func theCSVAndICalendarWritersGiveTheWholeFileWhateverTheBatches() throws {
        let now = instant("2026-03-29T01:30:00Z")
        let today = d("2026-03-29")
        for sizes in batchings {
            let days = prefix(sizes)
            let csv = try streamed(DaysCSV.Writer(categories: backup.categories), days, batches: sizes)
            #expect(csv == DaysCSV.data(for: days, categories: backup.categories))
            #expect(csv.starts(with: [0xEF, 0xBB, 0xBF]))
            #expect(try DaysCSV.read(csv, now: now).days.map(\.day.id) == days.map(\.id))
            let ics = try streamed(
                DaysICalendar.Writer(categories: backup.categories, today: today, now: now), days, batches: sizes)
            #expect(ics == Data(DaysICalendar.encode(days, categories: backup.categories, today: today, now: now).utf8))
            let text = String(decoding: ics, as: UTF8.self)
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
            #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == days.count)
        }
    }
}
