import AudioPlayback
import Dispatch
import Foundation
import Synchronization

/// Short loops of every generator, rendered once per test run and shared by the property tests (rendering in a
/// debug build is the slow part).
enum RenderedSounds {
    /// Ambient loops are 2 s with a 0.5 s seam crossfade; alarm tones one pattern.
    static let options = RenderOptions(duration: 2, crossfade: 0.5, channels: .stereo, seed: 11)

    static let loops: [GeneratorKind: AudioLoop] = {
        let kinds = GeneratorKind.allCases
        let results = Mutex([GeneratorKind: AudioLoop]())
        DispatchQueue.concurrentPerform(iterations: kinds.count) { index in
            let kind = kinds[index]
            let loop = try! GeneratorSpec(kind).renderLoop(
                options: kind.catalogKind == .alarm ? RenderOptions(seed: 11) : options)
            results.withLock { $0[kind] = loop }
        }
        return results.withLock { $0 }
    }()

    static func loop(_ kind: GeneratorKind) -> AudioLoop { loops[kind]! }
}

extension AudioLoop {
    /// The largest absolute sample-to-sample step in channel `channel`, over the loop's inside (not across the seam).
    func largestStep(channel: Int) -> Int {
        var largest = 0
        for frame in 1..<frameCount {
            let step = abs(
                Int(samples[frame * channelCount + channel]) - Int(samples[(frame - 1) * channelCount + channel]))
            largest = max(largest, step)
        }
        return largest
    }

    /// The step from the last frame to the first: what a listener hears at the loop point.
    func seamStep(channel: Int) -> Int {
        abs(Int(samples[channel]) - Int(samples[(frameCount - 1) * channelCount + channel]))
    }

    /// Energy of the second difference (a click detector) in 10 ms windows of the loop played twice; returns the
    /// window straddling the seam and the largest window inside the loop.
    func clickEnergy(channel: Int) -> (seam: Double, inside: Double) {
        let window = sampleRate / 100
        func value(_ frame: Int) -> Double {
            Double(samples[((frame % frameCount + frameCount) % frameCount) * channelCount + channel])
        }
        func energy(from start: Int) -> Double {
            var sum = 0.0
            for frame in start..<(start + window) {
                let second = value(frame + 1) - 2 * value(frame) + value(frame - 1)
                sum += second * second
            }
            return sum
        }
        var inside = 0.0
        var start = window
        while start + window < frameCount - window {
            inside = max(inside, energy(from: start))
            start += window / 2
        }
        return (energy(from: frameCount - window / 2), inside)
    }

    /// Root mean square of channel `channel` over frames `range` (wrapping around the loop).
    func rms(channel: Int, frames range: Range<Int>) -> Double {
        var sum = 0.0
        for frame in range {
            let value = Double(samples[((frame % frameCount + frameCount) % frameCount) * channelCount + channel])
            sum += value * value
        }
        return (sum / Double(range.count)).squareRoot()
    }
}
