import Foundation
import FuzzDriver

@testable import HTTPServer

// The request line's target as the server parses it (path and query percent-decoding, dot segments, absolute form),
// then the same bytes as a bare query string and through both percent-decoding modes.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        _ = try? RequestTarget.parse(bytes)
        if let text = try? PercentDecoding.string(fromUTF8: bytes) { _ = try? QueryItems(parsing: text) }
        _ = try? PercentDecoding.decode(bytes, plusAsSpace: true)
        _ = try? PercentDecoding.decodeBytes(bytes, plusAsSpace: false)
    })
