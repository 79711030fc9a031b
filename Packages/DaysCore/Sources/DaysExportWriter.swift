import Foundation

/// Writes a Days export a part at a time: the start, then the days in as many batches as the caller likes, then the
/// end. The parts joined are the same bytes as the whole-file encoders give (``DaysBackup/jsonData()``,
/// ``DaysCSV/data(for:categories:)``, ``DaysICalendar/encode(_:categories:today:now:calendarName:lunarOccurrences:)``,
/// which are built on these writers), so a collection of any size can be written to a file or a socket without
/// ever holding its whole text.
///
/// ```swift
/// var writer = DaysICalendar.Writer(categories: categories, today: today, now: now)
/// var file = writer.start()
/// for batch in batches { file += writer.write(batch) }
/// file += writer.finish()
/// ```
public protocol DaysExportWriter {
    /// Everything before the first day.
    mutating func start() throws -> Data
    /// The next days, in order.
    mutating func write(_ days: [Day]) throws -> Data
    /// Everything after the last day.
    mutating func finish() throws -> Data
}
