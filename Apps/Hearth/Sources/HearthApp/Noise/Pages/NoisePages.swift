import AudioPlayback
import Foundation
import HTTPServer

/// The noise page (`GET /noise`) and its forms, thin adapters over `NoiseService`. Playing, stopping, volumes, the
/// timer and "+15 min" are open to every client (like the display); saving or deleting a mix and uploading or
/// deleting a sound need the access code. With `Accept: application/json` the forms answer the player state.
struct NoisePages: Sendable {
    let site: Site

    private var noise: NoiseService { site.noise }

    func register(in router: inout Router) {
        router.get("/noise") { request in try await show(request) }
        router.post("/noise") { request in
            try await change(request) { post in
                try NoiseForm.change(from: post.form, current: noise.state.mix)
            }
        }
        router.post("/noise/sound") { request in
            try await change(request) { post in
                NoiseForm.tileChange(sound: post.form["sound"] ?? "", mode: post.form["mode"], current: noise.state)
            }
        }
        router.post("/noise/play-mix") { request in
            try await change(request) { post in
                let link = MixLink.parse(mix: post.form["mix"], volume: post.form["volume"])
                return NoiseChange(playing: true, volume: link?.mix.volume, mix: link?.mix.tracks ?? [])
            }
        }
        router.post("/noise/extend") { request in try await extend(request) }
        router.post("/noise/mixes") { request in try await saveMix(request) }
        router.post("/noise/mixes/{id}/play") { request in try await playMix(request) }
        router.get("/noise/mixes/{id}/delete") { request in try await confirmDeleteMix(request) }
        router.post("/noise/mixes/{id}/delete") { request in try await deleteMix(request) }
        router.post("/noise/sounds") { request in try await upload(request) }
        router.get("/noise/sounds/{id}/delete") { request in try await confirmDeleteSound(request) }
        router.post("/noise/sounds/{id}/delete") { request in try await deleteSound(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flash = request.query["saved"].flatMap { savedFlash($0, context.language) }
        return try await page(request: request, context: context, flash: flash, failure: nil)
    }

    /// A player form: the change it asks for, applied; back to the page (or JSON for scripts).
    private func change(
        _ request: Request, _ makeChange: (FormPost) throws -> NoiseChange
    ) async throws -> Response {
        let post = try await site.formPost(request)
        do {
            let state = try await noise.apply(try makeChange(post))
            return post.wantsJSON ? .stableJSON(state) : .redirect(to: returnPath(post))
        } catch let error as NoiseError where !post.wantsJSON {
            return try await page(request: request, context: post.context, flash: nil, failure: error)
        }
    }

    private func extend(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        do {
            let state = try await noise.extend()
            return post.wantsJSON ? .stableJSON(state) : .redirect(to: returnPath(post))
        } catch let error as NoiseError where !post.wantsJSON {
            return try await page(request: request, context: post.context, flash: nil, failure: error)
        }
    }

    private func saveMix(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/noise")
        let state = noise.state
        do {
            let mix = try await noise.saveMix(
                name: post.form["name"] ?? "", mix: Mix(tracks: state.mix, volume: state.volume))
            return post.wantsJSON ? .stableJSON(mix, status: .created) : .redirect(to: "/noise?saved=mix#mixes")
        } catch let error as NoiseError where !post.wantsJSON {
            return try await page(
                request: request, context: post.context, flash: nil, failure: error, mixName: post.form["name"] ?? "")
        }
    }

    private func playMix(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: NoiseError.notFound)
        guard let mix = try await noise.mixes().first(where: { $0.id == id }) else { throw NoiseError.notFound }
        let state = try await noise.apply(NoiseChange(playing: true, volume: mix.mix.volume, mix: mix.mix.tracks))
        return post.wantsJSON ? .stableJSON(state) : .redirect(to: "/noise")
    }

    private func confirmDeleteMix(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: NoiseError.notFound)
        guard let mix = try await noise.mixes().first(where: { $0.id == id }) else { throw NoiseError.notFound }
        let language = context.language
        let view = NoiseDeleteView(
            question: site.strings.string("noise.mixes.deleteQuestion", language, ["name": mix.name]),
            action: "/noise/mixes/\(mix.id.uuidString.lowercased())/delete",
            confirmLabel: site.strings.string("noise.mixes.deleteConfirm", language),
            writeLocked: !context.canWrite, lockedText: site.strings.string("noise.mixes.locked", language))
        return try site.render(
            Page(template: "noise/delete", titleKey: "noise.titles.deleteMix", section: "/noise", view: view),
            request: request, context: context)
    }

