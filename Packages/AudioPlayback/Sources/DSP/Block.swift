/// The control block: generators update their slow parameters once per block and render samples in between.
enum Block {
    /// Frames per block (1.3 ms at 48 kHz).
    static let frames = 64
}

/// A gain that moves linearly across a block from its last value to a new target, so modulation never steps.
struct Ramp {
    private(set) var current: Float
    private(set) var increment: Float = 0

    init(_ value: Float) { current = value }

    /// Starts a ramp to `target` over the next block.
    @inline(__always)
    mutating func target(_ target: Float) {
        increment = (target - current) / Float(Block.frames)
    }

    /// The next sample's gain.
    @inline(__always)
    mutating func next() -> Float {
        current += increment
        return current
    }
}
