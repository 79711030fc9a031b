extension SpeakerMix {
    /// Checks every volume and stream, naming the first field that is wrong.
    ///
    /// - Throws: ``SpeakerError/invalidMix(field:reason:)``, e.g. field `layers[1].volume`.
    public func validate() throws(SpeakerError) {
        guard volume.isFinite, (0...1).contains(volume) else {
            throw .invalidMix(field: "volume", reason: "must be between 0 and 1, not \(volume)")
        }
        for (index, layer) in layers.enumerated() {
            guard layer.volume.isFinite, (0...1).contains(layer.volume) else {
                throw .invalidMix(
                    field: "layers[\(index)].volume", reason: "must be between 0 and 1, not \(layer.volume)")
            }
            if case .stream(_, let channels) = layer.sound, channels != 1 && channels != 2 {
                throw .invalidMix(field: "layers[\(index)].channels", reason: "must be 1 or 2, not \(channels)")
            }
        }
    }
}
