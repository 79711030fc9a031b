import Foundation
import Speaker
import Synchronization

/// An endless stereo stream of a quiet square wave that, once, stops answering for `stall` seconds after
/// `stallAfter` frames: the way a slow source starves a sound card.
final class StallingSource: PCMSource {
    let stallAfter: Int
    let stall: Double
    private let rendered = Mutex(0)

    init(stallAfter: Int, stall: Double) {
        self.stallAfter = stallAfter
        self.stall = stall
    }

    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        let before = rendered.withLock { rendered in
            defer { rendered += frames }
            return rendered
        }
        if before < stallAfter && before + frames >= stallAfter {
            Thread.sleep(forTimeInterval: stall)
        }
        for index in 0..<(frames * 2) {
            buffer[index] = (before + index / 2) % 96 < 48 ? 1_000 : -1_000
        }
        return frames
    }
}
