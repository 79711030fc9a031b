import AudioPlayback
import Foundation
import FuzzDriver

// An uploaded WAV as the app takes it: inspected, decoded and resampled for the speaker.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Data(UnsafeBufferPointer(start: data, count: size))
        guard let info = try? AudioFileInfo(inspecting: bytes), info.format == .wav else { return }
        guard let loop = try? AudioLoop(wavData: bytes) else { return }
        _ = loop.resampled(to: RenderOptions.sampleRate)
    })
