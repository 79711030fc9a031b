import Foundation

/// Mixes sounds into interleaved 16-bit frames: each track's loop (or long-play stream) at its volume, the master
/// volume, and the player's gain envelope. Pure and deterministic: the same tracks, volumes, envelope and start
/// time give the same bytes, which is what the speaker plays and what its tests compare against.
///
/// Volume changes glide over 50 ms so they never click. Everything is 48 kHz; mono sounds play in both channels
/// of a stereo mix, stereo sounds are averaged into a mono one, and a sound with more channels (an uploaded 5.1 file)
/// plays its first two, front left and right.
///
/// ```swift
/// var mixer = Mixer(channelCount: 2, startTime: now, envelope: state.envelope)
/// try mixer.add("rain-heavy", source: .loop(rainLoop), volume: Volume(level: 0.8))
/// let frames = mixer.render(frameCount: 4_800)  // the next 100 ms
/// ```
public struct Mixer: Sendable {
    /// Where a track's frames come from.
    public enum Source: Sendable {
        /// A seamless loop, played from its start and around.
        case loop(AudioLoop)
        /// A never-repeating stream.
        case longPlay(LongPlaySource)
        /// Frames pulled from an object (a stream prepared ahead on another thread).
        case feed(any MixerFeed)

        var sampleRate: Int {
            switch self {
            case .loop(let loop): loop.sampleRate
            case .longPlay(let stream): stream.sampleRate
            case .feed(let feed): feed.sampleRate
            }
        }
    }

    private struct Track: Sendable {
        let id: String
        var source: Source
        var position = 0
        var gain: GainGlide
    }

    /// Frames over which a volume change glides: 50 ms.
    public static let glideFrames = 2_400

    /// 1 or 2.
    public let channelCount: Int
    /// Frames per second.
    public let sampleRate: Int
    /// The instant of the first frame rendered.
    public let startTime: Date
    /// The player's envelope; replace it when the player state changes.
    public var envelope: GainEnvelope {
        didSet { corners = Mixer.corners(of: envelope, from: startTime) }
    }
    /// The envelope's corners as seconds after `startTime`, so frame times stay exact.
    private var corners: [(offset: Double, level: Double)]
    private var tracks: [Track] = []
    private var master: GainGlide
    /// Frames rendered so far.
    public private(set) var framesRendered = 0

    /// Creates an empty mixer.
    ///
    /// - Parameters:
    ///   - channelCount: 1 or 2 (default 2).
    ///   - sampleRate: Frames per second (default 48,000).
    ///   - startTime: The instant of the first frame.
    ///   - envelope: The gain envelope (default: flat at 1).
    ///   - masterVolume: The master volume (default full).
    public init(
        channelCount: Int = 2, sampleRate: Int = RenderOptions.sampleRate, startTime: Date,
        envelope: GainEnvelope = .constant(1), masterVolume: Volume = .full
    ) {
        self.channelCount = min(max(channelCount, 1), 2)
        self.sampleRate = sampleRate
        self.startTime = startTime
        self.envelope = envelope
        corners = Mixer.corners(of: envelope, from: startTime)
        master = GainGlide(Float(masterVolume.gain))
    }

    private static func corners(of envelope: GainEnvelope, from start: Date) -> [(offset: Double, level: Double)] {
        envelope.points.map { ($0.time.timeIntervalSince(start), $0.level) }
    }

    /// The envelope's gain `offset` seconds after `startTime` (the same curve as ``GainEnvelope/gain(at:)``).
    private func envelopeGain(at offset: Double) -> Float {
        guard let first = corners.first else { return 1 }
        var level = corners.last!.level
        if offset <= first.offset {
            level = first.level
        } else {
            for index in 1..<corners.count where offset < corners[index].offset {
                let (previous, next) = (corners[index - 1], corners[index])
                let span = next.offset - previous.offset
                level =
                    span > 0
                    ? previous.level + (next.level - previous.level) * (offset - previous.offset) / span : next.level
                break
            }
        }
        return Float(Volume.gain(forLevel: level))
    }

    /// The instant of the next frame to render.
    public var time: Date { startTime.addingTimeInterval(Double(framesRendered) / Double(sampleRate)) }

    /// The ids of the tracks, in the order added.
    public var trackIDs: [String] { tracks.map(\.id) }

    /// Adds a track (or replaces the track with the same id, starting it over).
    ///
    /// - Parameters:
    ///   - id: The sound's id.
    ///   - source: Its frames.
    ///   - volume: Its volume; a new track starts at it without a glide.
    /// - Throws: ``MixerError/sampleRateMismatch(id:sampleRate:expected:)`` for a source at another rate.
    public mutating func add(_ id: String, source: Source, volume: Volume) throws(MixerError) {
        guard source.sampleRate == sampleRate else {
            throw .sampleRateMismatch(id: id, sampleRate: source.sampleRate, expected: sampleRate)
        }
        if case .loop(let loop) = source, loop.frameCount == 0 { throw .emptySource(id: id) }
        tracks.removeAll { $0.id == id }
        tracks.append(Track(id: id, source: source, gain: GainGlide(Float(volume.gain))))
    }

