#!/bin/sh
# Installs the Debian packages RowRaster builds and renders with, when any is missing.
# Idempotent and quiet when everything is present; uses sudo when not run as root.
set -eu

PACKAGES="pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev python3 fonts-inter fonts-dejavu-core
    fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core fonts-jetbrains-mono fonts-quicksand
    bootstrap-icons"
# Installed only for the targets that use them: measurement tools (`--tools`: process start with
# hyperfine, instruction counts with valgrind) and a browser (`--browser`: the previews test opens
# the contact sheet in headless Chromium).
for option in "$@"; do
    case "$option" in
        --tools) PACKAGES="$PACKAGES hyperfine valgrind" ;;
        --browser) PACKAGES="$PACKAGES chromium-headless-shell" ;;
        *) echo "usage: $0 [--tools] [--browser]" >&2; exit 2 ;;
    esac
done

missing=""
for package in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done

if [ -z "$missing" ]; then
    exit 0
fi

echo "Installing Debian packages:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "error: missing packages:$missing; run as root or install sudo" >&2
        exit 1
    fi
fi
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
