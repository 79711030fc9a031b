// swift-tools-version: 6.1
import PackageDescription

// A micro benchmark of AlarmKitCore's next-trigger computation; build and run in release:
// swift run -c release --package-path bench/alarms
let package = Package(
    name: "AlarmsBench",
    targets: [
        .target(name: "HearthBasics", path: "Sources/HearthBasics", exclude: ["Docs.docc"]),
        .target(name: "ICalendar", dependencies: ["HearthBasics"], path: "Sources/ICalendar", exclude: ["Docs.docc"]),
        .target(
            name: "AlarmKitCore", dependencies: ["HearthBasics", "ICalendar"], path: "Sources/AlarmKitCore",
            exclude: ["Docs.docc"]),
        .executableTarget(
            name: "AlarmsBench", dependencies: ["AlarmKitCore", "HearthBasics"], path: "Sources/AlarmsBench",
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
