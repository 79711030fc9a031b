import DaysCore
import Foundation
import FuzzDriver

// A days restore from the JSON backup (DaysBackup).
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        _ = try? DaysBackup.decode(Data(UnsafeBufferPointer(start: data, count: size)))
    })
