#ifndef HEARTH_CCRYPTO_SHIM_H
#define HEARTH_CCRYPTO_SHIM_H
// OpenSSL's libcrypto (Debian libssl-dev): the scrypt KDF for the access code,
// SHA-256 for session-token digests, the CSPRNG and a constant-time compare.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#endif
