import Foundation

/// White, pink or brown noise, each channel its own stream, mixed towards the centre by `width`.
struct ColoredNoiseVoice: NoiseVoice {
    enum Color { case white, pink, brown }

    private let color: Color
    private var randomLeft: RandomStream
    private var randomRight: RandomStream
    private let shared: Float
    private let own: Float
    private var pinkLeft = PinkFilter()
    private var pinkRight = PinkFilter()
    private var brownLeft = BrownFilter()
    private var brownRight = BrownFilter()

    init(_ color: Color, context: SynthesisContext) {
        self.color = color
        randomLeft = context.random(1)
        randomRight = context.random(2)
        let width = context["width"]
        shared = Float(1 - width)
        own = Float((1 - (1 - width) * (1 - width)).squareRoot())
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        switch color {
        case .white:
            for i in 0..<Block.frames {
                let a = randomLeft.bipolar()
                left[i] = a * 0.5
                right[i] = (shared * a + own * randomRight.bipolar()) * 0.5
            }
        case .pink:
            for i in 0..<Block.frames {
                let a = randomLeft.bipolar()
                left[i] = pinkLeft.process(a)
                right[i] = pinkRight.process(shared * a + own * randomRight.bipolar())
            }
        case .brown:
            for i in 0..<Block.frames {
                let a = randomLeft.bipolar()
                left[i] = brownLeft.process(a)
                right[i] = brownRight.process(shared * a + own * randomRight.bipolar())
            }
        }
    }
}
