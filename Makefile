# Hearth — `make run` sets up and starts the server; `make test` sets up and runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

SWIFT        ?= swift
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_BUILD    := libmicrohttpd-dev libsqlite3-dev libssl-dev libcurl4-openssl-dev libqrencode-dev libasound2-dev zlib1g-dev pkg-config
APT_TEST     := chromium chromium-driver python3-venv fonts-noto-cjk fonts-noto-color-emoji zbar-tools librsvg2-bin \
                default-jre-headless eslint prometheus
APT_PACKAGE  := dpkg-dev binutils xz-utils debootstrap curl
VENV         := .build-venv
ARTIFACTS    := $(CURDIR)/test-artifacts
DATA_DIR     ?= $(CURDIR)/data
# The release binary carries the Swift runtime and Foundation (fewer libraries to load at start, fewer pages).
# libcurl (curl.h from libcurl4-openssl-dev at build time) is loaded on the first outbound request, not linked;
# alsa-lib (headers from libasound2-dev) is loaded with dlopen at start (Packages/CALSA/shim.h), not linked either.
# Linked by the toolchain's lld with packed relative relocations (the loader's tables shrink from 2.3 MiB to
# 38 KiB, all of which stayed resident) and without exporting every symbol (12,872 dynamic symbols that nothing
# looks up): idle RSS 41.1 -> 37.6 MiB (means of three starts), start unchanged. Still position-independent.
# Our own targets' warnings are errors in the debug builds `make test` and `make docs` make (Package.swift reads it;
# dependencies are not affected). A plain `swift build` keeps them warnings.
STRICT       := HEARTH_WARNINGS_AS_ERRORS=1
SWIFT_FILES  := Package.swift Packages Apps Tests Examples bench Fuzz
# The core libraries: every Packages/<Module> with a DocC catalog.
DOC_TARGETS  := $(sort $(patsubst Packages/%/Sources/Docs.docc,%,$(wildcard Packages/*/Sources/Docs.docc)))
# Where the release build goes: `.build` (so .build/release/hearth), or another scratch folder, which lets CI build the
# release binary while the debug build and its tests hold .build's lock (SwiftPM runs one command per folder).
RELEASE_SCRATCH ?= .build
RELEASE_BIN  := $(RELEASE_SCRATCH)/release/hearth
RELEASE      := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
                -Xlinker --no-export-dynamic

.PHONY: help deps test-deps swift-check build-info build build-debug run access-code test test-js test-swift test-browser \
        fuzz fuzz-build bench soak format lint docs openapi check-install-list package test-package clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-12s %s\n", $$1, $$2}'

# Installs the Debian packages in $(1) that are missing (apt-get update only when needed).
define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

deps: ## Install the build dependencies (libmicrohttpd, SQLite, OpenSSL, libqrencode, ALSA)
	$(call apt_install,$(APT_BUILD))

test-deps: deps ## Install the test dependencies (Chromium, chromedriver, Java, the browser suite's Python venv)
	$(call apt_install,$(APT_TEST))
	@[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	@cmp -s Tests/browser/requirements.txt $(VENV)/.requirements 2>/dev/null || { \
	  $(VENV)/bin/pip install -q -r Tests/browser/requirements.txt && cp Tests/browser/requirements.txt $(VENV)/.requirements; }

# Building needs the Swift toolchain; without it, say what to install instead of "swift: command not found".
swift-check:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "make: Hearth builds from source with Swift 6.3 or later, and '$(SWIFT)' is not on this machine's PATH."; \
	  echo "  Install it from https://www.swift.org/install/linux/ (then: make run), or install the"; \
	  echo "  hearth_<version>_<arch>.deb package instead, which needs no Swift (README.md: Install)."; \
	  exit 1; }

# The commit and date `hearth version` prints: rewritten only when they change, so only one C file recompiles.
BUILD_INFO := Apps/Hearth/Sources/CBuildInfo/generated/build_info.h
build-info:
	@mkdir -p $(dir $(BUILD_INFO)); \
	commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown); \
	[ -z "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$$commit-modified"; \
	text=$$(printf '#define HEARTH_BUILD_COMMIT "%s"\n#define HEARTH_BUILD_DATE "%s"' "$$commit" "$$(date -u +%F)"); \
	if [ "$$(cat $(BUILD_INFO) 2>/dev/null)" != "$$text" ]; then \
	  echo "$$text" >$(BUILD_INFO); touch Apps/Hearth/Sources/CBuildInfo/build_info.c; fi

build: deps swift-check build-info ## Build hearth in release mode
	$(SWIFT) build $(RELEASE) --scratch-path $(RELEASE_SCRATCH) --product hearth

build-debug: deps swift-check build-info
	$(STRICT) $(SWIFT) build --build-tests

run: build ## Build and start Hearth on 0.0.0.0:8080 with data in ./data
	$(RELEASE_BIN) serve --data-dir "$(DATA_DIR)" --web-dir "$(CURDIR)/web"

access-code: build ## Make a new access code for changes from other devices (signs every device out)
	$(RELEASE_BIN) access-code reset --data-dir "$(DATA_DIR)"

test: test-deps test-js test-swift test-browser ## Run every test: browser code, Swift (unit + HTTP end to end), real browsers

# Debian's eslint (6.x; its libraries live in /usr/share/nodejs, which a Node from elsewhere, such as NodeSource's,
# does not search) with .eslintrc.json, then the browser modules' unit tests (Tests/js, node --test).
ESLINT := NODE_PATH=/usr/share/nodejs eslint

test-js: test-deps ## Lint the browser code and run its unit tests (node --test)
	$(ESLINT) --ext .js,.mjs web/static/js Tests/js
	node --test Tests/js/

# One run of every suite: CPU-bound and blocking test work runs off Swift's cooperative pool, where the HTTP
# layer's handlers run (`.offPool`, Tests/OffPoolTesting), and at most 16 tests run at once, so that a test's next
# step never waits behind hundreds of others' on the pool's two threads (timed steps failed without the limit).
TEST_WIDTH   := SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=16

test-swift: build-debug
	$(STRICT) $(TEST_WIDTH) $(SWIFT) test --skip-build
	Examples/check-articles

# The browser and process tests run in TEST_WORKERS processes (pytest-xdist), a test file per worker at a time: most
# of a browser test is waiting (sound fades, timers, page loads), so two workers halve the time on two cores.
TEST_WORKERS ?= 2

test-browser: test-deps build-debug
	@rm -rf $(ARTIFACTS)/screenshots && mkdir -p $(ARTIFACTS)/screenshots
	@echo "==> Browser tests; screenshots go to $(ARTIFACTS)/screenshots"
	HEARTH_BIN=$(CURDIR)/.build/debug/hearth HEARTH_WEB_DIR=$(CURDIR)/web \
	HEARTH_SCREENSHOTS=$(ARTIFACTS)/screenshots \
	  $(VENV)/bin/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=15 Tests/browser Tests/process
	@echo "==> Screenshots: $(ARTIFACTS)/screenshots"

# libFuzzer harnesses (Fuzz/README.md): a separate package, built with the fuzzer and address sanitizers and linked
# by lld; each target runs for FUZZ_SECONDS from its corpus in Fuzz/Corpus and any crash, hang or blow-up fails.
FUZZ_SECONDS ?= 60
FUZZ_BUILD   := --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
                -Xswiftc -use-ld=lld

fuzz: fuzz-build ## Fuzz every parser for FUZZ_SECONDS each (default 60); fails on any finding (Fuzz/README.md)
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run

fuzz-build: deps
	$(SWIFT) build $(FUZZ_BUILD)

bench: build ## Hearth beside C libmicrohttpd and nginx in one run, events, micro benchmarks (bench/README.md)
	HEARTH_BIN=$(abspath $(RELEASE_BIN)) bench/run

soak: build ## About 35 minutes: 20 kill -9 cycles under writers, then 30 minutes with 1,000 event clients (bench/soak.py)
	HEARTH_BIN=$(abspath $(RELEASE_BIN)) python3 bench/soak.py

format: ## Format the Swift sources with swift-format
	$(SWIFT) format --in-place --recursive --parallel $(SWIFT_FILES)

lint: ## Check the Swift sources' formatting (swift format lint --strict; `make format` fixes most findings)
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_FILES)

docs: deps ## Build every core library's DocC documentation; a broken symbol link or any other warning fails
	$(STRICT) $(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

# docs/openapi.yaml is the API document's source; the server serves web/static/openapi.json at /api/v1/openapi.json.
# Tests/process/test_openapi.py fails when the two differ (run this after editing the YAML).
openapi: test-deps ## Make web/static/openapi.json (served at /api/v1/openapi.json) from docs/openapi.yaml
	$(VENV)/bin/python -c 'import json, sys, yaml; \
	  json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], "w"), indent=2, ensure_ascii=False); \
	  open(sys.argv[2], "a").write("\n")' docs/openapi.yaml web/static/openapi.json

check-install-list: ## Check that the README's install list is the Makefile's APT_BUILD and APT_TEST
	@.ci/check-install-list "$(APT_BUILD)" "$(APT_TEST)"

package: build ## Build packaging/out/hearth_<version>_<arch>.deb (binary, web/, systemd service; packaging/)
	$(call apt_install,$(APT_PACKAGE))
	HEARTH_BIN=$(RELEASE_BIN) packaging/build-deb

test-package: package ## Install the .deb into a clean Debian 12 root (no Swift) and check it serves (needs root)
	packaging/test-package "$$(ls -t packaging/out/hearth_*.deb | head -n 1)"

clean:
	rm -rf .build Fuzz/.build $(VENV) $(ARTIFACTS) packaging/out $(dir $(BUILD_INFO))
