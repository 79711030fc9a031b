import Foundation
import HTTPServer

/// Why the sound feature refused a request (a sound file, the speaker setting); nothing changed. Renders itself
/// (`ResponseError`): the API's JSON error naming the field, the localized error page, and `formMessageKey` beside
/// the speaker setting's field.
enum SoundError: ResponseError, Equatable {
    /// No sound file has this name (an unknown sound, extension or variant).
    case notFound
    /// A name the request may not carry.
    case unknownField(String)
    /// A speaker device that is not an ALSA device name (`SpeakerDeviceName`), or not a string or null.
    case invalidDevice
    /// The speaker setting was changed while `--speaker` chose the device.
    case speakerSetByCommandLine

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .speakerSetByCommandLine: .conflict
        case .unknownField, .invalidDevice: .unprocessableContent
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .unknownField: "unknown_field"
        case .invalidDevice: "invalid_field"
        case .speakerSetByCommandLine: "set_by_command_line"
        }
    }

    var field: String? {
        switch self {
        case .notFound: nil
        case .unknownField(let name): name
        case .invalidDevice, .speakerSetByCommandLine: "device"
        }
    }

    var message: String {
        switch self {
        case .notFound: "Nothing has this id."
        case .unknownField(let name): "“\(name)” is not a field of this resource."
        case .invalidDevice:
            "“device”: an ALSA device name such as default, hw:1,0 or plughw:CARD=Device,DEV=0 (letters, digits and "
                + "_-.:,=; at most 64 characters), or null for off."
        case .speakerSetByCommandLine:
            "“device”: the speaker was set by the command line (--speaker or HEARTH_SPEAKER), which wins over the setting."
        }
    }

    /// The locale key of the message shown beside the speaker setting's field.
    var formMessageKey: String {
        switch self {
        case .invalidDevice: "noise.errors.speakerDevice"
        case .speakerSetByCommandLine: "noise.speakerSettings.setByCommandLine"
        case .notFound, .unknownField: "server.errors.badRequest.message"
        }
    }
}
