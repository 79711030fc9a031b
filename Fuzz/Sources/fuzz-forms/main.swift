import Foundation
import FuzzDriver
import HTTPServer

// A form body as `Request.form()` reads it: the first line is the Content-Type header (URL-encoded or multipart with
// its boundary), the rest is the body.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let contentType = String(decoding: bytes[..<newline], as: UTF8.self)
        let body = Array(bytes[min(newline + 1, bytes.endIndex)...])
        let request = Request(method: .post, path: "/", headers: ["Content-Type": contentType], body: body)
        _ = try? request.form()
        _ = try? URLEncodedFormParser.parse(body)
    })
