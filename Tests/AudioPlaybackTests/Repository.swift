import Foundation

/// Paths inside the repository, found from this file's location.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let web = root.appendingPathComponent("web")
}
