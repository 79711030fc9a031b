import AudioPlayback
import Foundation
import HTTPServer

/// Why the noise feature refused a request; nothing changed. Renders itself (`ResponseError`): the API's JSON
/// error naming the field, the localized error page, and `formMessageKey` beside a form's field.
enum NoiseError: ResponseError, Equatable {
    /// A value out of its range or of the wrong type.
    case invalidField(field: String, rule: Rule)
    /// A name the request may not carry.
    case unknownField(String)
    /// A field the server computes (`stopsAt`, `state`).
    case readOnlyField(String)
    /// A sound id that is not in the catalog.
    case unknownSound(field: String, id: String)
    /// No mix or custom sound has this id.
    case notFound
    /// Another saved mix has this name.
    case mixNameTaken
    /// "+15 min" while nothing plays or no timer runs.
    case nothingToExtend
    /// A built-in sound cannot be deleted.
    case notCustomSound
    /// The speaker was chosen as an output but Hearth runs without one.
    case speakerOff
    /// An upload over the size limit.
    case fileTooLarge(limitBytes: Int)
    /// An upload whose first bytes are not WAV, FLAC, OGG or MP3.
    case unsupportedFileType
    /// An upload with a recognised header that is damaged or cut short.
    case damagedFile(reason: String)
    /// An upload (WAV or FLAC) that would decode to more 16-bit PCM than AudioPlayback's `decodedLimit`: the bytes it
    /// would take (nil when the file does not say), and the limit.
    case soundTooLong(decodedBytes: Int?, limitBytes: Int)

    /// The rule a value broke.
    enum Rule: String, Sendable, Equatable {
        case volume, sleepTimer, fadeOut, outputs, mixEmpty, mixTooLarge, mixDuplicate, name, boolean, soundId
        case fileMissing, mixList
    }

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .mixNameTaken, .nothingToExtend, .notCustomSound: .conflict
        case .fileTooLarge: HTTPStatus(code: 413)
        case .unsupportedFileType: HTTPStatus(code: 415)
        default: .unprocessableContent
        }
    }

    var code: String {
        switch self {
        case .invalidField, .speakerOff: "invalid_field"
        case .unknownField: "unknown_field"
        case .readOnlyField: "read_only_field"
        case .unknownSound: "unknown_sound"
        case .notFound: "not_found"
        case .mixNameTaken: "mix_name_taken"
        case .nothingToExtend: "nothing_to_extend"
        case .notCustomSound: "not_custom_sound"
        case .fileTooLarge: "file_too_large"
        case .unsupportedFileType: "unsupported_file_type"
        case .damagedFile: "damaged_file"
        case .soundTooLong: "sound_too_long"
        }
    }

    var field: String? {
        switch self {
        case .invalidField(let field, _), .unknownSound(let field, _): field
        case .unknownField(let name), .readOnlyField(let name): name
        case .mixNameTaken: "name"
        case .speakerOff: "outputs"
        case .fileTooLarge, .unsupportedFileType, .damagedFile, .soundTooLong: "file"
        case .nothingToExtend: "sleepTimerMinutes"
        case .notFound, .notCustomSound: nil
        }
    }

    var message: String {
        switch self {
        case .invalidField(let field, let rule): "“\(field)”: \(rule.englishMessage)"
        case .unknownField(let name): "“\(name)” is not a field of this resource."
        case .readOnlyField(let name): "“\(name)” is computed by the server and cannot be set."
        case .unknownSound(let field, let id): "“\(field)”: there is no sound “\(id)” (GET /api/v1/sounds lists them)."
        case .notFound: "Nothing has this id."
        case .mixNameTaken: "A saved mix with this name exists already."
        case .nothingToExtend: "Nothing is playing with a sleep timer, so there is nothing to extend."
        case .notCustomSound: "Only uploaded sounds can be deleted."
        case .speakerOff: "“outputs”: no speaker is set up (choose its device in the settings, or --speaker DEVICE)."
        case .fileTooLarge(let limit): "The file is larger than \(limit / 1_048_576) MB."
        case .unsupportedFileType: "The file is not WAV, FLAC, OGG or MP3 (judged by its first bytes)."
        case .damagedFile(let reason): "The file is damaged or cut short: \(reason)"
        case .soundTooLong(let bytes, let limit):
            "“file”: played at 48 kHz this sound takes "
                + (bytes.map { "\(Self.mebibytes($0)) MiB" } ?? "more than \(Self.mebibytes(limit)) MiB")
                + " of memory; the limit is \(Self.mebibytes(limit)) MiB (about \(Self.minutes(limit, channels: 2)) "
                + "minutes of stereo or \(Self.minutes(limit, channels: 1)) of mono)."
        }
    }

    /// Bytes in whole MiB, rounded up.
    static func mebibytes(_ bytes: Int) -> Int { bytes / 1_048_576 + (bytes % 1_048_576 == 0 ? 0 : 1) }

    /// The minutes of 48 kHz 16-bit audio of `channels` channels that `bytes` hold, to one decimal.
    static func minutes(_ bytes: Int, channels: Int) -> String {
        String(format: "%.1f", RenderOptions.duration(ofPCMBytes: bytes, channels: channels) / 60)
    }

    /// The locale key of the message shown beside the field on the noise page.
    var formMessageKey: String {
        switch self {
        case .invalidField(_, let rule): rule.messageKey
        case .unknownSound: "noise.errors.unknownSound"
        case .mixNameTaken: "noise.errors.mixNameTaken"
        case .nothingToExtend: "noise.errors.notPlaying"
        case .notCustomSound: "noise.errors.notCustom"
        case .speakerOff: "noise.errors.speakerOff"
        case .fileTooLarge: "noise.errors.fileTooLarge"
        case .unsupportedFileType: "noise.errors.fileType"
        case .damagedFile: "noise.errors.fileTruncated"
        case .soundTooLong: "noise.errors.soundTooLong"
        case .unknownField, .readOnlyField, .notFound: "server.errors.badRequest.message"
        }
    }
}

