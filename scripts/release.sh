#!/usr/bin/env bash
# `make release VERSION=x.y.z`: a release of chatrender in dist/ (git-ignored):
#   chatrender-VERSION-linux-x86_64.tar.gz  bin/chatrender (the front, plain C), bin/chatrender-render and
#                                           bin/chatrender-serve (stripped, Swift runtime linked
#                                           statically; the C libraries stay dynamic and are listed in
#                                           share/doc/chatrender/DEPENDENCIES), the built-in themes, the man page,
#                                           bash/zsh/fish completions, licence and docs; unpack it anywhere
#   chatrender_VERSION_amd64.deb            the same files under /usr for Debian 12, its Depends read from the
#                                           binaries' shared libraries (objdump, ldd, dpkg -S), the fonts Recommends
#   SHA256SUMS                              of both
# A real release first moves the CHANGELOG's unreleased section to VERSION with today's date and sets
# ChatRenderVersion.current, builds and packages, then commits "Release VERSION" and tags vVERSION (the tag the
# README's recipes clone). Nothing is pushed.
#
#   scripts/release.sh VERSION                       the real release (clean work tree, tag not taken)
#   scripts/release.sh --dry-run [VERSION]           dist/ only: no CHANGELOG edit, no commit, no tag (VERSION
#                                                    defaults to ChatRenderVersion.current)
#   CONFIG=debug scripts/release.sh --dry-run        packages the debug build of the programs (CI: the build
#                                                    `make test` left in Tools/.build/debug, relinked with the
#                                                    static Swift runtime) instead of a release build (~15 min cold)
#   STATIC=0 …                                      the Swift runtime linked dynamically (the release check)
#   DEB_COMPRESSION=gzip …                           faster than xz (the release check's packages)
#   BUILT_DIR=dir scripts/release.sh …               packages chatrender and chatrender-serve already built in dir
#                                                    (the release check's scratch repository)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
CONFIG=${CONFIG:-release}
# STATIC=0 (the release check only) links the Swift runtime dynamically: SwiftPM does not rebuild every object when
# --static-swift-stdlib is switched in a build directory (a later dynamic link then fails on -lCoreFoundation), so
# the check packages the debug build `make test` made as it is, and skips the toolchain's libraries in Depends.
STATIC=${STATIC:-1}
static=()
[ "$STATIC" = 0 ] || static=(--static-swift-stdlib)
swift_runtime=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/../lib/swift
swift_runtime=$(readlink -f "$swift_runtime")
dry_run=0
version=""
for argument in "$@"; do
  case $argument in
    --dry-run) dry_run=1 ;;
    -*) echo "release: unknown option $argument" >&2; exit 64 ;;
    *) version=$argument ;;
  esac
done
current=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ChatRender/ChatRenderVersion.swift)
[ -n "$version" ] || [ $dry_run = 0 ] || version=$current
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "release: give the version as x.y.z (make release VERSION=x.y.z), not '${version}'" >&2
  exit 64
fi
tag="v$version"
arch=$(dpkg --print-architecture)

if [ $dry_run = 0 ]; then
  [ -z "$(git status --porcelain)" ] || { echo "release: the work tree has changes; commit or stash them first" >&2; exit 1; }
  ! git rev-parse -q --verify "refs/tags/$tag" >/dev/null || { echo "release: tag $tag exists" >&2; exit 1; }
  # The CHANGELOG's first section, "## Unreleased" or "## x.y.z (unreleased)", becomes "## VERSION (YYYY-MM-DD)".
  heading=$(grep -m1 -E '^## ' CHANGELOG.md)
  if ! grep -qiE '^## (unreleased|[0-9]+\.[0-9]+\.[0-9]+ \(unreleased\))$' <<<"$heading"; then
    echo "release: CHANGELOG.md's first section is '$heading', not an unreleased one" >&2
    exit 1
  fi
  python3 - "$version" "$(date -u +%F)" <<'PY'
import re, sys
version, day = sys.argv[1], sys.argv[2]
text = open("CHANGELOG.md", encoding="utf-8").read()
text = re.sub(r"^## .*$", f"## {version} ({day})", text, count=1, flags=re.M)
open("CHANGELOG.md", "w", encoding="utf-8").write(text)
path = "Sources/ChatRender/ChatRenderVersion.swift"
source = open(path, encoding="utf-8").read()
source = re.sub(r'static let current = "[^"]*"', f'static let current = "{version}"', source, count=1)
open(path, "w", encoding="utf-8").write(source)
PY
fi

# The programs, through the package in Tools/: chatrender and chatrender-serve side by side, Swift runtime static.
if [ -n "${BUILT_DIR:-}" ]; then
  built=$BUILT_DIR
else
  echo "release: building chatrender and chatrender-serve ($CONFIG${static:+, static Swift runtime})" >&2
  for product in chatrender chatrender-serve; do
    "$SWIFT" build -c "$CONFIG" --package-path Tools --product "$product" "${static[@]}" >&2
  done
  built=Tools/.build/$CONFIG
fi
built_version=$("$built/chatrender" --version | head -1 | cut -d' ' -f2)
[ "$built_version" = "$version" ] || [ $dry_run = 1 ] ||
  { echo "release: the build says $built_version, not $version" >&2; exit 1; }

rm -rf dist/stage
mkdir -p dist/stage
name="chatrender-$version"

