/// Renders the voices a speaker plays into interleaved Int16 frames at the device's channel count.
///
/// Each sample is `Double(sample) × (layer volume × mix volume × (fade-in gain × fade-out gain))`, summed over the
/// voices (oldest first) and their layers (in mix order), rounded to nearest and clamped to 16 bits. Pure: it runs on
/// the speaker's thread and knows nothing of ALSA.
struct Mixer {
    let channels: Int
    private(set) var voices: [Voice] = []
    private var sum: [Double] = []
    private var gains: [Double] = []
    private var scratch: [Int16] = []

    init(channels: Int) {
        self.channels = channels
    }

    /// Whether nothing is left to play.
    var isSilent: Bool { voices.isEmpty }

    /// Starts `mix` with `fadeIn`; whatever plays fades out linearly over the same length. Loops that both mixes
    /// hold continue from where they are, so changing a volume only ramps the gain.
    mutating func play(_ mix: SpeakerMix, fadeIn: SpeakerFade) {
        var positions: [String: (frames: Int, position: Int)] = [:]
        for voice in voices {
            positions.merge(voice.loopPositions) { _, newer in newer }
        }
        for index in voices.indices {
            voices[index].leave(with: SpeakerFade(frames: fadeIn.frames))
        }
        voices.removeAll { $0.isFinished }
        voices.append(Voice(mix, fadeIn: fadeIn, continuing: positions))
    }

    /// Fades everything out with `fadeOut`.
    mutating func stop(fadeOut: SpeakerFade) {
        for index in voices.indices {
            voices[index].leave(with: fadeOut)
        }
        voices.removeAll { $0.isFinished }
    }

    /// Drops voices that are fading out (used while the device is away: nobody hears them).
    mutating func dropLeavingVoices() {
        voices.removeAll { $0.isLeaving }
    }

    /// Renders up to `frames` frames into `output`; returns the frames rendered, fewer only when everything ended.
    mutating func render(into output: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        let count = frames * channels
        precondition(output.count >= count, "the output holds fewer than frames × channels samples")
        if sum.count < count { sum = Array(repeating: 0, count: count) }
        sum.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        var rendered = 0
        var playing: [Voice] = []
        swap(&playing, &voices)
        for index in playing.indices {
            rendered = max(rendered, render(voice: &playing[index], frames: frames))
        }
        swap(&playing, &voices)
        voices.removeAll { $0.isFinished }
        for sample in 0..<(rendered * channels) {
            output[sample] = Int16(min(32_767, max(-32_768, sum[sample].rounded())))
        }
        return rendered
    }

    /// Adds one voice's next frames to `sum`; returns how many it had.
    private mutating func render(voice: inout Voice, frames: Int) -> Int {
        let audible = voice.end.map { min(frames, max(0, $0 - voice.age)) } ?? frames
        if gains.count < audible { gains = Array(repeating: 0, count: audible) }
        for frame in 0..<audible {
            gains[frame] = voice.gain(atAge: voice.age + frame)
        }
        var rendered = 0
        for index in voice.layers.indices {
            let volume = voice.layers[index].volume * voice.volume
            switch voice.layers[index].playhead {
            case .loop(let loop, let position):
                add(loop, from: position, frames: audible, volume: volume)
                voice.layers[index].playhead = .loop(loop, position: (position + audible) % loop.frameCount)
                rendered = audible
            case .stream(let source, let sourceChannels, let finished):
                guard !finished else { continue }
                let got = add(source, channels: sourceChannels, frames: audible, volume: volume)
                voice.layers[index].playhead = .stream(source, channels: sourceChannels, finished: got < audible)
                rendered = max(rendered, got)
            }
        }
        voice.age += audible
        return rendered
    }

    private mutating func add(_ loop: PCMLoop, from start: Int, frames: Int, volume: Double) {
        loop.samples.withUnsafeBufferPointer { samples in
            var position = start
            for frame in 0..<frames {
                add(
                    frame: frame, from: samples, at: position * loop.channels, channels: loop.channels,
                    gain: volume * gains[frame])
                position += 1
                if position == loop.frameCount { position = 0 }
            }
        }
    }

    private mutating func add(_ source: any PCMSource, channels sourceChannels: Int, frames: Int, volume: Double)
        -> Int
    {
        let count = frames * sourceChannels
        if scratch.count < count { scratch = Array(repeating: 0, count: count) }
        let got = scratch.withUnsafeMutableBufferPointer { buffer in
            min(
                frames,
                max(0, source.render(into: UnsafeMutableBufferPointer(rebasing: buffer[0..<count]), frames: frames)))
        }
        scratch.withUnsafeBufferPointer { samples in
            for frame in 0..<got {
                add(
                    frame: frame, from: samples, at: frame * sourceChannels, channels: sourceChannels,
                    gain: volume * gains[frame])
            }
        }
        return got
    }

    /// Adds one frame of `from` (at sample index `at`, `channels` wide) to `sum`, converting the channel count.
    private mutating func add(
        frame: Int, from samples: UnsafeBufferPointer<Int16>, at index: Int, channels sourceChannels: Int,
        gain: Double
    ) {
        let base = frame * channels
        if sourceChannels == channels {
            for channel in 0..<channels {
                sum[base + channel] += Double(samples[index + channel]) * gain
            }
        } else if sourceChannels == 1 {
            let value = Double(samples[index]) * gain
            for channel in 0..<channels {
                sum[base + channel] += value
            }
        } else {
            sum[base] += (Double(samples[index]) + Double(samples[index + 1])) * 0.5 * gain
        }
    }
}
