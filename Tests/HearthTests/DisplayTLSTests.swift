import ArgumentParser
import Foundation
import HTTPServer
import OffPoolTesting
import Testing

@testable import HearthApp

@Suite("Display: HTTPS (--tls-cert/--tls-key, --tls-self-signed)")
struct DisplayTLSTests {
    static let names: [SubjectAltName] = [
        .dns("localhost"), .dns("hearth"), .dns("hearth.local"), .ip("127.0.0.1"), .ip("::1"), .ip("192.168.1.20"),
    ]
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func resolve(_ arguments: [String], environment: [String: String] = [:]) throws -> Configuration {
        try ServeOptions.parse(arguments).resolve(environment: environment)
    }

    @Test func flagsAndVariablesChooseTheSetting() throws {
        #expect(try resolve([]).tls == .off)
        #expect(try resolve(["--tls-self-signed"]).tls == .selfSigned)
        #expect(
            try resolve(["--tls-cert", "c.pem", "--tls-key", "k.pem"]).tls == .files(certificate: "c.pem", key: "k.pem")
        )
        #expect(try resolve([], environment: ["HEARTH_TLS_SELF_SIGNED": "1"]).tls == .selfSigned)
        #expect(
            try resolve([], environment: ["HEARTH_TLS_CERT": "c.pem", "HEARTH_TLS_KEY": "k.pem"]).tls
                == .files(certificate: "c.pem", key: "k.pem"))
        // Flags win over variables.
        #expect(try resolve(["--tls-self-signed"], environment: ["HEARTH_TLS_CERT": "c.pem"]).tls == .selfSigned)
    }

    @Test(
        "Half a pair, both kinds, or a bad boolean is refused naming the option",
        arguments: [
            (["--tls-cert", "c.pem"], [:], "tls-key"),
            (["--tls-key", "k.pem"], [:], "tls-cert"),
            (["--tls-cert", "c.pem", "--tls-key", "k.pem", "--tls-self-signed"], [:], "tls-self-signed"),
            ([], ["HEARTH_TLS_KEY": "k.pem"], "HEARTH_TLS_CERT"),
            ([], ["HEARTH_TLS_SELF_SIGNED": "perhaps"], "HEARTH_TLS_SELF_SIGNED"),
        ] as [([String], [String: String], String)])
    func badCombinations(arguments: [String], environment: [String: String], option: String) throws {
        let error = #expect(throws: ConfigurationError.self) { try resolve(arguments, environment: environment) }
        #expect(error?.option == option)
    }

    @Test(.offPool) func selfSignedMakesAnAuthorityAndACertificateForEveryName() throws {
        try withDirectory { directory in
            // When Hearth makes its certificates
            let identity = try SelfSignedTLS(dataDirectory: directory).prepare(names: Self.names, now: Self.now)
            // Then the server certificate covers every name, is signed by the authority, and the keys are private
            let chain = try TLSCertificate.chain(pem: identity.certificateChainPEM)
            let authority = try TLSCertificate.chain(pem: identity.authorityPEM)[0]
            #expect(chain.count == 2)
            #expect(Set(chain[0].subjectAltNames) == Set(Self.names))
            #expect(chain[0].isSigned(by: authority))
            #expect(chain[0].matches(try TLSPrivateKey(pem: identity.keyPEM)))
            #expect(authority.subjectAltNames.isEmpty)
            #expect(abs(chain[0].notAfter.timeIntervalSince(Self.now) - 800 * 86_400 + 3600) < 5)
            #expect(identity.madeAuthority && identity.madeCertificate)
            let folder = directory.appendingPathComponent("tls")
            for (file, mode) in [("hearth-key.pem", 0o600), ("hearth-ca-key.pem", 0o600), ("hearth-cert.pem", 0o644)] {
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(file).path)
                #expect((attributes[.posixPermissions] as? Int) == mode, "\(file)")
            }
        }
    }

    @Test(.offPool) func theNextStartReusesThemAndANewAddressOrNearExpiryRenewsUnderTheSameAuthority() throws {
        try withDirectory { directory in
            let store = SelfSignedTLS(dataDirectory: directory)
            let first = try store.prepare(names: Self.names, now: Self.now)
            // The next start with the same names: nothing new
            let again = try store.prepare(names: Self.names, now: Self.now.addingTimeInterval(86_400))
            #expect(!again.madeCertificate && !again.madeAuthority)
            #expect(again.certificateChainPEM == first.certificateChainPEM)
            // A new DHCP lease: a new certificate, the same authority (screens keep trusting it)
            let moved = try store.prepare(names: Self.names + [.ip("192.168.1.77")], now: Self.now)
            #expect(moved.madeCertificate && !moved.madeAuthority)
            #expect(moved.authorityPEM == first.authorityPEM)
            #expect(
                try TLSCertificate.chain(pem: moved.certificateChainPEM)[0].subjectAltNames.contains(
                    .ip("192.168.1.77")))
            // Fewer than 60 days left: renewed
            let late = try store.prepare(names: Self.names, now: Self.now.addingTimeInterval(750 * 86_400))
            #expect(late.madeCertificate && !late.madeAuthority)
            #expect(late.notAfter > Self.now.addingTimeInterval(1500 * 86_400))
        }
    }

    @Test(.offPool) func aDamagedAuthoritySaysWhatToDo() throws {
        try withDirectory { directory in
            _ = try SelfSignedTLS(dataDirectory: directory).prepare(names: Self.names, now: Self.now)
            try Data("garbage".utf8).write(to: directory.appendingPathComponent("tls/hearth-ca-key.pem"))
            #expect {
                _ = try SelfSignedTLS(dataDirectory: directory).prepare(names: Self.names, now: Self.now)
            } throws: { error in
                "\(error)".contains("hearth-ca-key.pem") && "\(error)".contains("Move the folder")
            }
        }
    }

    @Test(.offPool) func givenFilesAreCheckedBeforeTheServerStarts() throws {
        try withDirectory { directory in
            let identity = try SelfSignedTLS(dataDirectory: directory).prepare(names: Self.names, now: Self.now)
            let certificate = directory.appendingPathComponent("tls/hearth-cert.pem").path
            let key = directory.appendingPathComponent("tls/hearth-key.pem").path
            let authorityKey = directory.appendingPathComponent("tls/hearth-ca-key.pem").path
            // Good files
            let setup = try #require(
                try TLSSetup.prepare(
                    .files(certificate: certificate, key: key), dataDirectory: directory, now: Self.now))
            #expect(setup.server.certificatePEM == identity.certificateChainPEM)
            // Missing, mismatched, not PEM, expired
            let problems: [(TLSSetting, Date, String)] = [
                (.files(certificate: "/nonexistent/cert.pem", key: key), Self.now, "does not exist. Check --tls-cert"),
                (
                    .files(certificate: certificate, key: "/nonexistent/key.pem"), Self.now,
                    "does not exist. Check --tls-key"
                ),
                (.files(certificate: certificate, key: authorityKey), Self.now, "does not belong to the certificate"),
                (.files(certificate: key, key: key), Self.now, "holds no PEM certificate"),
                (.files(certificate: certificate, key: certificate), Self.now, "holds no PEM private key"),
                (.files(certificate: certificate, key: key), Self.now.addingTimeInterval(900 * 86_400), "expired on"),
                (.files(certificate: directory.path, key: key), Self.now, "is a folder"),
            ]
            for (setting, now, words) in problems {
                let error = #expect(throws: TLSError.self, "\(words)") {
                    try TLSSetup.prepare(setting, dataDirectory: directory, now: now)
                }
                #expect(error?.description.contains(words) == true, "\(String(describing: error))")
            }
        }
    }

    @Test(.offPool) func anEncryptedKeyIsRefusedWithTheCommandThatDecryptsIt() throws {
        let pem = Array("-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n".utf8)
        let error = #expect(throws: TLSError.self) { try TLSPrivateKey(pem: pem) }
        #expect(error?.description.contains("openssl pkey") == true)
    }

    @Test func theMachineNamesCoverLocalhostTheHostAndEveryAddress() {
        let names = SubjectAltName.machineNames(
            hostName: "Kitchen-Pi.home", addresses: ["127.0.0.1", "192.168.1.20", "fd00::2"])
        #expect(
            names == [
                .dns("localhost"), .dns("kitchen-pi.home"), .dns("kitchen-pi"), .dns("kitchen-pi.local"),
                .dns("kitchen-pi.lan"), .dns("kitchen-pi.home.arpa"), .ip("127.0.0.1"), .ip("::1"),
                .ip("192.168.1.20"), .ip("fd00::2"),
            ])
    }

    @Test("Live: the app serves HTTPS with its own certificate, and curl trusts it through the authority")
    func liveHTTPS() async throws {
        try await TestApp.run(listening: true, { $0.tls = .selfSigned }) { test in
            let authority = test.dataDirectory.appendingPathComponent("tls/hearth-ca.pem").path
            let result = try await Self.curl([
                "--silent", "--show-error", "--cacert", authority, "--write-out", "\n%{http_code} %{ssl_verify_result}",
                "https://localhost:\(test.port)/healthz",
            ])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("\"status\":\"ok\""))
            #expect(result.output.hasSuffix("200 0"))
            // The banner says https and how to trust it; the authority is offered for download
            #expect(test.app.banner().contains("Listening on https://127.0.0.1:\(test.port)/"))
            #expect(test.app.banner().contains("hearth-ca.pem"))
            let download = try await Self.curl([
                "--silent", "--cacert", authority, "https://127.0.0.1:\(test.port)/hearth-ca.pem",
            ])
            #expect(
                download.output
                    == String(decoding: try Data(contentsOf: URL(fileURLWithPath: authority)), as: UTF8.self))
            // Every cookie of an HTTPS server is Secure (the visitor's CSRF token and appearance cookies here)
            let headers = try await Self.curl([
                "--silent", "--cacert", authority, "--dump-header", "-", "--output", "/dev/null",
                "https://localhost:\(test.port)/settings",
            ])
            let cookies = headers.output.split(separator: "\r\n").filter { $0.lowercased().hasPrefix("set-cookie:") }
            #expect(cookies.count >= 2, "\(headers.output)")
            #expect(cookies.allSatisfy { $0.hasSuffix("; Secure") }, "\(cookies)")
            // Plain HTTP on the same port gets no page
            let plain = try await Self.curl(["--silent", "--max-time", "5", "http://127.0.0.1:\(test.port)/healthz"])
            #expect(!plain.output.contains("\"status\":\"ok\""))
        }
    }

    @Test func withoutHTTPSTheBannerSaysHowToTurnItOnAndThereIsNoAuthority() async throws {
        try await TestApp.run { test in
            #expect(test.app.banner().contains("HTTPS is off"))
            #expect(test.app.banner().contains("--tls-self-signed"))
            let authority = try await test.client.send("GET", "/hearth-ca.pem")
            #expect(authority.status == 404)
        }
    }

    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = TestApp.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// Runs curl on a thread of its own.
    static func curl(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
                        process.arguments = arguments
                        let pipe = Pipe()
                        process.standardOutput = pipe
                        process.standardError = pipe
                        try process.run()
                        let data = pipe.fileHandleForReading.readDataToEndOfFile()
                        process.waitForExit()
                        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
                    })
            }.start()
        }
    }
}
