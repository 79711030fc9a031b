import Appearance
import HTTPServer

/// A profile's colours as CSS custom properties on `.display`, made from the query of its URL alone, so the
/// answer depends on nothing stored and is cached for as long as the page asks for it again.
struct DisplayStylesheet: Sendable, Equatable {
    var digits: RGBColor
    var background: RGBColor
    var overlay: RGBColor
    var glow: Int
    var digitOpacity: Int
    var overlayOpacity: Int
    var shiftX: Int
    var shiftY: Int

    init(
        digits: RGBColor, background: RGBColor, overlay: RGBColor, glow: Int, digitOpacity: Int, overlayOpacity: Int,
        shiftX: Int, shiftY: Int
    ) {
        self.digits = digits
        self.background = background
        self.overlay = overlay
        self.glow = glow
        self.digitOpacity = digitOpacity
        self.overlayOpacity = overlayOpacity
        self.shiftX = shiftX
        self.shiftY = shiftY
    }

    /// Reads a stylesheet URL's query.
    /// - Throws: `HTTPError` 400 naming the first parameter that is missing or out of range.
    init(query: QueryItems) throws {
        func color(_ name: String) throws -> RGBColor {
            guard let text = query[name], text.count == 6, let color = try? RGBColor(hex: "#" + text) else {
                throw HTTPError(
                    .badRequest, code: "invalid_parameter", message: "Expected \(name)=rrggbb.", field: name)
            }
            return color
        }
        func number(_ name: String, _ range: ClosedRange<Int>) throws -> Int {
            guard let text = query[name], let value = Int(text), range.contains(value) else {
                throw HTTPError(
                    .badRequest, code: "invalid_parameter",
                    message: "Expected \(name) from \(range.lowerBound) through \(range.upperBound).", field: name)
            }
            return value
        }
        self.init(
            digits: try color("digits"), background: try color("background"), overlay: try color("overlay"),
            glow: try number("glow", 0...100), digitOpacity: try number("digitOpacity", 0...100),
            overlayOpacity: try number("overlayOpacity", 0...100), shiftX: try number("shiftX", -20...20),
            shiftY: try number("shiftY", -20...20))
    }

    /// The stylesheet's URL.
    var href: String {
        func hex(_ color: RGBColor) -> String { String(color.hexString.dropFirst()).lowercased() }
        return "/display/style.css?digits=\(hex(digits))&background=\(hex(background))&overlay=\(hex(overlay))"
            + "&glow=\(glow)&digitOpacity=\(digitOpacity)&overlayOpacity=\(overlayOpacity)"
            + "&shiftX=\(shiftX)&shiftY=\(shiftY)"
    }

    /// The CSS.
    var css: String {
        func fraction(_ percent: Int) -> String {
            percent == 100 ? "1" : "0." + (percent < 10 ? "0" : "") + String(percent)
        }
        return """
            .display {
              --display-digits: \(digits.hexString);
              --display-background: \(background.hexString);
              --display-overlay-color: \(overlay.hexString);
              --display-glow: \(fraction(glow));
              --display-digit-opacity: \(fraction(digitOpacity));
              --display-overlay-opacity: \(fraction(overlayOpacity));
              --display-shift-x: \(shiftX)px;
              --display-shift-y: \(shiftY)px;
            }

            """
    }

    /// The answer: CSS, cached for a day (the URL changes with every value).
    func response() -> Response {
        var response = Response(
            status: .ok, headers: ["Content-Type": "text/css; charset=utf-8"], body: .bytes(Array(css.utf8)))
        response.headers["Cache-Control"] = "public, max-age=86400"
        return response
    }
}
