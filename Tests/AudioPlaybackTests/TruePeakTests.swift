import AudioPlayback
import Dispatch
import Foundation
import OffPoolTesting
import Synchronization
import Testing

@Suite(.offPool) struct TruePeakTests {
    private func decibels(_ value: Float) -> Double { 20 * log10(Double(value)) }

    /// `count` frames of `amplitude · sin(2π · frequency · n + phase)`, frequency in cycles per sample.
    private func sine(amplitude: Float, frequency: Double, phase: Double, count: Int = 4_800) -> [Float] {
        (0..<count).map { amplitude * Float(sin(2 * Double.pi * frequency * Double($0) + phase)) }
    }

    @Test func aSineWhosePeaksFallBetweenSamplesReadsItsTruePeak() {
        // Given a sine at a quarter of the sample rate, 45° off the samples: every sample is at 0.707 of its peak
        let samples = sine(amplitude: 0.5, frequency: 0.25, phase: .pi / 4)
        let samplePeak = samples.map(abs).max()!
        #expect(abs(decibels(samplePeak) - (-9.03)) < 0.01)
        // When it is measured, then the meter finds the peak between the samples: -6.02 dBTP, 3 dB above them
        let truePeak = TruePeakMeter().truePeak(samples, wrapping: true)
        #expect(abs(decibels(truePeak) - (-6.02)) < 0.05)
    }

    @Test func aSineWhosePeaksFallOnSamplesReadsTheSamplePeak() {
        // Given a 1 kHz sine (at 48 kHz), whose peaks fall on samples
        let samples = sine(amplitude: 0.25, frequency: 1_000.0 / 48_000, phase: 0)
        // Then its true peak is its sample peak (-12.04 dBFS) within the interpolator's ripple
        let truePeak = TruePeakMeter().truePeak(samples, wrapping: true)
        #expect(abs(decibels(truePeak) - (-12.04)) < 0.02)
    }

    @Test func aLoopIsMeasuredAcrossItsSeam() {
        // Given a loop that is silent but for its last and first samples: played looped, they are neighbours
        var samples = [Float](repeating: 0, count: 1_000)
        samples[0] = 0.8
        samples[999] = 0.8
        let meter = TruePeakMeter()
        // Then, looped, the point between them peaks above either (two in-phase neighbours overshoot)
        #expect(meter.truePeak(samples, wrapping: true) > 0.95)
        // And as a clip with silence around it, each stands alone and the peak is the samples'
        #expect(abs(meter.truePeak(samples, wrapping: false) - 0.8) < 0.001)
    }

    @Test func everyShippedLoopVariantAndAlarmToneIsAtOrBelowMinusOneDBTP() throws {
        // Given every loop Hearth serves: each ambient sound's loop and long-play variants, and every alarm tone,
        // at the options the app renders with
        let ambient = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("sounds.json"), kind: .ambient)
        let alarms = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("alarm-sounds.json"), kind: .alarm)
        var list: [(name: String, entry: SoundEntry, variant: Int, target: Double)] = []
        for catalog in [ambient, alarms] {
            for entry in catalog.entries {
                let variants = entry.playsLong ? SoundEntry.longPlayVariantCount : 0
                for variant in 0...variants {
                    list.append(("\(entry.id) v\(variant)", entry, variant, catalog.kind.loudnessTarget))
                }
            }
        }
        let renders = list
        let results = Mutex([String: (truePeak: Double, samplePeak: Double, loudness: Double)]())
        DispatchQueue.concurrentPerform(iterations: renders.count) { index in
            let render = renders[index]
            guard let loop = render.entry.renderVariant(render.variant, options: RenderOptions()) else { return }
            let measured = (loop.truePeakDecibels, loop.peakDecibels, loop.integratedLoudness)
            results.withLock { $0[render.name] = measured }
        }
        let measured = results.withLock { $0 }
        #expect(measured.count == renders.count)
        // Then each one's true peak (4× oversampled, looped) and sample peak are at or below -1 dB, and each is
        // still at its catalog's loudness: within 0.2 LU, or up to 1 LU under it where the true-peak rule took the
        // last excess off with one gain (a fire's crackles overshoot their samples by up to 3.3 dB)
        for render in renders {
            guard let result = measured[render.name] else { continue }
            #expect(result.truePeak <= -1, "\(render.name): \(result.truePeak) dBTP")
            #expect(result.samplePeak <= -1, "\(render.name): \(result.samplePeak) dBFS")
            #expect(
                (render.target - 1...render.target + 0.2).contains(result.loudness),
                "\(render.name): \(result.loudness) LUFS")
        }
    }
}
