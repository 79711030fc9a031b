import Foundation
import HTTPServer
import Logging
import Synchronization

/// Decides who may change things: loopback and trusted networks freely, everyone
/// else with the access code (a session cookie after logging in, or
/// `Authorization: Bearer <code>` for the API).
final class Authenticator: Sendable {
    /// Name of the session cookie (`HttpOnly; SameSite=Strict`).
    static let sessionCookie = "hearth_session"
    /// How long a session lives after its last use; wall displays stay signed in.
    static let sessionLifetime: TimeInterval = 400 * 24 * 3600

    private let database: AppDatabase
    private let trustedNetworks: [CIDR]
    private let trustLoopback: Bool
    private let logger: Logger
    private let codeHash: Mutex<String>
    private let accessCodeCost: UInt64
    /// SHA-256 digests of bearer codes already verified, so the slow KDF runs once per code.
    private let verifiedBearers = Mutex<Set<String>>([])
    let throttle = LoginThrottle()

    /// A code generated on this start, to show once; nil when one was already stored or configured.
    let generatedCode: String?

    /// Loads the stored access-code hash, storing `configuredCode` or a new random code first when needed.
    static func load(database: AppDatabase, configuration: Configuration, logger: Logger) async throws -> Authenticator
    {
        var generated: String?
        var stored = try await database.credentialHash(named: "accessCode")
        if let configured = configuration.accessCode {
            let matches: Bool
            if let stored { matches = await AccessCode.verified(configured, against: stored) } else { matches = false }
            if !matches {
                let hash = await AccessCode.hashed(configured, costN: configuration.accessCodeCost)
                try await database.replaceCredential(named: "accessCode", hash: hash)
                stored = hash
                logger.notice("Access code set from configuration; existing sessions were signed out")
            }
        } else if stored == nil {
            let code = AccessCode.generate()
            let hash = await AccessCode.hashed(code, costN: configuration.accessCodeCost)
            try await database.replaceCredential(named: "accessCode", hash: hash)
            stored = hash
            generated = code
        }
        return Authenticator(
            database: database, configuration: configuration, logger: logger, hash: stored ?? "",
            generatedCode: generated)
    }

    private init(
        database: AppDatabase, configuration: Configuration, logger: Logger, hash: String, generatedCode: String?
    ) {
        self.database = database
        self.trustedNetworks = configuration.trustedNetworks
        self.trustLoopback = configuration.trustLoopback
        self.logger = logger
        self.accessCodeCost = configuration.accessCodeCost
        self.codeHash = Mutex(hash)
        self.generatedCode = generatedCode
    }

    /// Whether this client's network alone lets it change things.
    func isTrustedNetwork(_ address: RemoteAddress) -> Bool {
        (trustLoopback && address.isLoopback) || trustedNetworks.contains { $0.contains(address.ip) }
    }

    /// Whether `request` may change things: trusted network, a live session, or a valid bearer code.
    func canWrite(_ request: Request) async -> Bool {
        if isTrustedNetwork(request.remoteAddress) { return true }
        if await hasSession(request) { return true }
        if let bearer = Self.bearerCode(in: request) {
            return await verifyBearer(bearer, from: request.remoteAddress.ip)
        }
        return false
    }

    /// Whether the request carries a live session cookie.
    func hasSession(_ request: Request) async -> Bool {
        guard let token = request.cookies[Self.sessionCookie], !token.isEmpty, token.count <= 100 else { return false }
        let digest = Crypto.sha256Hex(token)
        let now = Date()
        guard let expiry = try? await database.sessionExpiry(tokenDigest: digest, now: now) else { return false }
        // Slide the expiry at most once a day to keep reads cheap.
        if expiry.timeIntervalSince(now) < Self.sessionLifetime - 24 * 3600 {
            try? await database.touchSession(
                tokenDigest: digest, now: now, expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        }
        return true
    }

    /// Checks a typed access code (login form), with throttling per address.
    func verifyLogin(code: String, from ip: String) async -> LoginResult {
        if let wait = throttle.retryAfter(for: ip) { return .throttled(retryAfterSeconds: wait) }
        let hash = await currentHash()
        if await AccessCode.verified(code, against: hash) {
            throttle.recordSuccess(for: ip)
            return .success
        }
        throttle.recordFailure(for: ip)
        logger.warning("Wrong access code", metadata: ["client": "\(ip)"])
        return .wrongCode
    }

    /// Starts a session and returns the cookie to set.
    func startSession(userAgent: String) async throws -> Cookie {
        let token = Crypto.randomToken()
        let now = Date()
        try await database.createSession(
            tokenDigest: Crypto.sha256Hex(token), userAgent: userAgent, now: now,
            expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        try? await database.deleteExpiredSessions(now: now)
        return Cookie(
            name: Self.sessionCookie, value: token, path: "/", maxAge: Int(Self.sessionLifetime), httpOnly: true,
            secure: false, sameSite: .strict)
    }

    /// Ends the request's session (if any) and returns the cookie that clears it.
    func endSession(_ request: Request) async -> Cookie {
        if let token = request.cookies[Self.sessionCookie], !token.isEmpty {
            try? await database.deleteSession(tokenDigest: Crypto.sha256Hex(token))
        }
        return Cookie(name: Self.sessionCookie, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: .strict)
    }

    /// Replaces the access code (signs every session out) and returns the new one.
    func resetCode(to code: String? = nil) async throws -> String {
        let newCode = code ?? AccessCode.generate()
        let hash = await AccessCode.hashed(newCode, costN: accessCodeCost)
        try await database.replaceCredential(named: "accessCode", hash: hash)
        codeHash.withLock { $0 = hash }
        verifiedBearers.withLock { $0.removeAll() }
        return newCode
    }

    /// The stored hash, re-read so `hearth access-code --reset` takes effect without a restart.
    private func currentHash() async -> String {
        let stored = (try? await database.credentialHash(named: "accessCode")) ?? nil
        return codeHash.withLock { cached in
            if let stored, stored != cached { cached = stored }
            return cached
        }
    }

    private func verifyBearer(_ code: String, from ip: String) async -> Bool {
        // Keyed by the current hash too, so a reset code stops working at once.
        let digest = Crypto.sha256Hex(await currentHash() + "\u{0}" + AccessCode.normalized(code))
        if verifiedBearers.withLock({ $0.contains(digest) }) { return true }
        guard case .success = await verifyLogin(code: code, from: ip) else { return false }
        verifiedBearers.withLock { _ = $0.insert(digest) }
        return true
    }

    private static func bearerCode(in request: Request) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }
}

/// The outcome of checking a typed access code.
enum LoginResult: Equatable {
    case success
    case wrongCode
    case throttled(retryAfterSeconds: Int)
}
