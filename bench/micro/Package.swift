// swift-tools-version: 6.1
// Micro benchmarks of the core modules (google/swift-benchmark), in a package of their own so that CI, which builds
// the root package, never builds them. `DaysCore` and `Appearance` are symlinks to the real sources.
// Run: swift run -c release --package-path bench/micro core-benchmarks
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "core-micro-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "https://github.com/google/swift-benchmark", from: "0.1.2")],
    targets: [
        .target(name: "HearthBasics", path: "HearthBasics", exclude: ["Docs.docc"], swiftSettings: strictSettings),
        .target(
            name: "ICalendar", dependencies: ["HearthBasics"], path: "ICalendar", exclude: ["Docs.docc"],
            swiftSettings: strictSettings),
        .target(
            name: "DaysCore", dependencies: ["HearthBasics", "ICalendar"], path: "DaysCore", exclude: ["Docs.docc"],
            swiftSettings: strictSettings),
        .target(name: "Appearance", path: "Appearance", exclude: ["Docs.docc"], swiftSettings: strictSettings),
        .executableTarget(
            name: "core-benchmarks",
            dependencies: [
                "DaysCore", "HearthBasics", "Appearance", .product(name: "Benchmark", package: "swift-benchmark"),
            ],
            path: "Sources/core-benchmarks", swiftSettings: strictSettings),
    ]
)
