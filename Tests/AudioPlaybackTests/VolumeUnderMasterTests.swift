import AudioPlayback
import Foundation
import Testing

/// `Volume(clampingPercent:)` and `under(_:)`: a mix's sound as heard under the mix's volume.
@Suite struct VolumeUnderMasterTests {
    @Test func levelsAndGainsMultiplyAndPercentagesAreClamped() {
        // Given a sound at 60 % in a mix at 40 %
        let heard = Volume(clampingPercent: 60).under(Volume(clampingPercent: 40))
        // Then it is heard at 24 %, its gain the product of the two gains
        #expect(abs(heard.percent - 24) < 1e-9)
        #expect(abs(heard.gain - Volume(level: 0.6).gain * Volume(level: 0.4).gain) < 1e-12)
        #expect(Volume(clampingPercent: 140) == .full)
        #expect(Volume(clampingPercent: -3) == .silent)
        #expect(Volume(clampingPercent: .nan) == .silent)
    }
}
