import AudioPlayback
import Foundation
import FuzzDriver

// An uploaded FLAC as the app takes it: inspected, decoded whole (the upload check), then decoded into a loop and
// resampled for the speaker.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Data(UnsafeBufferPointer(start: data, count: size))
        guard let info = try? AudioFileInfo(inspecting: bytes), info.format == .flac else { return }
        guard (try? FLACDecoder.decode(bytes)) != nil, let loop = try? AudioLoop(flacData: bytes) else { return }
        _ = loop.resampled(to: RenderOptions.sampleRate)
    })
