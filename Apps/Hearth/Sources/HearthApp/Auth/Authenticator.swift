import Foundation
import HTTPServer
import Logging

/// Decides who may change things: loopback and trusted networks freely, everyone
/// else with the access code (a session cookie after logging in, or
/// `Authorization: Bearer <code>` for the API).
final class Authenticator: Sendable {
    /// Name of the session cookie (`HttpOnly; SameSite=Strict`).
    static let sessionCookie = "hearth_session"
    /// How long a session lives after its last use; wall displays stay signed in.
    static let sessionLifetime = TimeInterval(Cookie.longLifetime)

    private let database: AppDatabase
    private let trustedNetworks: [CIDR]
    private let trustLoopback: Bool
    private let logger: Logger
    private let codeHash: Locked<String>
    private let accessCodeCost: UInt64
    /// SHA-256 digests of bearer codes already verified, so the slow KDF runs once per code.
    private let verifiedBearers = Locked<Set<String>>([])
    /// The app's wall clock (the tests' movable clock under `--test-clock`): sessions and throttle locks run on it.
    private let clock: @Sendable () -> Date
    /// Failed codes per address, shared by the login form and API bearer codes.
    let throttle: LoginThrottle
    /// Checks from one address run one at a time (see `AddressQueue`).
    private let queue = AddressQueue()
    /// Finished KDF runs per address since start (a diagnostic: a flood costs at most the throttle's free attempts).
    private let kdfRuns = Locked<[String: Int]>([:])

    /// A code generated on this start, to show once; nil when one was already stored or configured.
    let generatedCode: String?

    /// Loads the stored access-code hash, storing `configuredCode` or a new random code first when needed;
    /// `clock` is the app's wall clock.
    static func load(
        database: AppDatabase, configuration: Configuration, logger: Logger, clock: @escaping @Sendable () -> Date
    ) async throws -> Authenticator {
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
            database: database, configuration: configuration, logger: logger, clock: clock, hash: stored ?? "",
            generatedCode: generated)
    }

    private init(
        database: AppDatabase, configuration: Configuration, logger: Logger, clock: @escaping @Sendable () -> Date,
        hash: String, generatedCode: String?
    ) {
        self.database = database
        self.clock = clock
        self.throttle = LoginThrottle(clock: clock)
        self.trustedNetworks = configuration.trustedNetworks
        self.trustLoopback = configuration.trustLoopback
        self.logger = logger
        self.accessCodeCost = configuration.accessCodeCost
        self.codeHash = Locked(hash)
        self.generatedCode = generatedCode
    }

    /// Whether this client's network alone lets it change things.
    func isTrustedNetwork(_ address: RemoteAddress) -> Bool {
        (trustLoopback && address.isLoopback) || trustedNetworks.contains { $0.contains(address.ip) }
    }

    /// Whether an API request may change things: trusted network, a live session, or a valid bearer code. A wrong
    /// bearer code counts against the address in the login throttle; a throttled address is refused without
    /// running the KDF.
    func apiWriteAccess(_ request: Request) async -> APIWriteAccess {
        if isTrustedNetwork(request.remoteAddress) { return .allowed }
        if await hasSession(request) { return .allowed }
        guard let bearer = Self.bearerCode(in: request) else { return .denied }
        switch await verifyBearer(bearer, from: request.remoteAddress.ip) {
        case .success: return .allowed
        case .wrongCode: return .denied
        case .throttled(let seconds): return .throttled(retryAfterSeconds: seconds)
        }
    }

    /// How many KDF runs for codes from `ip` have finished since start.
    func kdfRunCount(from ip: String) -> Int { kdfRuns.withLock { $0[ip] ?? 0 } }

    /// Whether the request carries a live session cookie.
    func hasSession(_ request: Request) async -> Bool {
        guard let token = request.cookies[Self.sessionCookie], !token.isEmpty, token.count <= 100 else { return false }
        let digest = Crypto.sha256Hex(token)
        let now = clock()
        guard let expiry = try? await database.sessionExpiry(tokenDigest: digest, now: now) else { return false }
        // Slide the expiry at most once a day to keep reads cheap.
        if expiry.timeIntervalSince(now) < Self.sessionLifetime - 24 * 3600 {
            try? await database.touchSession(
                tokenDigest: digest, now: now, expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        }
        return true
    }

    /// Checks a typed access code (login form or API bearer), with throttling per address: checks from one
    /// address run one at a time, and a throttled address gets `.throttled` without a KDF run.
    func verifyLogin(code: String, from ip: String) async -> LoginResult {
        await queue.run(for: ip) {
            if let wait = throttle.retryAfter(for: ip) { return .throttled(retryAfterSeconds: wait) }
            let hash = await currentHash()
            let matches = await AccessCode.verified(code, against: hash)
            kdfRuns.withLock { runs in
                if runs.count > 10_000 { runs.removeAll() }
                runs[ip, default: 0] += 1
            }
            if matches {
                throttle.recordSuccess(for: ip)
                return .success
            }
            throttle.recordFailure(for: ip)
            logger.warning("Wrong access code", metadata: ["client": "\(ip)"])
            return .wrongCode
        }
    }

    /// Starts a session and returns the cookie to set.
    func startSession(userAgent: String) async throws -> Cookie {
        let token = Crypto.randomToken()
        let now = clock()
        try await database.createSession(
            tokenDigest: Crypto.sha256Hex(token), userAgent: userAgent, now: now,
            expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        try? await database.deleteExpiredSessions(now: now)
        return Cookie(
            name: Self.sessionCookie, value: token, path: "/", maxAge: Cookie.longLifetime, httpOnly: true,
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

    /// The stored hash, re-read so `hearth access-code reset` takes effect without a restart.
    private func currentHash() async -> String {
        let stored = (try? await database.credentialHash(named: "accessCode")) ?? nil
        return codeHash.withLock { cached in
            if let stored, stored != cached { cached = stored }
            return cached
        }
    }

    private func verifyBearer(_ code: String, from ip: String) async -> LoginResult {
        // Keyed by the current hash too, so a reset code stops working at once.
        let digest = Crypto.sha256Hex(await currentHash() + "\u{0}" + AccessCode.normalized(code))
        if verifiedBearers.withLock({ $0.contains(digest) }) { return .success }
        let result = await verifyLogin(code: code, from: ip)
        if result == .success { verifiedBearers.withLock { _ = $0.insert(digest) } }
        return result
    }

    private static func bearerCode(in request: Request) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }
}

/// Whether an API request may write.
enum APIWriteAccess: Equatable {
    case allowed
    case denied
    case throttled(retryAfterSeconds: Int)
}

/// The outcome of checking a typed access code.
enum LoginResult: Equatable, Sendable {
    case success
    case wrongCode
    case throttled(retryAfterSeconds: Int)
}
