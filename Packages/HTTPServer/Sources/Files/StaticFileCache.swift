import Glibc

/// The files a `StaticFiles` has read, kept in memory with their gzip variant and headers.
///
/// Bounded by `StaticFiles.CacheLimits`: files above `maxFileBytes` are never kept, and the oldest entries are
/// dropped when the total passes `maxTotalBytes`. An entry is checked against the file (device, inode, size,
/// modification time) at most once per `revalidateInterval`; a changed file is read again.
final class StaticFileCache: Sendable {
    /// One file as read, with what every answer for it needs.
    struct Entry: Sendable {
        var identity: FileIdentity
        var checkedAt: ContinuousClock.Instant
        var bytes: [UInt8]
        /// The gzip variant, when the type is compressible and gzip made it smaller.
        var gzip: [UInt8]?
        var etag: String
        var gzipETag: String
        var lastModified: String
        var headers: HTTPHeaders
        /// The headers of a `200`, built once: `[plain, gzip, versioned plain, versioned gzip]`.
        var answerHeaders: [HTTPHeaders]

        /// The headers of a `200` for a request with or without `v` in its query, gzip or not.
        func answerHeaders(versioned: Bool, gzip: Bool) -> HTTPHeaders {
            answerHeaders[(versioned ? 2 : 0) + (gzip ? 1 : 0)]
        }

        /// The bytes a cache entry holds against `maxTotalBytes`.
        var cost: Int { bytes.count + (gzip?.count ?? 0) }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var totalBytes = 0
        var rootPath: String?
    }

    private let state = Locked(State())
    let limits: StaticFiles.CacheLimits

    init(limits: StaticFiles.CacheLimits) {
        self.limits = limits
    }

    /// The root's real path, resolved once.
    func rootPath(of root: String) -> String? {
        if let path = state.withLock({ $0.rootPath }) { return path }
        guard let resolved = realpath(root, nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        state.withLock { $0.rootPath = path }
        return path
    }

    /// The entry for a relative path if it is still current; checks the file at most once per interval.
    func current(_ key: String, root: String) -> Entry? {
        let now = ContinuousClock.now
        guard let entry = state.withLock({ $0.entries[key] }) else { return nil }
        if now - entry.checkedAt < limits.revalidateInterval { return entry }
        guard let rootPath = rootPath(of: root), let identity = FileIdentity(path: rootPath + "/" + key),
            identity == entry.identity
        else {
            remove(key)
            return nil
        }
        state.withLock { $0.entries[key]?.checkedAt = now }
        return entry
    }

    /// Keeps an entry when it fits the limits, dropping the oldest entries to make room.
    func store(_ key: String, _ entry: Entry) {
        guard entry.bytes.count <= limits.maxFileBytes, entry.cost <= limits.maxTotalBytes else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) {
                state.totalBytes -= old.cost
                state.order.removeAll { $0 == key }
            }
            while state.totalBytes + entry.cost > limits.maxTotalBytes, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                if let dropped = state.entries.removeValue(forKey: oldest) { state.totalBytes -= dropped.cost }
            }
            state.entries[key] = entry
            state.order.append(key)
            state.totalBytes += entry.cost
        }
    }

    /// Forgets one entry.
    func remove(_ key: String) {
        state.withLock { state in
            guard let old = state.entries.removeValue(forKey: key) else { return }
            state.totalBytes -= old.cost
            state.order.removeAll { $0 == key }
        }
    }

    /// The number of cached files and their bytes (the gzip variants included).
    var usage: (files: Int, bytes: Int) {
        state.withLock { ($0.entries.count, $0.totalBytes) }
    }
}

/// What identifies one version of a file: device, inode, size and modification time.
struct FileIdentity: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The identity of a regular file (symbolic links followed), or `nil` for anything else.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
    }
}
