// swift-tools-version: 6.2
// The per-request cost of recording a request's metrics (count and latency histogram per method, route pattern and
// status class) three ways: swift-metrics' API over swift-prometheus, swift-prometheus' own objects kept per series,
// and the server's hand-kept counters (`RequestMetrics.swift`, a symlink to the app's file, with HTTPServer's
// `Locked`). A package of its own so that CI, which builds the root package, never builds these dependencies.
// Run: swift run -c release --package-path bench/metrics --scratch-path bench/metrics/.build metrics-benchmarks
import PackageDescription

let package = Package(
    name: "metrics-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        .target(name: "HTTPServer", path: "Sources/HTTPServer", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "metrics-benchmarks",
            dependencies: [
                "HTTPServer",
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            path: "Sources/metrics-benchmarks", swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
