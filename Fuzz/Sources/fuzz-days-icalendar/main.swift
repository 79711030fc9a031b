import DaysCore
import Foundation
import FuzzDriver

// A days import in iCalendar (DaysICalendar), in a fixed time zone with a fixed "now".
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Data(UnsafeBufferPointer(start: data, count: size))
        let zone = TimeZone(identifier: "Asia/Shanghai")!
        _ = try? DaysICalendar.decode(bytes, timeZone: zone, now: Date(timeIntervalSince1970: 1_780_000_000))
    })
