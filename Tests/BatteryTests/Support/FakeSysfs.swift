import Foundation

/// A fake `/sys/class/power_supply` in a temporary folder: one directory per supply, one file per attribute.
final class FakeSysfs {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("fake-sysfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `supply/file` with each value followed by a newline, as the kernel does.
    @discardableResult
    func supply(_ name: String, _ attributes: [String: String]) throws -> FakeSysfs {
        let directory = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (file, value) in attributes {
            try Data((value + "\n").utf8).write(to: directory.appendingPathComponent(file))
        }
        return self
    }
}
