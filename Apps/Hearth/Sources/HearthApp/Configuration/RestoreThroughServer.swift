import Foundation
import HearthBasics

/// `hearth restore FILE` while a server runs on the data directory: the file is uploaded to the server's
/// `POST /api/v1/backups/restore` on the loopback address `server.lock` names (trusted unless
/// `HEARTH_TRUST_LOOPBACK=false`; then the access code is sent from `HEARTH_ACCESS_CODE`), and the server's
/// `GET /api/v1/backups` is read until the restarted server says how the restore went. A server started with
/// `--tls-self-signed` is verified against its own authority in the data directory (`tls/hearth-ca.pem`).
struct RestoreThroughServer {
    /// Why the server did not restore the file, with `hearth restore`'s exit code.
    struct Refusal: Error {
        var message: String
        var code: Int32
    }

    let server: ServerLock.Holder
    let accessCode: String?
    /// The authority the server's certificate is checked against: Hearth's own when it made one, else the system's.
    let authorityFile: String?

    /// Restores through `server`, sending `accessCode` when it is set; over HTTPS, the certificate is checked
    /// against the self-signed authority in `dataDirectory` when there is one.
    init(server: ServerLock.Holder, accessCode: String?, dataDirectory: URL) {
        self.server = server
        self.accessCode = accessCode
        let authority = dataDirectory.appendingPathComponent(SelfSignedTLS.folderName, isDirectory: true)
            .appendingPathComponent(SelfSignedTLS.authorityFile).path
        authorityFile = FileManager.default.fileExists(atPath: authority) ? authority : nil
    }

    /// How long the restarted server is waited for.
    static let patience: TimeInterval = 60

    /// Uploads `file` and waits for the outcome.
    /// - Returns: The outcome's message (restored, and where the database it replaced is saved).
    /// - Throws: `Refusal`: 5 unreachable, 3 the server refused the file, 4 the server refused the request,
    ///   1 the restore failed.
    func restore(_ file: URL) async throws(Refusal) -> String {
        let bytes: [UInt8]
        do { bytes = [UInt8](try Data(contentsOf: file)) } catch {
            throw Refusal(message: "cannot read \(file.path): \(error.localizedDescription)", code: 3)
        }
        let asked = Date()
        var headers = [("Content-Type", "application/vnd.sqlite3")]
        if let accessCode, !accessCode.isEmpty { headers.append(("Authorization", "Bearer \(accessCode)")) }
        let sent = await OutboundHTTP.send(
            URL(string: server.url + "api/v1/backups/restore")!, post: bytes, headers: headers, timeout: 120,
            maxBytes: 1 << 20, authorityFile: authorityFile)
        let reply: OutboundHTTP.Reply
        switch sent {
        case .success(let answer): reply = answer
        case .failure(let failure): throw unreachable(OutboundHTTP.describe(failure))
        }
        guard reply.status == 202 else {
            let message = Self.errorMessage(reply.body) ?? "status \(reply.status)"
            switch reply.status {
            case 422: throw Refusal(message: message, code: 3)
            case 401:
                throw Refusal(
                    message: "the server wants the access code: set HEARTH_ACCESS_CODE and run this again", code: 4)
            default: throw Refusal(message: "the server refused the restore: \(message)", code: 4)
            }
        }
        return try await outcome(after: asked)
    }

    private func outcome(after asked: Date) async throws(Refusal) -> String {
        let deadline = Date().addingTimeInterval(Self.patience)
        while Date() < deadline {
            try? await Task.sleep(nanoseconds: 200_000_000)
            let answer = await OutboundHTTP.send(
                URL(string: server.url + "api/v1/backups")!, headers: [], timeout: 5, maxBytes: 4 << 20,
                authorityFile: authorityFile)
            guard case .success(let reply) = answer, reply.status == 200,
                let listing = try? JSONDecoder().decode(Listing.self, from: Data(reply.body)),
                let last = listing.lastRestore, let at = InstantFormat.date(from: last.at),
                at >= asked.addingTimeInterval(-1)
            else { continue }
            guard last.state == "restored" else { throw Refusal(message: last.error ?? "the restore failed", code: 1) }
            return "Restored \(last.restored) through the server at \(server.url)"
                + (last.savedAs.map { "; the database it replaced is saved as backups/\($0)" } ?? "")
        }
        throw unreachable("it did not come back within \(Int(Self.patience)) s after the restore started")
    }

    private func unreachable(_ reason: String) -> Refusal {
        Refusal(
            message: "a Hearth server holds the lock on the data directory (pid \(server.pid), \(server.url)) but "
                + "could not be reached: \(reason). Check that it runs (systemctl status hearth), or stop it and run "
                + "hearth restore again.",
            code: 5)
    }

    private struct Listing: Decodable {
        struct Outcome: Decodable {
            var state: String
            var restored: String
            var at: String
            var savedAs: String?
            var error: String?
        }
        var lastRestore: Outcome?
    }

    private struct Envelope: Decodable {
        struct Body: Decodable { var message: String; var field: String? }
        var error: Body
    }

    static func errorMessage(_ body: [UInt8]) -> String? {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(body)) else { return nil }
        return envelope.error.field.map { "\($0): \(envelope.error.message)" } ?? envelope.error.message
    }
}
