import AudioPlayback
import Foundation
import HTTPServer

/// A long-play sound for the speaker: AudioPlayback's `LongPlaySource` segments (differently seeded loops chained
/// with crossfades), each rendered on a thread of its own while the one before plays, so the speaker's thread never
/// waits for synthesis. The frames are exactly those `LongPlaySource.read` gives (`LongPlaySegments` is random access
/// to the same stream). At most two segments are held (about 17 MB for 45 s stereo).
final class LongPlayFeed: MixerFeed {
    private struct State {
        var segments: [Int: [Int16]] = [:]
        var rendering: Set<Int> = []
        var index = 0
        var position = 0
    }

    private let source: LongPlaySegments
    private let state = Locked(State())
    let channelCount: Int
    let sampleRate: Int

    /// - Parameters:
    ///   - source: The stream's segments (`LongPlaySource.segments`; segment 0 is the sound's loop).
    ///   - firstSegment: Segment 0's samples when at hand (the sound's loop, from the library), saving a render.
    init(source: LongPlaySegments, firstSegment: [Int16]? = nil) {
        self.source = source
        channelCount = source.channelCount
        sampleRate = source.sampleRate
        state.withLock { $0.segments[0] = firstSegment ?? source.segment(0).samples }
        prepare(1)
    }

    /// The segment playing now (for tests).
    var segmentIndex: Int { state.withLock { $0.index } }

    func read(frames: Int) -> [Int16] {
        var output: [Int16] = []
        output.reserveCapacity(frames * channelCount)
        var remaining = frames
        while remaining > 0 {
            let (taken, next) = state.withLock { state -> (Int, Int?) in
                guard let segment = state.segments[state.index] else { return (0, nil) }
                let available = segment.count / channelCount - state.position
                guard available > 0 else {
                    state.segments[state.index] = nil
                    state.index += 1
                    state.position = 0
                    return (0, state.index + 1)
                }
                let take = min(available, remaining)
                output += segment[(state.position * channelCount)..<((state.position + take) * channelCount)]
                state.position += take
                return (take, nil)
            }
            remaining -= taken
            if let next { prepare(next) }
            if taken == 0, next == nil { renderNow() }
        }
        return output
    }

    /// Renders segment `index` on a thread of its own, unless it is there or under way.
    private func prepare(_ index: Int) {
        let start = state.withLock { state -> Bool in
            guard state.segments[index] == nil, !state.rendering.contains(index) else { return false }
            state.rendering.insert(index)
            return true
        }
        guard start else { return }
        let source = source
        let thread = Thread { [weak self] in
            let samples = source.segment(index).samples
            self?.state.withLock { state in
                state.rendering.remove(index)
                if index >= state.index { state.segments[index] = samples }
            }
        }
        thread.name = "hearth.long-play"
        thread.start()
    }

    /// The segment due now is not ready (its thread is late): wait a millisecond for that thread (the caller asks
    /// again), or render it here when no thread has it, rather than play silence.
    private func renderNow() {
        let (index, underway) = state.withLock { ($0.index, $0.rendering.contains($0.index)) }
        if underway {
            Thread.sleep(forTimeInterval: 0.001)
            return
        }
        let samples = source.segment(index).samples
        state.withLock { state in
            if state.index == index, state.segments[index] == nil { state.segments[index] = samples }
        }
    }
}
