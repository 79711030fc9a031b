import DisplayCore
import Foundation

/// The server-drawn analog face (`display/analog` partial): DisplayCore's geometry as SVG attributes, the hour and
/// minute hands turned to the minute the page is kept for (the answer cache keeps one page a minute; display.js
/// turns them from the server's time, and shows the seconds hand).
struct AnalogFaceView {
    struct Line { var x1: String, y1: String, x2: String, y2: String, width: String }
    struct Dot { var x: String, y: String, r: String }
    struct Numeral { var text: String, x: String, y: String, size: String }
    struct Hand { var kind: String, y1: String, y2: String, width: String, angle: String }

    var face: String
    var secondsMode: String
    var hasRim: Bool
    var ticks: [Line]
    var dots: [Dot]
    var numerals: [Numeral]
    var hands: [Hand]
    var secondHand: Hand
    /// The time as words for screen readers ("7:05 PM").
    var spoken: String
    /// Whether the face has a seconds hand (display.js shows it; the page without JavaScript has none).
    var hasSeconds: Bool

    /// The face of `style` at the start of `frame`'s minute.
    init?(_ style: DisplayStyle, minuteStart: Date, in zone: TimeZone, spoken: String) {
        guard style.faces.face.isAnalog else { return nil }
        let drawing = AnalogFaceDrawing(face: style.faces.face)
        let angles = AnalogHands(at: minuteStart, in: zone)
        func text(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
        }
        func hand(_ kind: String, _ shape: AnalogFaceDrawing.Hand, _ angle: Double) -> Hand {
            let center = AnalogFaceDrawing.center
            return Hand(
                kind: kind, y1: text(center + shape.tail), y2: text(center - shape.length), width: text(shape.width),
                angle: text((angle * 100).rounded() / 100))
        }
        face = style.faces.face.rawValue
        secondsMode = style.faces.secondsMode.rawValue
        hasRim = drawing.hasRim
        ticks = drawing.ticks.map {
            Line(x1: text($0.x1), y1: text($0.y1), x2: text($0.x2), y2: text($0.y2), width: text($0.width))
        }
        dots = drawing.dots.map { Dot(x: text($0.x), y: text($0.y), r: text($0.radius)) }
        numerals = drawing.numerals.map {
            Numeral(text: $0.text, x: text($0.x), y: text($0.y), size: text($0.size))
        }
        hands = [hand("hour", drawing.hourHand, angles.hour), hand("minute", drawing.minuteHand, angles.minute)]
        secondHand = hand("second", drawing.secondHand, 0)
        self.spoken = spoken
        hasSeconds = style.faces.secondsMode != .none
    }
}

/// The world clocks in the overlay (`display/world-clocks` partial).
struct WorldClocksView {
    var items: [DisplayFacesState.World]
    var hasItems: Bool

    init(_ faces: DisplayFacesState) {
        items = faces.worldClocks
        hasItems = !items.isEmpty
    }
}
