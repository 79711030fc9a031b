// Serves a ~12 KB HTML page at / (and /hello) for wrk and an event stream at /events (an event every
// BENCH_PUBLISH_MS milliseconds when that variable is set; BENCH_POOL_KB sets the connection memory); prints "ready <port>" once listening.
// Usage: http-bench-server [port] [threads]
import Foundation
import HTTPServer

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8099 : 8099
let threads = arguments.count > 2 ? Int(arguments[2]) ?? 2 : 2

let row = "<li class=\"day\"><a href=\"/days/1\">A day worth counting</a> <time>2026-11-22</time></li>\n"
let page =
    "<!doctype html><html><head><title>bench</title></head><body><ul>\n"
    + String(repeating: row, count: 12 * 1024 / row.utf8.count) + "</ul></body></html>\n"
let pageBytes = Array(page.utf8)

var router = Router()
// The same page twice: answered on the worker thread (/) and through the async path (/async).
router.get(
    "/",
    immediately: { _ in
        Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(pageBytes))
    })
router.get("/async") { _ in
    Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(pageBytes))
}
router.getImmediately("/hello") { _ in .text("hello") }
let hub = EventHub()
router.get("/events") { request in hub.response(for: request) }
router.get("/clients") { _ in .text("\(hub.clientCount)") }
if let text = ProcessInfo.processInfo.environment["BENCH_PUBLISH_MS"], let milliseconds = Int(text) {
    Task.detached {
        var count = 0
        while true {
            try await Task.sleep(for: .milliseconds(milliseconds))
            count += 1
            hub.publish(event: "tick", data: "\(count)")
        }
    }
}

var limits = ServerLimits()
limits.maxConnectionsPerIP = 1024
limits.maxConnections = 2000
if let text = ProcessInfo.processInfo.environment["BENCH_POOL_KB"], let kib = Int(text) {
    limits.connectionMemoryBytes = kib * 1024
}
let server = HTTPServer(
    configuration: ServerConfiguration(host: "127.0.0.1", port: port, threadPoolSize: threads, limits: limits),
    responder: router)
try server.start()
FileHandle.standardOutput.write(Data("ready \(server.port) page=\(pageBytes.count)B\n".utf8))
while true { sleep(3600) }
