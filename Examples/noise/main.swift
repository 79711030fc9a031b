// noise white|pink|brown [--seconds N] [--seed N] [--catalog web/sounds.json] > noise.wav: renders a seamless loop of
// the shipped catalog's noise (AudioPlayback) as a 48 kHz 16-bit stereo WAV on standard output.
// The AudioPlayback Getting Started article (Packages/AudioPlayback/Sources/Docs.docc/GettingStarted.md) shows this code.
import AudioPlayback
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("noise: \(message)\n".utf8))
    exit(2)
}

let secondsText = option("--seconds", in: &arguments)
let seedText = option("--seed", in: &arguments)
guard let seconds = secondsText.map(Double.init) ?? 10 else { fail("--seconds: a number, 0.5 to 600") }
guard let seed = seedText.map({ UInt64($0) }) ?? 1 else { fail("--seed: a whole number") }
let catalogPath = option("--catalog", in: &arguments) ?? "web/sounds.json"
guard arguments.count == 1, ["white", "pink", "brown"].contains(arguments[0]) else {
    fail("usage: noise white|pink|brown [--seconds N] [--seed N] [--catalog web/sounds.json] > noise.wav")
}
guard RenderOptions.durationRange.contains(seconds) else { fail("--seconds: 0.5 to 600") }

// The snippet: a catalog entry rendered to a loop of the length asked for, and the loop as WAV bytes.
let catalog = try SoundCatalog.load(contentsOf: URL(fileURLWithPath: catalogPath), kind: .ambient)
guard let entry = catalog.entry(id: "\(arguments[0])-noise") else {
    fail("\(catalogPath) has no \(arguments[0])-noise")
}
guard let loop = entry.renderLoop(options: RenderOptions(duration: seconds, seed: seed)) else {
    fail("\(arguments[0])-noise is not synthesized")
}
FileHandle.standardOutput.write(loop.wavData())
