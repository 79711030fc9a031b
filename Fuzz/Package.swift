// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer harnesses for the parsers Hearth owns (README.md here). Built only with the fuzzer and address sanitizers
// (`make fuzz`); the root package is a path dependency, so the harnesses link the modules (HearthApp for the app's
// JSON inputs), never the hearth executable.

/// The root package's identity is the name of the folder it is checked out in.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func hearth(_ module: String) -> Target.Dependency { .product(name: module, package: root) }

/// One libFuzzer executable: `Sources/<name>/main.swift` hands its input function to the driver.
func harness(_ name: String, _ modules: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzDriver"] + modules.map(hearth), path: "Sources/\(name)",
        swiftSettings: [.swiftLanguageMode(.v6)])
}

let package = Package(
    name: "HearthFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        harness("fuzz-request-target", ["HTTPServer"]),
        harness("fuzz-cookies", ["HTTPServer"]),
        harness("fuzz-forms", ["HTTPServer"]),
        harness(
            "fuzz-json",
            [
                "HTTPServer", "HearthBasics", "DaysCore", "AlarmKitCore", "AudioPlayback", "DisplayCore", "Appearance",
                "Battery",
            ]),
        harness("fuzz-app-json", ["HTTPServer", "HearthBasics", "HearthApp", "DisplayCore", "AudioPlayback"]),
        harness("fuzz-days-csv", ["DaysCore"]),
        harness("fuzz-days-icalendar", ["DaysCore"]),
        harness("fuzz-days-backup", ["DaysCore"]),
        harness("fuzz-holidays", ["AlarmKitCore"]),
        harness("fuzz-sound-catalog", ["AudioPlayback"]),
        harness("fuzz-wav", ["AudioPlayback"]),
        harness("fuzz-flac", ["AudioPlayback"]),
    ]
)
