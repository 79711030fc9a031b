import HTTPServer

extension EventHub {
    /// Publishes an event of `kind` on `/events` with `value` as its data, sorted-keys JSON
    /// (`Response.stableJSONBytes`: identical values give identical bytes), to every page, or only to the pages that
    /// follow `topic`. A value that cannot be encoded is not published.
    func publish(_ kind: EventKind, json value: some Encodable, topic: String? = nil) {
        guard let bytes = try? Response.stableJSONBytes(value) else { return }
        publish(event: kind.name, data: String(decoding: bytes, as: UTF8.self), topic: topic)
    }
}
