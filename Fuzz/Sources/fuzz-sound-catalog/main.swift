import AudioPlayback
import Foundation
import FuzzDriver

// A sound catalog (web/sounds.json, web/alarm-sounds.json): byte 0's low bit picks which kind it must be.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let selector = bytes.first else { return }
        let kind: CatalogKind = selector & 1 == 0 ? .ambient : .alarm
        _ = try? SoundCatalog.decode(Data(bytes.dropFirst()), file: "sounds.json", kind: kind, baseDirectory: nil)
    })
