import HTTPServer
import Testing

@Suite struct ReadmeExampleTests {
    /// The code of Packages/HTTPServer/README.md's usage section, with a request added before the stop.
    @Test func readmeExampleRuns() async throws {
        var router = Router()
        router.get("/hello/{name}") { request in
            .text("Hello, \(request.parameters["name"] ?? "you")!")
        }
        let events = EventHub()
        router.get("/events") { request in events.response(for: request) }

        let server = HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0), responder: router)
        try server.start()
        print("Listening on http://127.0.0.1:\(server.port)/hello/world")
        events.publish(event: "greeting", data: "hi")
        events.publish(event: "screens", data: "{}", topic: "screens")  // only to /events?topics=screens

        let response = try await request(port: server.port, "/hello/world")
        #expect(response.status == 200)
        #expect(response.text == "Hello, world!")
        await server.stop()
    }
}
