import ArgumentParser
import Foundation
import Testing

@testable import HearthApp

@Suite("Configuration: flags, environment, start-up errors")
struct ConfigurationTests {
    func resolve(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Configuration {
        try ServeOptions.parse(arguments).resolve(environment: environment)
    }

    @Test func defaults() throws {
        let configuration = try resolve([])
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 8080)
        #expect(configuration.dataDirectory.lastPathComponent == "data")
        #expect(configuration.trustLoopback)
    }

    @Test func environmentFillsInAndFlagsWin() throws {
        let environment = [
            "HEARTH_PORT": "9090", "HEARTH_TIME_ZONE": "Asia/Shanghai", "HEARTH_DATA_DIR": "/tmp/h",
            "HEARTH_TRUSTED_NETWORK": "192.168.1.0/24, fd00::/8", "HEARTH_TRUST_LOOPBACK": "false",
            "HEARTH_ALLOWED_HOST": "hearth.lan",
        ]
        let fromEnvironment = try resolve([], environment)
        #expect(fromEnvironment.port == 9090)
        #expect(fromEnvironment.timeZone.identifier == "Asia/Shanghai")
        #expect(fromEnvironment.dataDirectory.path == "/tmp/h")
        #expect(fromEnvironment.trustedNetworks.count == 2)
        #expect(!fromEnvironment.trustLoopback)
        #expect(fromEnvironment.allowedHosts == ["hearth.lan"])
        let flagged = try resolve(["--port", "7070", "--time-zone", "Europe/Berlin", "--trust-loopback"], environment)
        #expect(flagged.port == 7070)
        #expect(flagged.timeZone.identifier == "Europe/Berlin")
        #expect(flagged.trustLoopback)
    }

    @Test(
        "Bad values name the flag and say why",
        arguments: [
            (["--port", "70000"], [:], "port"),
            ([], ["HEARTH_PORT": "http"], "HEARTH_PORT"),
            (["--time-zone", "Mars/Olympus"], [:], "time zone"),
            (["--host", "example.com"], [:], "host"),
            (["--trusted-network", "10.0.0.0/33"], [:], "trusted-network"),
            (["--log-level", "loud"], [:], "log level"),
            (["--access-code", "12"], [:], "access code"),
            ([], ["HEARTH_TRUST_LOOPBACK": "maybe"], "HEARTH_TRUST_LOOPBACK"),
        ] as [([String], [String: String], String)])
    func badValues(arguments: [String], environment: [String: String], mention: String) {
        do {
            _ = try resolve(arguments, environment)
            Issue.record("expected an error for \(arguments) \(environment)")
        } catch {
            #expect("\(error)".contains(mention), "\(error)")
        }
    }

    @Test func cidrMatching() throws {
        let lan = try #require(CIDR("192.168.1.0/24"))
        #expect(lan.contains("192.168.1.77"))
        #expect(lan.contains("::ffff:192.168.1.77"))
        #expect(!lan.contains("192.168.2.1"))
        #expect(!lan.contains("not an ip"))
        let v6 = try #require(CIDR("fd00::/8"))
        #expect(v6.contains("fd12:3456::1"))
        #expect(!v6.contains("fe80::1"))
        #expect(CIDR("10.0.0.1")?.prefixLength == 32)
        #expect(CIDR("10.0.0.0/+8") == nil)
        #expect(CIDR("10.0.0.0/8/8") == nil)
        #expect(lan.description == "192.168.1.0/24")
    }

    @Test func aDataDirectoryThatIsAFileIsAClearError() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("not-a-dir")
            _ = FileManager.default.createFile(atPath: file.path, contents: Data())
            do {
                try await TestApp.run(dataDirectory: file.appendingPathComponent("data")) { _ in
                    Issue.record("expected a start-up error")
                }
            } catch let error as StartupError {
                #expect(error.description.contains("data directory"))
                #expect(error.description.contains("--data-dir"))
            }
        }
    }

    @Test func aPortInUseIsAClearError() async throws {
        try await TestApp.run(listening: true) { first in
            do {
                try await TestApp.run(listening: true, { $0.port = first.port }) { _ in
                    Issue.record("expected a start-up error")
                }
            } catch let error as StartupError {
                guard case .portInUse(_, let port) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(port == first.port)
                #expect(error.description.contains("--port"))
            }
        }
    }

    @Test func aMissingWebDirectoryIsAClearError() async throws {
        do {
            try await TestApp.run({ $0.webDirectory = URL(fileURLWithPath: "/nonexistent/web") }) { _ in
                Issue.record("expected a start-up error")
            }
        } catch let error as StartupError {
            #expect(error.description.contains("--web-dir"))
        }
    }
}
