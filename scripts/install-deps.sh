#!/usr/bin/env bash
# Installs the Debian packages chatrender needs, only those missing. Safe to run again.
set -euo pipefail
packages=(
  pkg-config
  libpng-dev libfreetype-dev libharfbuzz-dev libturbojpeg0-dev libfontconfig-dev libicu-dev libdeflate-dev libjpeg62-turbo-dev liblcms2-dev zlib1g-dev libwebp-dev unicode-data
  fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "chatrender: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "chatrender: run as root or install sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
