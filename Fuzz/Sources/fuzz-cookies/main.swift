import Foundation
import FuzzDriver

@testable import HTTPServer

// `Cookie` header values as a request carries them: each input line is one header value.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        let values = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        _ = CookieParser.parse(values)
        _ = Request(method: .get, path: "/", headers: HTTPHeaders(values.map { (name: "Cookie", value: $0) })).cookies
    })
