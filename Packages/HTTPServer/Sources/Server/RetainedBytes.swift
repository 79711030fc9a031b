/// A response body kept alive while libmicrohttpd sends it straight from the array's storage.
///
/// The array is never mutated after it is boxed, so its storage (and the pointer handed to libmicrohttpd) stays
/// valid until `Trampolines.releaseBytes` drops the box.
final class RetainedBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}
