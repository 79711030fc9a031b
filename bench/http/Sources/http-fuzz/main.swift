// libFuzzer harness for HTTPServer's parsers: request target, query, urlencoded and multipart forms,
// cookies, media types, HTTP dates. Every input must return or throw; a trap is a bug.
// Build and run (see README.md): swift build --build-path .build-fuzz --product http-fuzz \
//   -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
import Glibc

@testable import HTTPServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? RequestTarget.parse(bytes)
    _ = try? URLEncodedFormParser.parse(bytes)
    _ = try? MultipartParser(boundary: "b").parse(bytes)
    _ = try? PercentDecoding.decode(bytes, plusAsSpace: false)
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? QueryItems(parsing: text)
    _ = HTTPDate.parse(text)
    _ = MediaType(parsing: text)
    _ = CookieParser.parse([text])
    let request = Request(method: .post, path: "/", headers: ["Content-Type": text], body: bytes)
    _ = try? request.form()
    let multipart = Request(
        method: .post, path: "/", headers: ["Content-Type": "multipart/form-data; boundary=b"], body: bytes)
    _ = try? multipart.form()
    _ = ServerSentEvent(id: text, event: text, data: text).encoded
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzer(&argc, &argv, fuzzOne))
