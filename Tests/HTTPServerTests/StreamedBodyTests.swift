import Foundation
import HTTPServer
import OffPoolTesting
import Testing

/// A route with a `StreamedBody` takes bodies past the general limit as a file in its folder, up to its own limit;
/// the file is gone once the request is answered, and a body over the route's limit is drained and answered 413
/// with nothing left behind. Other routes keep the general limit.
@Suite(.serialized) struct StreamedBodyTests {
    private var limits: ServerLimits {
        var limits = ServerLimits()
        limits.maxBodyBytes = 64 * 1024
        limits.maxDrainBytes = 16 * 1024 * 1024
        limits.idleTimeoutSeconds = 5
        return limits
    }

    /// The names in `folder` (hidden ones too).
    private static func names(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// `/echo` (in memory) and `/upload` (streamed to `folder`, 1 MiB): the upload answers the file's bytes, with
    /// what the handler saw as headers.
    private func router(folder: URL) -> Router {
        var router = echoRouter()
        router.post("/upload", body: .streamedBody(toFileIn: folder, limit: 1024 * 1024, prefix: ".test-tmp-")) {
            request in
            let bytes = try request.bodyFile?.read() ?? []
            return Response(
                status: .ok,
                headers: [
                    "Content-Type": "application/octet-stream", "X-Memory-Body": "\(request.body.count)",
                    "X-Files": Self.names(in: folder).joined(separator: ","),
                ], body: .bytes(bytes))
        }
        return router
    }

    private func withFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    @Test func aBodyPastTheGeneralLimitArrivesAsAFileThatIsRemovedAfterTheAnswer() async throws {
        try await withFolder { folder in
            try await withServer(limits: limits, responder: router(folder: folder)) { _, port in
                let body = (0..<(700 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                let answer = try await request(port: port, "POST", "/upload", body: body)
                #expect(answer.status == 200)
                #expect(answer.body == body)
                #expect(answer.header("X-Memory-Body") == "0")
                let seen = answer.header("X-Files") ?? ""
                #expect(seen.hasPrefix(".test-tmp-") && !seen.contains(","), "\(seen)")
                #expect(await eventually { Self.names(in: folder).isEmpty }, "\(Self.names(in: folder))")
                // The general limit still holds for the other routes.
                #expect(try await request(port: port, "POST", "/echo", body: body).status == 413)
            }
        }
    }

    @Test func aBodyPastTheRoutesLimitIsDrainedAnswered413AndLeavesNoFile() async throws {
        try await withFolder { folder in
            try await withServer(limits: limits, responder: router(folder: folder)) { _, port in
                // Sent whole before reading, without a declared length (chunked): the 413 is read, not a broken pipe.
                let chunk = String(repeating: "z", count: 64 * 1024)
                var chunked = "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                for _ in 0..<24 { chunked += String(64 * 1024, radix: 16) + "\r\n" + chunk + "\r\n" }
                chunked += "0\r\n\r\n"
                let text = chunked
                let status = try await offPool { () -> Int in
                    let connection = try TestConnection(port: port)
                    try connection.send(text)
                    return try connection.readResponse().status
                }
                #expect(status == 413)
                // Declared past what the server drains: answered from the headers alone.
                let declared = try await rawRequest(
                    port: port, "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 20000000\r\n\r\n")
                #expect(declared.status == 413)
                #expect(await eventually { Self.names(in: folder).isEmpty }, "\(Self.names(in: folder))")
            }
        }
    }

    @Test func aClientThatHangsUpMidBodyLeavesNoFile() async throws {
        try await withFolder { folder in
            try await withServer(limits: limits, responder: router(folder: folder)) { _, port in
                try await offPool {
                    let connection = try TestConnection(port: port)
                    try connection.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 900000\r\n\r\n")
                    try connection.send([UInt8](repeating: 1, count: 300_000))
                    connection.close()
                }
                // Gone when the server sees the hang-up (at the latest when the idle connection times out).
                #expect(
                    await eventually(within: .seconds(20)) { Self.names(in: folder).isEmpty },
                    "\(Self.names(in: folder))")
                #expect(try await request(port: port, "/hello/ok").status == 200)
            }
        }
    }
}
