import CCrypto

/// OpenSSL memory BIOs for reading and writing PEM text.
enum PEMBuffer {
    /// Runs `body` with a read-only BIO over `bytes`.
    static func read<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> T?) throws(TLSError) -> T? {
        let bio = bytes.withUnsafeBytes { BIO_new_mem_buf($0.baseAddress, Int32($0.count)) }
        guard let bio else { throw .openSSL("BIO_new_mem_buf") }
        defer { BIO_free(bio) }
        return body(bio)
    }

    /// Runs `body` with an empty memory BIO and returns what it wrote.
    /// - Throws: `TLSError` when `body` returns anything but 1.
    static func write(_ body: (OpaquePointer) -> Int32) throws(TLSError) -> [UInt8] {
        guard let bio = BIO_new(BIO_s_mem()) else { throw .openSSL("BIO_new") }
        defer { BIO_free(bio) }
        guard body(bio) == 1 else { throw .openSSL("PEM_write") }
        var data: UnsafeMutablePointer<CChar>?
        let count = BIO_ctrl(bio, BIO_CTRL_INFO, 0, &data)
        guard count > 0, let data else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }
}
