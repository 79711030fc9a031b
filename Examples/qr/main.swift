// qr TEXT [--svg] [--level l|m|q|h]: TEXT as a QR code (QRCode, encoded by libqrencode). Prints the symbol as text,
// two modules per character with half blocks, for a terminal with a dark background; with --svg, an SVG image
// that any reader scans. Text that does not fit a QR code is refused with the reason.
// The QRCode Getting Started article (Packages/QRCode/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import QRCode

let usage = "usage: qr TEXT [--svg] [--level l|m|q|h]\n"
var arguments = ExampleArguments(program: "qr", usage: usage)
var level = QRErrorCorrection.medium
if let text = arguments.option("--level") {
    let levels: [String: QRErrorCorrection] = ["l": .low, "m": .medium, "q": .quartile, "h": .high]
    guard let chosen = levels[text.lowercased()] else { arguments.fail("--level: \"\(text)\" is not l, m, q or h") }
    level = chosen
}
let svg = arguments.flag("--svg")
guard arguments.count == 1 else { arguments.fail("give the text to encode, in quotes if it has spaces") }

// The snippet: encode the text, then render it as SVG or read its modules one by one.
let symbol: QRSymbol
do {
    symbol = try QRSymbol(encoding: arguments[0], errorCorrection: level)
} catch {
    arguments.fail("\(error)")
}
if svg {
    print(symbol.svg(title: arguments[0]))
    exit(0)
}
// A light module is drawn lit (a terminal's dark background would otherwise invert the code), with a quiet zone
// of 4 modules around; each character is two rows: upper and lower half.
let quietZone = 4
@MainActor func isDark(_ row: Int, _ column: Int) -> Bool {
    (0..<symbol.size).contains(row) && (0..<symbol.size).contains(column) && symbol.isDark(row: row, column: column)
}
let range = -quietZone..<(symbol.size + quietZone)
for row in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
    let line = range.map { column -> String in
        switch (isDark(row, column), isDark(row + 1, column) || row + 1 >= range.upperBound) {
        case (false, false): "█"
        case (false, true): "▀"
        case (true, false): "▄"
        case (true, true): " "
        }
    }
    print(line.joined())
}
