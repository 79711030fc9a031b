// hello-server [--port N] [--host ADDRESS]: a small web server on HTTPServer (libmicrohttpd). GET /hello/NAME
// answers "Hello, NAME!" as text, GET /hello.json?name=NAME as JSON; any other path is a 404. It prints the address
// it listens on (--port 0, the default, takes a free port) and stops cleanly on Ctrl-C or SIGTERM.
// The HTTPServer Getting Started article (Packages/HTTPServer/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import HTTPServer

let usage = "usage: hello-server [--port N] [--host ADDRESS]\n"
var arguments = ExampleArguments(program: "hello-server", usage: usage)
let host = arguments.option("--host") ?? "127.0.0.1"
let portText = arguments.option("--port") ?? "0"
guard let port = Int(portText), (0...65_535).contains(port) else {
    arguments.fail("--port: \"\(portText)\" is not a port (0-65535)")
}
guard arguments.isEmpty else { arguments.fail("unexpected \"\(arguments[0])\"") }

// SIGINT and SIGTERM are blocked before the server's threads start (they inherit the mask), then awaited below.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)

// The snippet: routes, a server on them, and a clean stop.
struct Greeting: Encodable { var greeting: String }
var router = Router()
router.get("/hello/{name}") { request in
    .text("Hello, \(request.parameters["name"] ?? "you")!")
}
router.get("/hello.json") { request in
    try .json(Greeting(greeting: "Hello, \(request.query["name"] ?? "you")!"))
}
let server = HTTPServer(configuration: ServerConfiguration(host: host, port: port), responder: router)
do {
    try server.start()
} catch {
    // A port in use or an address this machine does not have: HTTPServerError says which.
    FileHandle.standardError.write(Data("hello-server: \(error)\n".utf8))
    exit(1)
}
// Written at once (not buffered) so that a program reading the address does not wait for it.
FileHandle.standardOutput.write(Data("Listening on http://\(host):\(server.port)/hello/world\n".utf8))

var received: Int32 = 0
sigwait(&stopSignals, &received)
await server.stop()
print("Stopped")