    private func deleteMix(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/noise")
        let id = try request.parameters.require("id", as: UUID.self, notFound: NoiseError.notFound)
        try await noise.deleteMix(id: id)
        return post.wantsJSON ? Response(status: .noContent) : .redirect(to: "/noise?saved=mixDeleted#mixes")
    }

    private func upload(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/noise")
        let name = post.form["name"] ?? ""
        do {
            guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
                throw NoiseError.invalidField(field: "file", rule: .fileMissing)
            }
            let sound = try await noise.upload(name: name, bytes: file.bytes)
            return post.wantsJSON
                ? .stableJSON(SoundBody(sound), status: .created) : .redirect(to: "/noise?saved=sound#upload")
        } catch let error as NoiseError where !post.wantsJSON {
            return try await page(request: request, context: post.context, flash: nil, failure: error, uploadName: name)
        }
    }

    private func confirmDeleteSound(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        guard let sound = noise.sound(id: request.parameters["id"] ?? ""), sound.isCustom else {
            throw NoiseError.notFound
        }
        let language = context.language
        let view = NoiseDeleteView(
            question: site.strings.string("noise.upload.deleteQuestion", language, ["name": sound.name(language)]),
            action: "/noise/sounds/\(sound.id)/delete",
            confirmLabel: site.strings.string("noise.upload.deleteConfirm", language),
            writeLocked: !context.canWrite, lockedText: site.strings.string("noise.upload.locked", language))
        return try site.render(
            Page(template: "noise/delete", titleKey: "noise.titles.deleteSound", section: "/noise", view: view),
            request: request, context: context)
    }

    private func deleteSound(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/noise")
        try await noise.deleteSound(id: request.parameters["id"] ?? "")
        return post.wantsJSON ? Response(status: .noContent) : .redirect(to: "/noise?saved=soundDeleted")
    }

    /// Where a form goes back to: the home page's card sends `redirect=/`; everything else returns to `/noise`.
    private func returnPath(_ post: FormPost) -> String {
        post.form["redirect"] == "/" ? "/" : "/noise"
    }

    private func savedFlash(_ what: String, _ language: Language) -> Flash? {
        let key: String
        switch what {
        case "mix": key = "noise.mixes.saved"
        case "mixDeleted": key = "noise.mixes.deleted"
        case "sound": key = "noise.upload.uploaded"
        case "soundDeleted": key = "noise.upload.deleted"
        default: return nil
        }
        return .success(site.strings.string(key, language))
    }

    private func page(
        request: Request, context: RequestContext, flash: Flash?, failure: NoiseError?, mixName: String = "",
        uploadName: String = ""
    ) async throws -> Response {
        let builder = NoisePageBuilder(site: site, language: context.language)
        let view = try await builder.view(
            query: request.query["q"] ?? "",
            shared: MixLink.parse(mix: request.query["mix"], volume: request.query["volume"]),
            flash: flash, failure: failure, mixName: mixName, uploadName: uploadName)
        return try site.render(
            Page(
                template: "noise/page", titleKey: "noise.titles.page", section: "/noise", view: view,
                status: failure?.status ?? .ok),
            request: request, context: context)
    }
}

/// The confirmation page before deleting a mix or an uploaded sound.
struct NoiseDeleteView: Sendable {
    var question: String
    var action: String
    var confirmLabel: String
    var writeLocked: Bool
    var lockedText: String
}