extension NoiseError {
    /// Why an uploaded file is refused, from AudioPlayback's reason.
    init(uploadError error: AudioFileError) {
        switch error {
        case .tooLarge: self = .fileTooLarge(limitBytes: AudioFileInfo.uploadLimit)
        case .unrecognized: self = .unsupportedFileType
        case .empty: self = .invalidField(field: "file", rule: .fileMissing)
        case .tooLong(let bytes, let limit): self = .soundTooLong(decodedBytes: bytes, limitBytes: limit)
        default: self = .damagedFile(reason: error.description)
        }
    }
}

extension NoiseError.Rule {
    var englishMessage: String {
        switch self {
        case .volume: "a volume is a number from 0 to 100."
        case .sleepTimer: "the sleep timer is null (off) or a whole number of minutes from 1 to 720."
        case .fadeOut: "the fade-out is a whole number of seconds from 10 to 1800."
        case .outputs:
            "outputs are \"all-displays\", \"display:<profile>\", \"client:<id>\" or \"speaker\", at least one."
        case .mixEmpty: "a playing mix needs at least one sound."
        case .mixList: "a mix is a list of {\"sound\": id, \"volume\": 0…100} objects."
        case .mixTooLarge: "a mix holds at most 8 sounds."
        case .mixDuplicate: "a sound appears twice in the mix."
        case .name: "a name has 1 to 60 characters and no control characters."
        case .boolean: "must be true or false."
        case .soundId: "must be a sound id (a string)."
        case .fileMissing: "choose an audio file."
        }
    }

    var messageKey: String {
        switch self {
        case .volume: "noise.errors.volume"
        case .sleepTimer: "noise.errors.timer"
        case .fadeOut: "noise.errors.fade"
        case .outputs: "noise.errors.outputs"
        case .mixEmpty: "noise.errors.mixEmpty"
        case .mixTooLarge: "noise.errors.mixTooLarge"
        case .mixDuplicate: "noise.errors.mixDuplicate"
        case .name: "noise.errors.name"
        case .boolean, .soundId, .mixList: "server.errors.badRequest.message"
        case .fileMissing: "noise.errors.fileMissing"
        }
    }
}
