import HTTPServer

/// `GET /sounds/{id}.wav` (`?variant=1…3`: a long-play sound's other loops) and `/sounds/{id}.{flac,ogg,mp3}` (an
/// upload in its own format): every catalog alike, answered on the worker thread when the file is in memory.
struct SoundFilesRoutes: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let sound = site.sound
        router.getImmediately("/sounds/{file}") { request in
            try sound.cachedSoundFile(request.parameters["file"] ?? "", request: request)
        } otherwise: { request in
            try await sound.soundFile(request.parameters["file"] ?? "", request: request)
        }
    }
}
