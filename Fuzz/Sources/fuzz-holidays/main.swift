import AlarmKitCore
import Foundation
import FuzzDriver

// A holiday calendar in iCalendar (AlarmKitCore's HolidayCalendar), as text like the app reads it.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        _ = try? HolidayCalendar(iCalendar: text, id: "fuzz")
    })
