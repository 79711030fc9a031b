import Testing

extension TestClient.Reply {
    /// Expects a sound file served whole as `GET /sounds/{id}.wav` serves it (a WAV with its length, ranges offered,
    /// cached for a year as immutable, a strong ETag), and returns that ETag.
    func expectServedAsImmutableWAV(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        #expect(header("Content-Type") == "audio/wav", sourceLocation: sourceLocation)
        #expect(header("Content-Length") == String(body.count), sourceLocation: sourceLocation)
        #expect(header("Cache-Control") == "public, max-age=31536000, immutable", sourceLocation: sourceLocation)
        #expect(header("Accept-Ranges") == "bytes", sourceLocation: sourceLocation)
        let etag = try #require(header("ETag"), sourceLocation: sourceLocation)
        #expect(!etag.hasPrefix("W/"), sourceLocation: sourceLocation)
        return etag
    }
}
