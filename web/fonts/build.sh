#!/usr/bin/env bash
# Rebuilds web/static/fonts/: the display clock's four font families, subset to the clock's glyphs as WOFF2,
# their licences, and clock-fonts.css (the @font-face rules and each face's digit-box metrics).
# Needs Debian's font packages (installed when missing) and fonttools + brotli (in a venv of their own).
set -euo pipefail
cd "$(dirname "$0")/../.."
PACKAGES="fonts-inter fonts-comfortaa fonts-roboto-slab fonts-jetbrains-mono"
missing=""; for p in $PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi
VENV=.build-fonts-venv
[ -x $VENV/bin/python ] || python3 -m venv $VENV
$VENV/bin/python -c 'import fontTools, brotli' 2>/dev/null || $VENV/bin/pip install -q 'fonttools>=4.40' brotli
$VENV/bin/python web/fonts/build.py web/static/fonts
