#!/bin/sh
# Installs the Debian packages RowRaster builds and renders with, when any is missing.
# Idempotent and quiet when everything is present; uses sudo when not run as root.
set -eu

# librsvg and Poppler are loaded only when an asset catalog's SVG or PDF image is drawn.
PACKAGES="pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev librsvg2-2 libpoppler-glib8 python3 ca-certificates fonts-inter fonts-dejavu-core
    fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core fonts-jetbrains-mono fonts-quicksand
    bootstrap-icons fonts-materialdesignicons-webfont fonts-material-design-icons-iconfont libpolyclipping-dev"
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

SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
fi

if [ -n "$missing" ]; then
    echo "Installing Debian packages:$missing"
    if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
        echo "error: missing packages:$missing; run as root or install sudo" >&2
        exit 1
    fi
    $SUDO apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi

# Archivo (OFL-1.1), the stand-in for SF Pro's compressed, condensed and expanded widths: a
# variable font whose width axis runs from 62 to 125 % of its normal width, upright and italic.
# Debian packages no open sans in those widths, so it comes from its Python package on PyPI
# (fontpkg-archivo 2.1, Archivo "Version 2.001"), wheel and files pinned by SHA-256, into the
# folder RowRaster's font set-up reads (FontSetup.widthFamilyFiles). Without it, widths draw
# standard with a warning.
ARCHIVO_DIR=/usr/local/share/fonts/rowraster
ARCHIVO_WHEEL=https://files.pythonhosted.org/packages/b9/64/c9ba38f367d0d26ebc99356aed179afebd008e68ee9c573c09d721e0f0fe/fontpkg_archivo-2.1-py3-none-any.whl
ARCHIVO_WHEEL_SHA256=4d743ab744bbaddd8f865ecd4eccda2c02af8d6eecbcfa2aa96a81ee04ffd0fc
ARCHIVO_SHA256=0e094a7d3c7c4c25cf1310c4b30014f1dae9332220b1c2c88f4fa996f0b05053
ARCHIVO_ITALIC_SHA256=305d13b4eb80e62f7d517f78d7c045250d977552a420f2dbed906f314e761305
if ! printf '%s  %s\n%s  %s\n' "$ARCHIVO_SHA256" "$ARCHIVO_DIR/Archivo.ttf" \
        "$ARCHIVO_ITALIC_SHA256" "$ARCHIVO_DIR/Archivo-Italic.ttf" | sha256sum -c --status 2>/dev/null; then
    echo "Installing Archivo (fontpkg-archivo 2.1 from PyPI) into $ARCHIVO_DIR"
    if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
        echo "error: $ARCHIVO_DIR needs root; run as root or install sudo" >&2
        exit 1
    fi
    $SUDO python3 "$(dirname "$0")/fetch-font.py" "$ARCHIVO_WHEEL" "$ARCHIVO_WHEEL_SHA256" \
        "fontpkg_archivo/files/Archivo[wdth,wght].ttf" "$ARCHIVO_SHA256" "$ARCHIVO_DIR/Archivo.ttf" \
        "fontpkg_archivo/files/Archivo-Italic[wdth,wght].ttf" "$ARCHIVO_ITALIC_SHA256" "$ARCHIVO_DIR/Archivo-Italic.ttf"
    # The system cache RowRaster's font set-up reads instead of parsing the files.
    $SUDO fc-cache -s "$ARCHIVO_DIR" >/dev/null 2>&1 || true
fi
