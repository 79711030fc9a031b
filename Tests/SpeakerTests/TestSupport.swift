import Foundation
import Speaker

/// A loop of `frames` frames whose samples never repeat within the loop, so a wrong position shows.
func testLoop(id: String, frames: Int, channels: Int, seed: Int) throws -> PCMLoop {
    let samples = (0..<(frames * channels)).map { index in
        Int16((index &* 7_919 &+ seed &* 104_729) % 24_000 - 12_000)
    }
    return try PCMLoop(id: id, samples: samples, channels: channels)
}

/// The reference for one sample: what the speaker's documented formula gives.
func mixed(_ terms: [(sample: Int16, layerVolume: Double, mixVolume: Double, fadeIn: Double, fadeOut: Double)])
    -> Int16
{
    var sum = 0.0
    for term in terms {
        sum += Double(term.sample) * (term.layerVolume * term.mixVolume * (term.fadeIn * term.fadeOut))
    }
    return Int16(min(32_767, max(-32_768, sum.rounded())))
}

/// Where two sample arrays first differ, as a short text (`nil` when they are equal), so a failure stays readable.
func firstDifference(_ received: [Int16], _ expected: [Int16]) -> String? {
    if let index = (0..<min(received.count, expected.count)).first(where: { received[$0] != expected[$0] }) {
        return "sample \(index): received \(received[index]), expected \(expected[index])"
    }
    return received.count == expected.count ? nil : "received \(received.count) samples, expected \(expected.count)"
}
