import Speaker
import Synchronization

/// A finite stream: sample `n` is `n − total / 2`, for `total` frames, then nothing.
final class RampSource: PCMSource {
    let total: Int
    private let next = Mutex(0)

    init(total: Int) {
        self.total = total
    }

    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        next.withLock { next in
            let count = min(frames, total - next)
            for frame in 0..<count {
                buffer[frame] = Int16(next + frame - total / 2)
            }
            next += count
            return count
        }
    }
}
