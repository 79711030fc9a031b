import Foundation
import Glibc

/// Says that a `hearth serve` runs on a data directory: the server holds an exclusive `flock` on
/// `<data>/server.lock` while it listens and writes its address there (`pid port scheme`). Commands that write the
/// database behind the server's back (`hearth import`) ask `runningServer(in:)` first. The kernel drops the lock
/// when the process ends, however it ends, so a file left by `kill -9` names no running server.
final class ServerLock: Sendable {
    /// A server that holds the lock.
    struct Holder: Equatable, Sendable {
        var pid: Int32
        var port: Int
        var scheme: String

        /// Where a command on this machine reaches it.
        var url: String { "\(scheme)://127.0.0.1:\(port)/" }
    }

    /// The lock file's name in the data directory.
    static let fileName = "server.lock"

    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Takes the lock for this process and writes its address; nil when another process holds it or the file
    /// cannot be made (the server runs on without it).
    static func acquire(in dataDirectory: URL, port: Int, scheme: String) -> ServerLock? {
        let path = dataDirectory.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        let line = Array("\(getpid()) \(port) \(scheme)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = line.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return ServerLock(descriptor: descriptor, path: path)
    }

    /// Removes the file and lets the lock go (the server has stopped).
    func release() {
        unlink(path)
        close(descriptor)
    }

    /// The server running on `dataDirectory`, or nil when none holds the lock.
    static func runningServer(in dataDirectory: URL) -> Holder? {
        let path = dataDirectory.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return nil
        }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return holder(parsing: String(decoding: buffer.prefix(max(0, count)), as: UTF8.self))
    }

    /// The holder a lock file's line names (`pid port scheme`); a holder with port 0 when the line cannot be read.
    static func holder(parsing line: String) -> Holder {
        let parts = line.split(whereSeparator: \.isWhitespace)
        guard parts.count == 3, let pid = Int32(parts[0]), let port = Int(parts[1]) else {
            return Holder(pid: 0, port: 0, scheme: "http")
        }
        return Holder(pid: pid, port: port, scheme: String(parts[2]))
    }
}
