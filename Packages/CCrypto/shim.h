#ifndef HEARTH_CCRYPTO_SHIM_H
#define HEARTH_CCRYPTO_SHIM_H
// OpenSSL's libcrypto (Debian libssl-dev): the scrypt KDF for the access code,
// SHA-256 for session-token digests, HMAC-SHA256 for webhook signatures, the CSPRNG and a constant-time compare;
// keys and X.509 certificates for `hearth serve --tls-self-signed`.
#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#endif
