// swift-tools-version: 6.1
// A stand-alone package for the HTTPServer micro benchmark: it builds only CMicroHTTPD, HTTPServer and
// swift-log (the symlinks point at the real sources), not the whole app.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "http-bench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "https://github.com/apple/swift-log", from: "1.6.0")],
    targets: [
        .systemLibrary(name: "CMicroHTTPD", path: "CMicroHTTPD", pkgConfig: "libmicrohttpd"),
        .systemLibrary(name: "CZlib", path: "CZlib", pkgConfig: "zlib"),
        .target(
            name: "HTTPServer",
            dependencies: ["CMicroHTTPD", "CZlib", .product(name: "Logging", package: "swift-log")],
            path: "HTTPServer", swiftSettings: strictSettings),
        .executableTarget(
            name: "http-bench-server", dependencies: ["HTTPServer"], path: "Sources/http-bench-server",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "http-fuzz", dependencies: ["HTTPServer"], path: "Sources/http-fuzz",
            swiftSettings: strictSettings),
    ]
)
