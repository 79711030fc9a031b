// Synthesis speed of every AudioPlayback generator on one core, as multiples of real time, plus the cost of a
// whole catalog loop (synthesis + crossfade + loudness normalization), long play and the mixer. CPU time of this
// thread is the measure (the machine is shared); wall time is shown beside it. Results are printed, not asserted.
import AudioPlayback
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// CPU seconds used by this thread so far.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best (lowest) CPU and wall seconds of `runs` runs of `work`.
func measure(runs: Int, _ work: () -> Void) -> (cpu: Double, wall: Double) {
    var best = (cpu: Double.infinity, wall: Double.infinity)
    for _ in 0..<runs {
        let wallStart = Date()
        let cpuStart = threadCPUTime()
        work()
        best.cpu = min(best.cpu, threadCPUTime() - cpuStart)
        best.wall = min(best.wall, Date().timeIntervalSince(wallStart))
    }
    return best
}

let arguments = CommandLine.arguments.dropFirst()
let seconds = Double(arguments.first ?? "") ?? 60
let runs = 3
let load =
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
    .joined(separator: " ") ?? "?"
print("AudioPlayback benchmark: \(Int(seconds)) s of audio per generator, best of \(runs), 48 kHz stereo, one thread")
print("load average: \(load)")
print("")
print(
    "generator".padding(toLength: 16, withPad: " ", startingAt: 0)
        + "  synthesis ×RT (cpu)  (wall)   45 s loop ×RT (cpu)")
var worst = (name: "", speed: Double.infinity)
for kind in GeneratorKind.allCases {
    let spec = try! GeneratorSpec(kind)
    let synthesis = measure(runs: runs) { spec.synthesize(seconds: seconds) }
    var loopSeconds = 0.0
    let loop = measure(runs: runs) { loopSeconds = spec.renderLoop(options: RenderOptions(duration: 45)).duration }
    let speed = seconds / synthesis.cpu
    if speed < worst.speed { worst = (kind.rawValue, speed) }
    print(
        kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "  %10.0f×  %10.0f×   %10.0f×", speed, seconds / synthesis.wall, loopSeconds / loop.cpu))
}
print("")
print(String(format: "slowest synthesis: %@ at %.0f× real time (goal ≥ 500×)", worst.name, worst.speed))

// Where the time goes: ContinuousClock spans of each part (best of three per span), for the cabins and the clock.
print("")
print("profile (ContinuousClock spans, \(Int(seconds)) s, best of \(runs)):")
for kind in [GeneratorKind.trainCabin, .airplaneCabin, .clockTicking] {
    let spec = try! GeneratorSpec(kind)
    var best: [String: Duration] = [:]
    var order: [String] = []
    for _ in 0..<runs {
        for span in spec.synthesisSpans(seconds: seconds) {
            if best[span.name] == nil { order.append(span.name) }
            best[span.name] = min(best[span.name] ?? span.duration, span.duration)
        }
    }
    for name in order {
        let duration = best[name]!
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        print(
            "  " + kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                + name.padding(toLength: 18, withPad: " ", startingAt: 0)
                + String(format: "%8.1f ms", seconds * 1000))
    }
}

// Long play: a stream of heavy rain read past several segment boundaries.
var stream = LongPlaySource(generator: try! GeneratorSpec(.heavyRain), options: RenderOptions(duration: 45))
let streamed = measure(runs: 1) { _ = stream.read(frames: 48_000 * 180) }
print(String(format: "long play (heavy rain, 180 s, 4 segments): %.0f× real time", 180 / streamed.cpu))

// Mixer: three loops, a fade, a volume change, 60 s.
let start = Date()
var mixer = Mixer(startTime: start, envelope: Fade.out(over: 60).envelope(startingAt: start))
for (id, kind) in [("rain", GeneratorKind.heavyRain), ("fire", .fireplace), ("wind", .wind)] {
    try! mixer.add(
        id, source: .loop(GeneratorSpec(kind).renderLoop(options: RenderOptions(duration: 45))), volume: .full)
}
mixer.setVolume(Volume(level: 0.5), of: "wind")
let mixed = measure(runs: 1) {
    for _ in 0..<600 { _ = mixer.render(frameCount: 4_800) }
}
print(String(format: "mixer (3 loops, envelope, 60 s in 100 ms buffers): %.0f× real time", 60 / mixed.cpu))
