import Foundation

/// The geometry of an analog face in a 200 × 200 box centred on (100, 100): ticks, dots, numerals and the hands'
/// shapes, for the server to draw as SVG (the page only turns the hands).
///
/// Positions are rounded to 0.01 so that the SVG text is stable. Angles are degrees clockwise from 12 o'clock.
public struct AnalogFaceDrawing: Hashable, Sendable {
    /// A line from the rim inwards.
    public struct Tick: Hashable, Sendable {
        /// The outer end.
        public var x1, y1: Double
        /// The inner end.
        public var x2, y2: Double
        /// The stroke width.
        public var width: Double
    }

    /// A filled dot.
    public struct Dot: Hashable, Sendable {
        /// The centre.
        public var x, y: Double
        /// The radius.
        public var radius: Double
    }

    /// A numeral, centred on its point.
    public struct Numeral: Hashable, Sendable {
        /// The text: `"12"`, `"XII"`.
        public var text: String
        /// The centre.
        public var x, y: Double
        /// The font size.
        public var size: Double
    }

    /// A hand drawn pointing at 12 and turned by its angle around the centre.
    public struct Hand: Hashable, Sendable {
        /// How far it reaches beyond the centre.
        public var length: Double
        /// How far it reaches behind the centre.
        public var tail: Double
        /// The stroke width.
        public var width: Double
    }

    /// The face design.
    public var face: ClockFace
    /// The ticks.
    public var ticks: [Tick]
    /// The dots.
    public var dots: [Dot]
    /// The numerals.
    public var numerals: [Numeral]
    /// The hour hand.
    public var hourHand: Hand
    /// The minute hand.
    public var minuteHand: Hand
    /// The seconds hand.
    public var secondHand: Hand
    /// Whether the rim is drawn as a circle.
    public var hasRim: Bool

    /// The centre of the box.
    public static let center = 100.0

    /// The point at `angle` degrees clockwise from 12 and `radius` from the centre, rounded to 0.01.
    /// - Parameters:
    ///   - angle: degrees clockwise from 12 o'clock.
    ///   - radius: the distance from the centre.
    /// - Returns: the point in the 200 × 200 box (y grows downwards).
    public static func point(angle: Double, radius: Double) -> (x: Double, y: Double) {
        let radians = angle * .pi / 180
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return (rounded(center + radius * sin(radians)), rounded(center - radius * cos(radians)))
    }

    /// The drawing of `face` (for ``ClockFace/digital``, an empty face with the classic hands).
    /// - Parameter face: the design.
    public init(face: ClockFace) {
        self.face = face
        ticks = []
        dots = []
        numerals = []
        hasRim = true
        hourHand = Hand(length: 50, tail: 10, width: 7)
        minuteHand = Hand(length: 74, tail: 12, width: 4.5)
        secondHand = Hand(length: 82, tail: 18, width: 1.5)
        switch face {
        case .digital: break
        case .classic:
            ticks = Self.ticks(every: 1, outer: 94, inner: 90, width: 1, major: (inner: 86, width: 2.5))
            numerals = Self.numerals((1...12).map(String.init), radius: 73, size: 18)
        case .minimal:
            hasRim = false
            ticks = Self.ticks(every: 5, outer: 94, inner: 84, width: 3, major: nil)
        case .station:
            ticks = Self.ticks(every: 1, outer: 94, inner: 89, width: 2, major: (inner: 74, width: 6))
            hourHand = Hand(length: 52, tail: 14, width: 9)
            minuteHand = Hand(length: 80, tail: 16, width: 7)
        case .roman:
            ticks = Self.ticks(every: 1, outer: 94, inner: 91, width: 0.8, major: (inner: 88, width: 1.8))
            let roman = ["I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
            numerals = Self.numerals(roman, radius: 74, size: 15)
        case .dot:
            hasRim = false
            dots = (0..<12).map { index in
                let place = Self.point(angle: Double(index) * 30, radius: 86)
                return Dot(x: place.x, y: place.y, radius: index % 3 == 0 ? 6 : 3.5)
            }
        case .railway:
            ticks = Self.ticks(every: 1, outer: 94, inner: 90, width: 1.2, major: (inner: 84, width: 3.5))
            numerals = [3, 6, 9, 12].map { hour in
                let place = Self.point(angle: Double(hour % 12) * 30, radius: 68)
                return Numeral(text: String(hour), x: place.x, y: place.y, size: 24)
            }
            secondHand = Hand(length: 84, tail: 22, width: 2)
        }
    }

    private static func ticks(
        every step: Int, outer: Double, inner: Double, width: Double, major: (inner: Double, width: Double)?
    ) -> [Tick] {
        stride(from: 0, to: 60, by: step).map { minute in
            let isHour = minute % 5 == 0
            let start = point(angle: Double(minute) * 6, radius: outer)
            let innerRadius = isHour ? (major?.inner ?? inner) : inner
            let end = point(angle: Double(minute) * 6, radius: innerRadius)
            return Tick(x1: start.x, y1: start.y, x2: end.x, y2: end.y, width: isHour ? (major?.width ?? width) : width)
        }
    }

    private static func numerals(_ texts: [String], radius: Double, size: Double) -> [Numeral] {
        texts.enumerated().map { index, text in
            let place = point(angle: Double(index + 1) * 30, radius: radius)
            return Numeral(text: text, x: place.x, y: place.y, size: size)
        }
    }
}
