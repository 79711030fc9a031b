import AlarmKitCore
import Foundation
import FuzzDriver

// A holiday calendar in iCalendar (AlarmKitCore's HolidayCalendar over the ICalendar module), as text like the app
// reads it, in a fixed time zone.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        _ = try? HolidayCalendar(iCalendar: text, id: "fuzz", timeZone: TimeZone(identifier: "Asia/Shanghai")!)
    })
