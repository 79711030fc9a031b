import Foundation

/// Starts a Python fixture server of `Tests/HearthTests/Fixtures/` as a child process and reads the port it prints
/// on its first line. The read blocks until Python has started (seconds on a busy machine), so it runs on a thread
/// of its own: on the cooperative pool, two such reads took both pool threads of a 2-core machine and stalled every
/// other test until their sockets timed out.
enum FixtureServerProcess {
    /// Runs `python3 script arguments…` and waits, off the pool, for its port.
    /// - Returns: The running process and its port.
    /// - Throws: The launch error, or `CocoaError(.fileReadCorruptFile)` when the first line is not a port.
    static func start(script: String, arguments: [String]) async throws -> (process: Process, port: Int) {
        let path = TestApp.webDirectory.deletingLastPathComponent()
            .appendingPathComponent("Tests/HearthTests/Fixtures/\(script)").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reader = output.fileHandleForReading
        let line = await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
            Thread {
                var line = Data()
                while !line.contains(UInt8(ascii: "\n")) {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    line.append(chunk)
                }
                continuation.resume(returning: line)
            }.start()
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        return (process, port)
    }
}
