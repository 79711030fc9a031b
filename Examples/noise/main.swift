// noise white|pink|brown [--seconds N] [--seed N] [--catalog web/sounds.json] > noise.wav: renders a seamless loop of
// the shipped catalog's noise (AudioPlayback) as a 48 kHz 16-bit stereo WAV on standard output.
// The AudioPlayback Getting Started article (Packages/AudioPlayback/Sources/Docs.docc/GettingStarted.md) shows this code.
import AudioPlayback
import ExampleArguments
import Foundation

var arguments = ExampleArguments(
    program: "noise",
    usage: "usage: noise white|pink|brown [--seconds N] [--seed N] [--catalog web/sounds.json] > noise.wav\n")

let secondsText = arguments.option("--seconds")
let seedText = arguments.option("--seed")
guard let seconds = secondsText.map(Double.init) ?? 10 else { arguments.fail("--seconds: a number, 0.5 to 600") }
guard let seed = seedText.map({ UInt64($0) }) ?? 1 else { arguments.fail("--seed: a whole number") }
let catalogPath = arguments.option("--catalog") ?? "web/sounds.json"
guard arguments.count == 1, ["white", "pink", "brown"].contains(arguments[0]) else {
    arguments.fail("give white, pink or brown")
}
guard RenderOptions.durationRange.contains(seconds) else { arguments.fail("--seconds: 0.5 to 600") }

// The snippet: a catalog entry rendered to a loop of the length asked for, and the loop as WAV bytes.
let catalog = try SoundCatalog.load(contentsOf: URL(fileURLWithPath: catalogPath), kind: .ambient)
guard let entry = catalog.entry(id: "\(arguments[0])-noise") else {
    arguments.fail("\(catalogPath) has no \(arguments[0])-noise")
}
guard let loop = entry.renderLoop(options: RenderOptions(duration: seconds, seed: seed)) else {
    arguments.fail("\(arguments[0])-noise is not synthesized")
}
FileHandle.standardOutput.write(loop.wavData())
