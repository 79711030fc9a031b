import HTTPServer

/// "Open on your phone" for a template (`partials/qr`, `partials/qr-corner`): the LAN address and its QR code.
struct PhoneLinkView: Sendable {
    /// The address the code holds.
    var url: String
    /// The QR code image (`/phone-link.svg`).
    var imageHref: String
    /// The image's text alternative, with the address.
    var alt: String
    /// False when Hearth listens on this machine only (the code would not work from a phone).
    var reachesNetwork: Bool
    /// With `--tls-self-signed`: where other screens download the authority to trust.
    var authorityHref: String?
}

extension Site {
    /// The phone link of this request's page, in its language.
    func phoneLinkView(for request: Request, language: Language) -> PhoneLinkView {
        let (url, reachesNetwork) = phoneLink.address(for: request)
        return PhoneLinkView(
            url: url, imageHref: "/phone-link.svg",
            alt: strings.string("devices.phone.alt", language, ["url": url]), reachesNetwork: reachesNetwork,
            authorityHref: tls?.selfSigned == nil ? nil : "/hearth-ca.pem")
    }
}
