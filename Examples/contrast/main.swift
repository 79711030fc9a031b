// contrast FOREGROUND BACKGROUND: the WCAG contrast ratio of two CSS hex colours (Appearance), and whether it
// passes AA and AAA for body text and for large text. A translucent foreground is first composited over the
// background, as a browser draws it. Prints "ratio 17.40:1", then one verdict line per level.
// The Appearance Getting Started article (Packages/Appearance/Sources/Docs.docc/GettingStarted.md) shows this code.
import Appearance
import ExampleArguments
import Foundation

let usage = "usage: contrast FOREGROUND BACKGROUND   (CSS hex colours: #rgb, #rgba, #rrggbb or #rrggbbaa)\n"
let arguments = ExampleArguments(program: "contrast", usage: usage)
guard arguments.count == 2 else { arguments.fail("give two colours") }

// The snippet: parse both colours and measure their contrast.
let foreground: RGBColor
let background: RGBColor
do {
    foreground = try RGBColor(hex: arguments[0])
    background = try RGBColor(hex: arguments[1])
} catch {
    arguments.fail("\(error)")
}
let ratio = foreground.contrastRatio(on: background)
// ratio runs from 1 (the same colour) to 21 (black on white); WCAG AA asks 4.5 for body text, 3 for large text.

func verdict(_ minimum: Double) -> String { ratio >= minimum ? "pass" : "fail" }
print("ratio \(String(format: "%.2f", ratio)):1")
print("AA text \(verdict(ContrastRequirement.Kind.text.minimumRatio))")
print("AA large \(verdict(ContrastRequirement.Kind.largeText.minimumRatio))")
print("AAA text \(verdict(7))")
print("AAA large \(verdict(4.5))")
