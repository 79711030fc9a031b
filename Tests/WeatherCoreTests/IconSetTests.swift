import Foundation
import Testing
import WeatherCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The shipped icon set (`web/static/weather/`) holds a drawing for every icon a forecast can name.
@Suite struct IconSetTests {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("web/static/weather")

    @Test(arguments: WeatherCondition.allIconNames)
    func everyIconIsAnSVGInThePagesColour(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".svg"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(name).svg is not well-formed XML")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.contains("stroke=\"currentColor\""))
        #expect(!text.contains("#"), "\(name).svg names a colour of its own")
    }

    @Test func theSetCarriesItsLicence() throws {
        let licence = try String(contentsOf: Self.folder.appendingPathComponent("LICENSE"), encoding: .utf8)
        for name in WeatherCondition.allIconNames { #expect(licence.contains(name + ".svg")) }
    }
}
