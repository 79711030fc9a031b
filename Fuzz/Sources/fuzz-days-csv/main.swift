import DaysCore
import Foundation
import FuzzDriver

// A days import in CSV (DaysCSV), with a fixed "now".
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Data(UnsafeBufferPointer(start: data, count: size))
        _ = try? DaysCSV.decode(bytes, now: Date(timeIntervalSince1970: 1_780_000_000))
    })
