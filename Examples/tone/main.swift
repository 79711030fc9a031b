// tone [--device NAME] [--alsa-config FILE] [--seconds S] [--frequency HZ]: plays a sine tone on an ALSA device
// through Speaker (16-bit stereo, 48 kHz, on the speaker's own thread), waits until it has played, and prints
// the frames written. --device is an ALSA PCM name ("default", "hw:1,0", "null"); --alsa-config adds an asoundrc
// that defines more devices, such as one of ALSA's `file` plugin that records what it gets into a WAV file.
// The Speaker Getting Started article (Packages/Speaker/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import Speaker
import Synchronization

let usage = "usage: tone [--device NAME] [--alsa-config FILE] [--seconds S] [--frequency HZ]\n"
var arguments = ExampleArguments(program: "tone", usage: usage)
@MainActor func number(_ name: String, default value: Double, in range: ClosedRange<Double>) -> Double {
    guard let text = arguments.option(name) else { return value }
    guard let number = Double(text), range.contains(number) else {
        arguments.fail("\(name): \"\(text)\" is not a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
}
let device = arguments.option("--device") ?? "default"
let alsaConfiguration = arguments.option("--alsa-config")
let seconds = number("--seconds", default: 1, in: 0.1...600)
let frequency = number("--frequency", default: 440, in: 20...20_000)
guard arguments.isEmpty else { arguments.fail("unexpected \"\(arguments[0])\"") }

// The snippet: a stream that renders a sine for a number of frames, then ends; a speaker plays it.
final class Tone: PCMSource {
    let frequency: Double
    let totalFrames: Int
    let position = Mutex(0)
    init(frequency: Double, seconds: Double) {
        self.frequency = frequency
        totalFrames = Int(seconds * 48_000)
    }
    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        position.withLock { position in
            let count = min(frames, totalFrames - position)
            for frame in 0..<count {
                let sample = Int16(12_000 * sin(2 * Double.pi * frequency * Double(position + frame) / 48_000))
                buffer[2 * frame] = sample  // left
                buffer[2 * frame + 1] = sample  // right
            }
            position += count
            return count  // fewer than asked: the stream ends after these
        }
    }
}
let tone = Tone(frequency: frequency, seconds: seconds)
let speaker: Speaker
do {
    let configuration = SpeakerConfiguration(device: device, alsaConfigurationFile: alsaConfiguration)
    try configuration.validate()
    speaker = try Speaker(configuration)
    try speaker.play(SpeakerMix([.stream(tone, channels: 2, volume: 1)]))
} catch {
    FileHandle.standardError.write(Data("tone: \(error)\n".utf8))
    exit(1)
}
// The speaker plays on its own thread; its status says when the stream has ended and the device is closed.
let deadline = Date().addingTimeInterval(seconds + 10)
var status = speaker.status
while status.state != .error, status.state != .unavailable,
    status.state == .playing || status.framesWritten < tone.totalFrames, Date() < deadline
{
    Thread.sleep(forTimeInterval: 0.02)
    status = speaker.status
}
speaker.close()
if let error = status.lastError {
    FileHandle.standardError.write(Data("tone: \(error)\n".utf8))
    exit(1)
}
print("played \(status.framesWritten) frames on \(device)")
