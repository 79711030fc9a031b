// swift-tools-version: 6.1
// A stand-alone package for the AudioPlayback benchmark: it builds only AudioPlayback (the symlink points at the
// real sources), not the app. Build and run in release: `swift run -c release audio-bench`.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "audio-bench",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "AudioPlayback", path: "AudioPlayback", swiftSettings: strictSettings),
        .executableTarget(
            name: "audio-bench", dependencies: ["AudioPlayback"], path: "Sources/audio-bench",
            swiftSettings: strictSettings),
    ]
)
