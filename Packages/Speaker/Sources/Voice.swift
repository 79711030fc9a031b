/// One mix as it plays: its layers' positions, how long it has played, and its fade-in and fade-out.
struct Voice {
    /// A layer's sound and where it is.
    enum Playhead {
        case loop(PCMLoop, position: Int)
        case stream(any PCMSource, channels: Int, finished: Bool)
    }

    /// A layer of the mix and its volume.
    struct Layer {
        var playhead: Playhead
        let volume: Double
    }

    var layers: [Layer]
    let volume: Double
    let fadeIn: SpeakerFade
    /// Frames this voice has rendered.
    var age = 0
    private var exitStart: Int?
    private var exitFade = SpeakerFade.immediate
    /// The exit gain when the current exit began (a second, shorter exit starts from where the first was).
    private var exitScale = 1.0

    /// A voice for `mix` fading in with `fadeIn`; loops found in `positions` (by id and length) continue from there.
    init(_ mix: SpeakerMix, fadeIn: SpeakerFade, continuing positions: [String: (frames: Int, position: Int)]) {
        layers = mix.layers.map { layer in
            switch layer.sound {
            case .loop(let loop):
                let carried = positions[loop.id].flatMap { $0.frames == loop.frameCount ? $0.position : nil }
                return Layer(playhead: .loop(loop, position: carried ?? 0), volume: layer.volume)
            case .stream(let source, let channels):
                return Layer(playhead: .stream(source, channels: channels, finished: false), volume: layer.volume)
            }
        }
        volume = mix.volume
        self.fadeIn = fadeIn
    }

    /// The age at which the voice falls silent for good, if it is leaving.
    var end: Int? { exitStart.map { $0 + exitFade.frames } }

    /// Whether the voice has nothing more to play.
    var isFinished: Bool {
        if let end, end <= age { return true }
        return layers.allSatisfy { layer in
            if case .stream(_, _, let finished) = layer.playhead { return finished }
            return false
        }
    }

    /// Whether a fade-out has begun.
    var isLeaving: Bool { exitStart != nil }

    /// The voice's gain at `age`: fade-in × fade-out.
    func gain(atAge age: Int) -> Double {
        let exit = exitStart.map { exitScale * exitFade.fadeOutGain(atFrame: age - $0) } ?? 1
        return fadeIn.fadeInGain(atFrame: age) * exit
    }

    /// Starts fading out with `fade`, unless an earlier fade-out already ends sooner.
    mutating func leave(with fade: SpeakerFade) {
        if let end, end <= age + fade.frames { return }
        if let exitStart {
            exitScale *= exitFade.fadeOutGain(atFrame: age - exitStart)
        }
        exitStart = age
        exitFade = fade
    }

    /// Where each loop is, by id, for a mix that replaces this one.
    var loopPositions: [String: (frames: Int, position: Int)] {
        var positions: [String: (frames: Int, position: Int)] = [:]
        for layer in layers {
            if case .loop(let loop, let position) = layer.playhead {
                positions[loop.id] = (loop.frameCount, position)
            }
        }
        return positions
    }
}
