import Foundation
import OffPoolTesting
import QRCode
import Testing

/// Decodes the SVG with real tools: librsvg's `rsvg-convert` rasterises it, zbar's `zbarimg` reads it back.
/// Both come from Debian (`librsvg2-bin`, `zbar-tools`), installed by `make test-deps` (the Makefile's APT_TEST).
@Suite(.offPool) struct QRDecodeTests {
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func toolsInstalled() -> Bool {
        ["rsvg-convert", "zbarimg"].allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/" + $0) }
    }

    static func decode(_ svg: String, background: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("code.svg")
        let pngFile = folder.appendingPathComponent("code.png")
        try Data(svg.utf8).write(to: svgFile)
        let raster = try run(
            "rsvg-convert", ["-w", "300", "-h", "300", "-b", background, "-o", pngFile.path, svgFile.path])
        guard raster.status == 0 else { return "(rsvg-convert failed)" }
        let scan = try run("zbarimg", ["--quiet", "--raw", "-Sbinary", pngFile.path])
        return scan.status == 0 ? scan.output : "(zbarimg found no code)"
    }

    @Test(arguments: [
        "http://192.168.1.20:8080/", "https://hearth.local:8443/display?profile=bedroom",
        "http://[fd00::1]:8080/", "http://192.168.1.20:8080/卧室",
    ])
    func svgDecodesBackToTheText(text: String) throws {
        try #require(Self.toolsInstalled(), "needs rsvg-convert and zbarimg: make test-deps (librsvg2-bin, zbar-tools)")
        // Given the SVG of a URL
        let svg = try QRSymbol(encoding: text).svg(title: "QR code")
        // When it is rasterised at 300 px on a white page and on a black one (as dark as the modules), and scanned
        let onLight = try Self.decode(svg, background: "#ffffff")
        let onDark = try Self.decode(svg, background: "#000000")
        // Then the scanner reads the same text on both (the SVG brings its own light quiet zone)
        #expect(onLight == text)
        #expect(onDark == text)
    }
}
