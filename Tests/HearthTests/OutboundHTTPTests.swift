import Foundation
import Testing

@testable import HearthApp

/// Outbound requests through libcurl loaded on first use, against a real local receiver.
@Suite("Outbound HTTP (webhooks, holiday feeds) through libcurl loaded on first use")
struct OutboundHTTPTests {
    @Test func aPostCarriesItsBodyAndHeadersAndReadsTheStatus() async throws {
        let receiver = try await WebhookReceiver()
        defer { receiver.stop() }
        let body = Array(#"{"event":"test"}"#.utf8)
        let sent = await OutboundHTTP.send(
            try #require(URL(string: receiver.url("/ok"))), post: body,
            headers: [("Content-Type", "application/json"), ("X-Hearth-Event", "test")], timeout: 5, maxBytes: 1024)
        guard case .success(let reply) = sent else {
            Issue.record("the POST failed: \(sent)")
            return
        }
        #expect(reply.status == 204)
        let received = try await receiver.wait { $0.count == 1 }
        #expect(received[0].body == String(decoding: body, as: UTF8.self))
        #expect(received[0].header("X-Hearth-Event") == "test")
        #expect(received[0].header("Content-Type") == "application/json")
    }

    @Test func aGetStopsAtTheSizeLimit() async throws {
        let receiver = try await WebhookReceiver()
        defer { receiver.stop() }
        try String(repeating: "x", count: 10_000).write(
            to: receiver.files.appendingPathComponent("big.txt"), atomically: true, encoding: .utf8)
        let url = try #require(URL(string: receiver.url("/files/big.txt")))
        let whole = await OutboundHTTP.send(url, headers: [], timeout: 5, maxBytes: 10_000)
        #expect((try? whole.get().body.count) == 10_000)
        let cut = await OutboundHTTP.send(url, headers: [], timeout: 5, maxBytes: 9_999)
        #expect(cut == .failure(.tooLarge(9_999)))
    }

    @Test func aReplyCarriesTheAnswersHeaderFields() async throws {
        // Given a file on the receiver (Python's http.server names itself in `Server`)
        let receiver = try await WebhookReceiver()
        defer { receiver.stop() }
        try "hello".write(to: receiver.files.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        // When it is fetched
        let reply = try await OutboundHTTP.send(
            try #require(URL(string: receiver.url("/files/a.txt"))), headers: [], timeout: 5, maxBytes: 1024
        ).get()
        // Then its header fields come with it, looked up without case
        #expect(reply.header("content-length") == "5")
        #expect(reply.header("SERVER")?.hasPrefix("BaseHTTP") == true)
        #expect(reply.header("Date").map { $0.hasSuffix(" GMT") } == true)
        #expect(reply.header("Expires") == nil)
        #expect(!reply.headers.contains { $0.name.hasPrefix("HTTP/") })
    }

    @Test func noAnswerInTimeAndNoListenerAreNamed() async throws {
        let receiver = try await WebhookReceiver()
        // The receiver answers /late (204) only once released, and it is released only after the send returned:
        // a timed-out failure is the sender giving up on its own timeout, not waiting for that late answer.
        let late = try #require(URL(string: receiver.url("/late")))
        #expect(
            await OutboundHTTP.send(late, post: [], headers: [], timeout: 0.5, maxBytes: 1024) == .failure(.timedOut))
        receiver.releaseLateAnswers()
        #expect(try await receiver.wait { $0.contains { $0.path == "/late" } }.count == 1)
        // Once the receiver is gone, its port refuses connections.
        let port = try #require(URL(string: receiver.url("/ok")))
        receiver.stop()
        #expect(await OutboundHTTP.send(port, post: [], headers: [], timeout: 5, maxBytes: 1024) == .failure(.refused))
        #expect(OutboundHTTP.describe(.refused) == "the server refused the connection")
    }

    @Test func onlyHTTPAndHTTPSAreSent() async throws {
        let file = try #require(URL(string: "file:///etc/hostname"))
        guard case .failure(let failure) = await OutboundHTTP.send(file, headers: [], timeout: 5, maxBytes: 1024)
        else {
            Issue.record("a file: URL must not be read")
            return
        }
        #expect(failure != .timedOut)
    }
}
