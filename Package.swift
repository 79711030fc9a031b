// swift-tools-version: 6.2
import PackageDescription

/// Strictness every target shares: Swift 6 language mode, explicit `any`, and
/// imports that must be visible in the file that uses them. With `HEARTH_WARNINGS_AS_ERRORS=1` (set by
/// `make test` and CI) every warning in our own targets is an error; dependencies are not affected.
let strictSettings: [SwiftSetting] =
    [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ] + (Context.environment["HEARTH_WARNINGS_AS_ERRORS"] == "1" ? [.treatAllWarnings(as: .error)] : [])

let package = Package(
    name: "Hearth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "HearthBasics", targets: ["HearthBasics"]),
        .library(name: "Appearance", targets: ["Appearance"]),
        .library(name: "ICalendar", targets: ["ICalendar"]),
        .library(name: "DaysCore", targets: ["DaysCore"]),
        .library(name: "AlarmKitCore", targets: ["AlarmKitCore"]),
        .library(name: "Battery", targets: ["Battery"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "DisplayCore", targets: ["DisplayCore"]),
        .library(name: "QRCode", targets: ["QRCode"]),
        .library(name: "Speaker", targets: ["Speaker"]),
        .library(name: "AudioPlayback", targets: ["AudioPlayback"]),
        // For the fuzz harnesses (Fuzz/), which read the app's JSON inputs; the hearth executable is the product to run.
        .library(name: "HearthApp", targets: ["HearthApp"]),
        .executable(name: "hearth", targets: ["hearth"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // 1.16: `LogHandler.log(event:)` (the server's own handler, `HearthLogHandler`).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        // `swift package generate-documentation` (make docs): the DocC build CI runs for every core module.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: []
)

// MARK: - test support

// `.offPool`: tests that keep a thread busy (rendering, property tests, blocking waits) run on threads of their own,
// so that one `swift test` runs every suite beside the socket tests whose servers need Swift's cooperative pool.
package.targets.append(
    .target(name: "OffPoolTesting", path: "Tests/OffPoolTesting", swiftSettings: strictSettings))

// MARK: - core modules (Foundation only)

package.targets.append(contentsOf: [
    // The value types every other module shares (dates, times, validation issues, JSON values, instants).
    .target(name: "HearthBasics", path: "Packages/HearthBasics/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "HearthBasicsTests", dependencies: ["HearthBasics"], path: "Tests/HearthBasicsTests",
        swiftSettings: strictSettings),

    .target(name: "Appearance", path: "Packages/Appearance/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "AppearanceTests", dependencies: ["Appearance"], path: "Tests/AppearanceTests",
        swiftSettings: strictSettings),

    .target(
        name: "ICalendar", dependencies: ["HearthBasics"], path: "Packages/ICalendar/Sources",
        swiftSettings: strictSettings),
    .testTarget(
        name: "ICalendarTests", dependencies: ["ICalendar", "HearthBasics", "OffPoolTesting"],
        path: "Tests/ICalendarTests",
        swiftSettings: strictSettings),

    .target(
        name: "DaysCore", dependencies: ["HearthBasics", "ICalendar"], path: "Packages/DaysCore/Sources",
        swiftSettings: strictSettings),
    .testTarget(
        name: "DaysCoreTests", dependencies: ["DaysCore", "HearthBasics", "OffPoolTesting"],
        path: "Tests/DaysCoreTests",
        resources: [.copy("Fixtures")], swiftSettings: strictSettings),

    .target(
        name: "AlarmKitCore", dependencies: ["HearthBasics", "ICalendar"], path: "Packages/AlarmKitCore/Sources",
        swiftSettings: strictSettings),
    .testTarget(
        name: "AlarmKitCoreTests", dependencies: ["AlarmKitCore", "HearthBasics", "OffPoolTesting"],
        path: "Tests/AlarmKitCoreTests",
        resources: [.copy("Fixtures")], swiftSettings: strictSettings),

    .target(name: "Battery", path: "Packages/Battery/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "BatteryTests", dependencies: ["Battery"], path: "Tests/BatteryTests", swiftSettings: strictSettings),

    .target(
        name: "WeatherCore", dependencies: ["HearthBasics"], path: "Packages/WeatherCore/Sources",
        swiftSettings: strictSettings),
    .testTarget(
        name: "WeatherCoreTests", dependencies: ["WeatherCore", "HearthBasics"], path: "Tests/WeatherCoreTests",
        swiftSettings: strictSettings),

    .target(
        name: "DisplayCore", dependencies: ["HearthBasics", "Appearance"], path: "Packages/DisplayCore/Sources",
        swiftSettings: strictSettings),
    .testTarget(
        name: "DisplayCoreTests", dependencies: ["DisplayCore", "Appearance", "HearthBasics", "OffPoolTesting"],
        path: "Tests/DisplayCoreTests",
        swiftSettings: strictSettings),

    // Synthesis is optimised in debug builds too: unoptimised, a test server took up to a minute to render one
    // ambient sound the first time a page asked for it.
    .target(
        name: "AudioPlayback", dependencies: ["HearthBasics"], path: "Packages/AudioPlayback/Sources",
        swiftSettings: strictSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .testTarget(
        name: "AudioPlaybackTests", dependencies: ["AudioPlayback", "HearthBasics", "OffPoolTesting"],
        path: "Tests/AudioPlaybackTests",
        swiftSettings: strictSettings),
])

// MARK: - server

package.targets.append(contentsOf: [
    .systemLibrary(
        name: "CMicroHTTPD", path: "Packages/CMicroHTTPD", pkgConfig: "libmicrohttpd",
        providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CZlib", path: "Packages/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(
        name: "HTTPServer",
        dependencies: [
            "CMicroHTTPD", "CZlib",
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Packages/HTTPServer/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "HTTPServerTests", dependencies: ["HTTPServer", "OffPoolTesting"], path: "Tests/HTTPServerTests",
        swiftSettings: strictSettings),

    // alsa-lib is loaded with dlopen (Packages/CALSA/shim.h), not linked: the headers only (libasound2-dev).
    .systemLibrary(name: "CALSA", path: "Packages/CALSA", providers: [.apt(["libasound2-dev"])]),
    .target(name: "Speaker", dependencies: ["CALSA"], path: "Packages/Speaker/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "SpeakerTests", dependencies: ["Speaker", "OffPoolTesting"], path: "Tests/SpeakerTests",
        swiftSettings: strictSettings),
])

// MARK: - QR codes (libqrencode)

package.targets.append(contentsOf: [
    .systemLibrary(
        name: "CQRencode", path: "Packages/CQRencode", pkgConfig: "libqrencode",
        providers: [.apt(["libqrencode-dev"])]),
    .target(
        name: "QRCode", dependencies: ["CQRencode"], path: "Packages/QRCode/Sources", swiftSettings: strictSettings),
    .testTarget(
        name: "QRCodeTests", dependencies: ["QRCode", "OffPoolTesting"], path: "Tests/QRCodeTests",
        swiftSettings: strictSettings),
])

// MARK: - app

package.targets.append(contentsOf: [
    .systemLibrary(
        name: "CCrypto", path: "Packages/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    // curl.h at build time only: libcurl itself is loaded with dlopen on the first outbound request.
    .systemLibrary(name: "CCurl", path: "Packages/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .target(
        name: "HearthApp",
        dependencies: [
            "HTTPServer", "HearthBasics", "Appearance", "DaysCore", "AlarmKitCore", "ICalendar", "CCrypto",
            "DisplayCore", "Battery", "WeatherCore",
            "QRCode", "AudioPlayback", "Speaker",
            "CZlib", "CCurl", "CBuildInfo",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Mustache", package: "swift-mustache"),
        ],
        path: "Apps/Hearth/Sources/HearthApp", swiftSettings: strictSettings),
    // The commit and build date `hearth version` prints (written by `make build`; "unknown" otherwise).
    .target(name: "CBuildInfo", path: "Apps/Hearth/Sources/CBuildInfo"),
    .executableTarget(
        name: "hearth",
        dependencies: ["HearthApp", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Apps/Hearth/Sources/hearth",
        swiftSettings: strictSettings),
    .testTarget(
        name: "HearthTests",
        dependencies: [
            "HearthApp", "HTTPServer", "HearthBasics", "AlarmKitCore", "Battery", "AudioPlayback", "OffPoolTesting",
            "WeatherCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/HearthTests", resources: [.copy("Fixtures")],
        swiftSettings: strictSettings),
])

// MARK: - examples

// One small command-line program per core module (Examples/README.md), built with everything else and run by
// Tests/process/test_examples.py; each module's DocC Getting Started article shows its code.
package.targets.append(contentsOf: [
    // The one argument reader of the examples: --help, options, flags and usage errors, read alike by each.
    .target(
        name: "ExampleArguments", dependencies: ["HearthBasics"], path: "Examples/ExampleArguments",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "days-until", dependencies: ["ExampleArguments", "DaysCore", "HearthBasics"], path: "Examples/days-until",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "next-alarm", dependencies: ["ExampleArguments", "AlarmKitCore", "HearthBasics"],
        path: "Examples/next-alarm",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "noise", dependencies: ["ExampleArguments", "AudioPlayback"], path: "Examples/noise",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "battery", dependencies: ["ExampleArguments", "Battery"], path: "Examples/battery",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "contrast", dependencies: ["ExampleArguments", "Appearance"], path: "Examples/contrast",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "local-date", dependencies: ["ExampleArguments", "HearthBasics"], path: "Examples/local-date",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "ics-expand", dependencies: ["ExampleArguments", "ICalendar", "HearthBasics"],
        path: "Examples/ics-expand",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "qr", dependencies: ["ExampleArguments", "QRCode"], path: "Examples/qr", swiftSettings: strictSettings),
    .executableTarget(
        name: "weather-parse", dependencies: ["ExampleArguments", "WeatherCore", "HearthBasics"],
        path: "Examples/weather-parse",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "night-mode", dependencies: ["ExampleArguments", "DisplayCore", "HearthBasics"],
        path: "Examples/night-mode",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "hello-server", dependencies: ["ExampleArguments", "HTTPServer"], path: "Examples/hello-server",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "tone", dependencies: ["ExampleArguments", "Speaker"], path: "Examples/tone",
        swiftSettings: strictSettings),
])