    /// Removes a track (nothing when absent).
    public mutating func remove(_ id: String) {
        tracks.removeAll { $0.id == id }
    }

    /// Glides a track to a new volume (nothing when absent).
    public mutating func setVolume(_ volume: Volume, of id: String) {
        guard let index = tracks.firstIndex(where: { $0.id == id }) else { return }
        tracks[index].gain.target(Float(volume.gain))
    }

    /// Glides the master volume.
    public mutating func setMasterVolume(_ volume: Volume) {
        master.target(Float(volume.gain))
    }

    /// Renders the next `frameCount` frames, interleaved.
    public mutating func render(frameCount: Int) -> [Int16] {
        let count = max(0, frameCount)
        var mix = [Float](repeating: 0, count: count * channelCount)
        for index in tracks.indices { add(track: index, into: &mix, frames: count) }
        var output = [Int16](repeating: 0, count: count * channelCount)
        for frame in 0..<count {
            let gain = envelopeGain(at: Double(framesRendered + frame) / Double(sampleRate)) * master.next()
            for channel in 0..<channelCount {
                let value = mix[frame * channelCount + channel] * gain
                let rounded = (value + (value < 0 ? -0.5 : 0.5)).rounded(.towardZero)
                output[frame * channelCount + channel] = Int16(max(-32_768, min(32_767, rounded)))
            }
        }
        framesRendered += count
        return output
    }

    private mutating func add(track index: Int, into mix: inout [Float], frames: Int) {
        let sourceChannels: Int
        var samples: [Int16]
        switch tracks[index].source {
        case .loop(let loop):
            sourceChannels = loop.channelCount
            samples = []
            samples.reserveCapacity(frames * sourceChannels)
            var remaining = frames
            var position = tracks[index].position
            while remaining > 0 {
                let take = min(remaining, loop.frameCount - position)
                samples += loop.samples[(position * sourceChannels)..<((position + take) * sourceChannels)]
                position = (position + take) % loop.frameCount
                remaining -= take
            }
            tracks[index].position = position
        case .longPlay(var stream):
            sourceChannels = stream.channelCount
            samples = stream.read(frames: frames)
            tracks[index].source = .longPlay(stream)
        case .feed(let feed):
            sourceChannels = feed.channelCount
            samples = feed.read(frames: frames)
        }
        for frame in 0..<frames {
            let gain = tracks[index].gain.next()
            if sourceChannels == channelCount {
                for channel in 0..<channelCount {
                    mix[frame * channelCount + channel] += Float(samples[frame * channelCount + channel]) * gain
                }
            } else if sourceChannels == 1 {
                let value = Float(samples[frame]) * gain
                for channel in 0..<channelCount { mix[frame * channelCount + channel] += value }
            } else if channelCount == 1 {
                let first = frame * sourceChannels
                mix[frame] += (Float(samples[first]) + Float(samples[first + 1])) * 0.5 * gain
            } else {
                // More than two channels (an uploaded 5.1 file): its front left and right, the first two.
                let first = frame * sourceChannels
                mix[frame * 2] += Float(samples[first]) * gain
                mix[frame * 2 + 1] += Float(samples[first + 1]) * gain
            }
        }
    }
}

/// A gain that glides linearly to a new target over ``Mixer/glideFrames`` frames (computed from the step count,
/// so it lands exactly on the target).
struct GainGlide: Sendable {
    private(set) var value: Float
    private var from: Float
    private var goal: Float
    private var done = Mixer.glideFrames

    init(_ value: Float) {
        self.value = value
        from = value
        goal = value
    }

    mutating func target(_ target: Float) {
        from = value
        goal = target
        done = 0
    }

    @inline(__always)
    mutating func next() -> Float {
        if done < Mixer.glideFrames {
            done += 1
            value = from + (goal - from) * Float(done) / Float(Mixer.glideFrames)
        }
        return value
    }
}

/// Why a track could not join the mixer.
public enum MixerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The source's sample rate differs from the mixer's.
    case sampleRateMismatch(id: String, sampleRate: Int, expected: Int)
    /// The source has no frames.
    case emptySource(id: String)

    /// An English sentence.
    public var description: String {
        switch self {
        case .sampleRateMismatch(let id, let rate, let expected):
            "sound \"\(id)\" is at \(rate) Hz; the mixer plays \(expected) Hz"
        case .emptySource(let id): "sound \"\(id)\" has no audio"
        }
    }
}
