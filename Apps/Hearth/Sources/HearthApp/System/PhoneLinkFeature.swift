import Foundation
import HTTPServer

/// How a phone or another screen reaches Hearth: the QR code of its LAN address (`/phone-link.svg`, shown by the
/// `partials/qr` template in settings and on request on `/display`), and with `--tls-self-signed` the authority
/// certificate to trust (`/hearth-ca.pem`). Service: `PhoneLink` (`site.phoneLink`); strings: `devices.phone.*`.
enum PhoneLinkFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        router.get("/phone-link.svg") { request in try qrCode(request, site: site) }
        router.get("/hearth-ca.pem") { _ in try authority(site: site) }
    }

    /// The QR code of the LAN address, revalidated on every use (the address can change with a new lease).
    static func qrCode(_ request: Request, site: Site) throws -> Response {
        let svg = try site.phoneLink.svg(for: site.phoneLink.address(for: request).url)
        let etag = "\"" + String(Crypto.sha256(svg).prefix(10).map { String(format: "%02x", $0) }.joined()) + "\""
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "no-cache"]
        if request.headers["If-None-Match"] == etag { return Response(status: .notModified, headers: headers) }
        headers["Content-Type"] = "image/svg+xml; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .bytes(svg))
    }

    /// The certificate of Hearth's own authority, for other screens to install; 404 unless `--tls-self-signed`.
    static func authority(site: Site) throws -> Response {
        guard let pem = site.tls?.selfSigned?.authorityPEM else {
            throw HTTPError(
                .notFound, code: "not_found", message: "Hearth does not use its own certificate (--tls-self-signed).")
        }
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "application/x-x509-ca-cert", "Cache-Control": "no-cache",
                "Content-Disposition": "attachment; filename=\"hearth-ca.crt\"",
            ], body: .bytes(pem))
    }
}
