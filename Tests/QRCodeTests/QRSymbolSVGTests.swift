import Foundation
import QRCode
import Testing

@Suite struct QRSymbolSVGTests {
    @Test func svgShapeIsSmallAndAccessible() throws {
        // Given a symbol of a URL
        let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")
        // When it is rendered with an accessible name that needs escaping
        let svg = symbol.svg(title: "Open <Hearth> & scan")
        // Then the viewBox has a 4-module quiet zone, edges are crisp, the title is escaped, a light square is drawn
        // under exactly one path
        #expect(
            svg.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33" shape-rendering="crispEdges" role="img">"#
            ))
        #expect(svg.contains("<title>Open &lt;Hearth&gt; &amp; scan</title>"))
        #expect(svg.contains(##"<rect width="33" height="33" fill="#fff"/>"##))
        #expect(svg.components(separatedBy: "<path").count == 2)
        #expect(svg.utf8.count < 2500)
        // And the first dark run is the top-left finder's top row, offset by the quiet zone
        #expect(svg.contains(#"d="M4 4h7v1h-7z"#))
    }

    @Test func pathCoversExactlyTheDarkModules() throws {
        // Given a symbol and its SVG path
        let symbol = try QRSymbol(encoding: "https://hearth.local:8443/display?profile=bedroom")
        let svg = symbol.svg(title: "QR", quietZone: 2)
        let d = try #require(svg.split(separator: "d=\"").last?.split(separator: "\"").first)
        // When the path's rectangles are painted on a grid
        var painted = Set<Int>()
        var origin = (x: 0, y: 0)
        for command in d.split(whereSeparator: { $0 == "M" || $0 == "m" }).map(String.init) {
            let numbers = command.split(whereSeparator: { $0 != "-" && !$0.isNumber }).compactMap { Int($0) }
            origin = (origin.x + numbers[0], origin.y + numbers[1])
            let (x, y, width) = (origin.x - 2, origin.y - 2, numbers[2])
            #expect(numbers == [numbers[0], numbers[1], width, 1, -width])
            for column in x..<x + width { painted.insert(y * symbol.size + column) }
        }
        // Then the painted cells are the dark modules
        let dark = Set(symbol.modules.indices.filter { symbol.modules[$0] })
        #expect(painted == dark)
    }

    @Test func coloursAreEscapedAndUsed() throws {
        let svg = try QRSymbol(encoding: "x").svg(title: "t", dark: "#102030", light: "ivory\"")
        #expect(svg.contains(##"<path fill="#102030""##))
        #expect(svg.contains(#"fill="ivory&quot;""#))
    }
}
