import AlarmKitCore
import Foundation
import Logging

/// The calendars shipped in `web/holidays/*.ics`, read once at start (a file that does not parse is logged and
/// left out).
struct ShippedHolidayCalendars: HolidayCalendars {
    let calendars: HolidayBook

    /// Reads every `.ics` file of `directory`; the file name without `.ics` is the calendar's id, and UTC or
    /// `TZID` times count by their date in `timeZone`.
    init(directory: URL, timeZone: TimeZone, logger: Logger) {
        var calendars: [HolidayCalendar] = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".ics") {
            let id = String(file.dropLast(4))
            do {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                calendars.append(try HolidayCalendar(iCalendar: text, id: id, timeZone: timeZone))
            } catch {
                logger.error("Holiday calendar skipped", metadata: ["file": "\(file)", "error": "\(error)"])
            }
        }
        self.calendars = HolidayBook(calendars)
    }

    /// A fixed set of calendars (tests).
    init(_ calendars: [HolidayCalendar]) { self.calendars = HolidayBook(calendars) }

    func book() async -> HolidayBook { calendars }
}