# strip-and-install PREFIX DESTDIR: the install script's tree, binaries stripped.
install_tree() {
  PREFIX="$1" DESTDIR="$2" BIN="$built/chatrender" SERVE_BIN="$built/chatrender-serve" scripts/install.sh >/dev/null
  strip --strip-unneeded "$2$1/bin/chatrender" "$2$1/bin/chatrender-render" "$2$1/bin/chatrender-serve"
}

# The shared libraries both binaries need, each with the Debian package that has it. A library of the Swift
# toolchain would mean the runtime is not static: refused.
deps=dist/stage/dependencies.txt
: >"$deps"
tree=dist/stage/deb
install_tree /usr "$tree"
for binary in "$tree/usr/bin/chatrender" "$tree/usr/bin/chatrender-render" "$tree/usr/bin/chatrender-serve"; do
  for soname in $(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }'); do
    # "libz.so.1 => /lib/…/libz.so.1 (0x…)", or for the dynamic loader "/lib64/ld-linux-x86-64.so.2 (0x…)".
    path=$(ldd "$binary" | awk -v lib="$soname" '$1 == lib { print $3 } $1 ~ "/" lib "$" { print $1 }' | head -1)
    [ -n "$path" ] && [ -e "$path" ] || { echo "release: $soname of $binary not found (ldd)" >&2; exit 1; }
    real=$(readlink -f "$path")
    if [ "$STATIC" = 0 ] && [[ "$real" == "$swift_runtime"/* ]]; then
      echo "$soname (the Swift toolchain's: a test package)" >>"$deps"
      continue
    fi
    package=""
    for candidate in "$path" "$real" "${path#/usr}" "/usr${path}" "${real#/usr}" "/usr${real}"; do
      package=$(dpkg -S "$candidate" 2>/dev/null | head -1 | cut -d: -f1) && [ -n "$package" ] && break
    done
    [ -n "$package" ] || { echo "release: $soname ($real) of $binary is in no Debian package (not a static Swift runtime?)" >&2; exit 1; }
    echo "$soname $package" >>"$deps"
  done
done
sort -u -o "$deps" "$deps"
depends=$(awk '$2 !~ /^\(/ { print $2 }' "$deps" | sort -u | while read -r package; do
  upstream=$(dpkg-query -W -f='${Version}' "$package" | sed 's/^[0-9]*://; s/-[^-]*$//')
  printf '%s (>= %s), ' "$package" "$upstream"
done)
depends=${depends%, }

# The DEPENDENCIES note, in both packages' docs.
note() {
  cat <<EOF
chatrender $version ($arch): the Swift runtime is linked into the binaries; these C libraries are not, and must be
installed (Debian 12 package names):

$(awk '{ printf "  %-28s %s\n", $1, $2 }' "$deps")

Fonts: fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji (the built-in themes' fonts; without them
fontconfig's fallback fonts draw the text, or pass --font / --fonts).
On Debian 12: apt-get install $(awk '$2 !~ /^\(/ { print $2 }' "$deps" | sort -u | tr '\n' ' ')fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
EOF
}
note >"$tree/usr/share/doc/chatrender/DEPENDENCIES"
install -m 644 LICENSE "$tree/usr/share/doc/chatrender/copyright"

# The .deb: DEBIAN/control beside the tree, built by dpkg-deb with root-owned files.
mkdir -p "$tree/DEBIAN"
cat >"$tree/DEBIAN/control" <<EOF
Package: chatrender
Version: $version
Architecture: $arch
Maintainer: chatrender maintainers <maintainers@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$tree" | cut -f1)
Depends: $depends
Recommends: fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji
Section: graphics
Priority: optional
Homepage: https://github.com/chatrender/chatrender
Description: pixel-exact chat screenshots from JSON
 chatrender turns a conversation described in JSON into a chat screenshot (PNG, JPEG or WebP) in the style of
 iMessage, WhatsApp, Telegram, Messenger, QQ and others, the same bytes on every run: for snapshot tests and
 mock-ups. chatrender check compares a directory of conversations with their golden images (JUnit reports,
 shards); chatrender serve runs an HTTP render service with a live preview page.
EOF
find "$tree" -type d -exec chmod 755 {} +
deb="chatrender_${version}_$arch.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$tree" "dist/$deb" >/dev/null

# The tarball: the same install under chatrender-VERSION/ (the binary finds its themes from its own location).
install_tree "/$name" dist/stage/tar
note >"dist/stage/tar/$name/share/doc/chatrender/DEPENDENCIES"
tarball="chatrender-$version-linux-x86_64.tar.gz"
tar -C dist/stage/tar --owner=0 --group=0 --numeric-owner --sort=name -czf "dist/$tarball" "$name"

(cd dist && sha256sum "$tarball" "$deb" >SHA256SUMS)
rm -rf dist/stage
echo "release: dist/$tarball ($(du -h "dist/$tarball" | cut -f1)), dist/$deb ($(du -h "dist/$deb" | cut -f1)), dist/SHA256SUMS"
echo "release: Depends: $depends"

if [ $dry_run = 0 ]; then
  git add CHANGELOG.md Sources/ChatRender/ChatRenderVersion.swift
  git commit -q -m "Release $version"
  git tag -a "$tag" -m "chatrender $version"
  echo "release: committed \"Release $version\" and tagged $tag (nothing pushed: git push && git push origin $tag)"
fi
