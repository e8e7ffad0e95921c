#!/usr/bin/env bash
# CI's check of `make release` (scripts/release.sh --dry-run: no CHANGELOG edit, no commit, no tag): packages the
# debug build `make test` left in Tools/.build/debug as it is (Swift runtime dynamic, STATIC=0: relinking it static in
# the same build directory breaks SwiftPM's next dynamic link, and a build of its own would take ten minutes more; a
# release build takes a quarter of an hour), then
#   - the .deb: its control fields, every Depends installed here, unpacked into a scratch root (dpkg-deb -x) and run
#     from there, outside the checkout, without CHATRENDER_THEMES: every sample, and the gallery in every built-in
#     theme, byte for byte like the build tree's `chatrender` (.build/debug, the root package's own build);
#   - the tarball: unpacked elsewhere, its binary finds its themes; SHA256SUMS matches both.
# Usage: scripts/release-check.sh   (CONFIG=release to check a release build instead)
set -euo pipefail
cd "$(dirname "$0")/.."
export CONFIG=${CONFIG:-debug}
# gzip, not xz: a debug build's package is 190 MB unpacked, and xz would take a minute of this check twice.
export DEB_COMPRESSION=${DEB_COMPRESSION:-gzip}
export STATIC=${STATIC:-0}
repo=$PWD
reference=${REFERENCE_BIN:-$repo/.build/debug/chatrender}
[ -x "$reference" ] || { echo "release-check: $reference is not built (run make test first)" >&2; exit 1; }

scripts/release.sh --dry-run
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ChatRender/ChatRenderVersion.swift)
deb=dist/chatrender_${version}_$(dpkg --print-architecture).deb
tarball=dist/chatrender-$version-linux-x86_64.tar.gz

work=$(mktemp -d "${TMPDIR:-/tmp}/chatrender-release.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "release-check: FAILED: $*" >&2; failures=$((failures + 1)); }

(cd dist && sha256sum --check --quiet SHA256SUMS) || fail "SHA256SUMS"

# The package's fields and its dependencies.
[ "$(dpkg-deb -f "$deb" Package)" = chatrender ] || fail "Package"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version"
depends=$(dpkg-deb -f "$deb" Depends)
for library in libc6 libpng16-16 libfreetype6 libharfbuzz0b libfontconfig1 libturbojpeg0 libwebp7 liblcms2-2; do
  grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library: $depends"
done
grep -q fonts-inter <<<"$(dpkg-deb -f "$deb" Recommends)" || fail "Recommends lacks fonts-inter"
for package in $(tr ',' '\n' <<<"$depends" | awk '{ print $1 }'); do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || fail "Depends names $package, not installed here"
done
if dpkg-deb -c "$deb" | awk '{ print $6 }' | grep -vE '^\./((usr/(bin|share/(chatrender|man|doc|bash-completion|zsh|fish))|usr/?$|usr/share/?$)|$)'; then
  fail "files outside /usr/bin and chatrender's /usr/share directories (listed above)"
fi

# Unpacked into a scratch root and run from there.
root=$work/root
dpkg-deb -x "$deb" "$root"
for binary in chatrender chatrender-render chatrender-serve; do
  [ -x "$root/usr/bin/$binary" ] || fail "no /usr/bin/$binary"
  ! readelf -S "$root/usr/bin/$binary" | grep -q '\.symtab' || fail "$binary is not stripped"
  [ "$STATIC" = 0 ] || ! ldd "$root/usr/bin/$binary" | grep -q libswiftCore || fail "$binary links the Swift runtime dynamically"
done
for file in usr/share/man/man1/chatrender.1 usr/share/bash-completion/completions/chatrender \
  usr/share/zsh/site-functions/_chatrender usr/share/fish/vendor_completions.d/chatrender.fish \
  usr/share/doc/chatrender/LICENSE usr/share/doc/chatrender/DEPENDENCIES usr/share/chatrender/themes/imessage/theme.json; do
  [ -s "$root/$file" ] || fail "no /$file"
done

samples=$work/samples
mkdir -p "$samples/expected/gallery" "$samples/actual/gallery"
cp -R samples/. "$samples/in"
find "$samples/in" -name '*.png' -path '*/gallery/*' -delete
find "$samples/in" -maxdepth 1 -name '*.png' -delete
themes=$(cd assets/themes && for pack in */theme.json; do dirname "$pack"; done)
# render BINARY OUTDIR: every sample and every gallery conversation in every built-in theme, light and dark.
render() {
  local binary=$1 out=$2 count=0
  for sample in "$samples"/in/*.json; do
    n=$(basename "$sample" .json)
    (cd "$samples/in" && env -u CHATRENDER_THEMES "$binary" "$n.json" -o "$out/$n.png") || fail "$binary $n.json"
    count=$((count + 1))
  done
  for sample in "$samples"/in/gallery/*.json; do
    n=$(basename "$sample" .json)
    for theme in $themes; do
      (cd "$samples/in" && env -u CHATRENDER_THEMES "$binary" "gallery/$n.json" --theme "$theme" --appearance dark \
        -o "$out/gallery/$n-$theme.png") || fail "$binary gallery/$n.json --theme $theme"
      count=$((count + 1))
    done
  done
  echo "$count"
}
count=$(render "$reference" "$samples/expected")
render "$root/usr/bin/chatrender" "$samples/actual" >/dev/null
different=$(cd "$samples" && for f in $(cd expected && find . -name '*.png' | sort); do
  cmp -s "expected/$f" "actual/$f" || echo "$f"
done)
[ -z "$different" ] || fail "the installed chatrender renders differently from the build tree's: $different"

# The installed `chatrender serve` finds chatrender-serve beside it (its options checked, then the hand-off).
help=$(env -u CHATRENDER_THEMES PATH=/usr/bin:/bin "$root/usr/bin/chatrender" serve --help 2>&1) || fail "serve --help: $help"
version_line=$("$root/usr/bin/chatrender-serve" --version 2>&1 | head -1) || fail "chatrender-serve --version: $version_line"

# The installed `chatrender` is the front: with a daemon of the renderer beside it running, a command runs there, to
# the same bytes.
runtime=$work/run
mkdir -m 700 "$runtime"
XDG_RUNTIME_DIR=$runtime env -u CHATRENDER_THEMES "$root/usr/bin/chatrender" daemon start --idle-timeout 120 >/dev/null ||
  fail "the installed chatrender daemon start"
traced=$(cd "$samples/in" && XDG_RUNTIME_DIR=$runtime CHATRENDER_TRACE=1 env -u CHATRENDER_THEMES \
  "$root/usr/bin/chatrender" group.json -o "$work/daemon-group.png" 2>&1 >/dev/null) || fail "group.json through the daemon: $traced"
XDG_RUNTIME_DIR=$runtime env -u CHATRENDER_THEMES "$root/usr/bin/chatrender" daemon stop >/dev/null
grep -q "in the daemon's process" <<<"$traced" || fail "the installed chatrender did not hand group.json to its daemon: $traced"
cmp -s "$work/daemon-group.png" "$samples/expected/group.png" || fail "group.json through the daemon differs from the build tree's"

# The tarball, unpacked elsewhere.
mkdir "$work/tar"
tar -C "$work/tar" -xzf "$tarball"
(cd "$samples/in" && env -u CHATRENDER_THEMES "$work/tar/chatrender-$version/bin/chatrender" group.json -o "$work/tar-group.png") ||
  fail "the tarball's chatrender"
cmp -s "$work/tar-group.png" "$samples/expected/group.png" || fail "the tarball's chatrender renders group.json differently"
[ -s "$work/tar/chatrender-$version/share/doc/chatrender/DEPENDENCIES" ] || fail "the tarball has no DEPENDENCIES"

# The real release, in a scratch repository of this checkout's files (never this one: no tag lands here), packaging
# the binaries just checked: the CHANGELOG's unreleased section becomes the version with today's date, the release
# is committed and tagged v<version>, dist/ is made there.
scratch=$work/repo
mkdir "$scratch"
git ls-files -z --cached --others --exclude-standard |
  tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$scratch"
git -C "$scratch" init -q
git -C "$scratch" add -A
git -C "$scratch" -c user.name=release-check -c user.email=release-check@localhost commit -q -m "before the release"
built=$repo/Tools/.build/$CONFIG
if (cd "$scratch" && GIT_AUTHOR_NAME=release-check GIT_AUTHOR_EMAIL=release-check@localhost \
    GIT_COMMITTER_NAME=release-check GIT_COMMITTER_EMAIL=release-check@localhost \
    BUILT_DIR=$built scripts/release.sh "$version" >"$work/release.log" 2>&1); then
  [ "$(grep -m1 '^## ' "$scratch/CHANGELOG.md")" = "## $version ($(date -u +%F))" ] ||
    fail "the release's CHANGELOG heading: $(grep -m1 '^## ' "$scratch/CHANGELOG.md")"
  [ "$(git -C "$scratch" log -1 --format=%s)" = "Release $version" ] || fail "no commit \"Release $version\""
  git -C "$scratch" rev-parse -q --verify "refs/tags/v$version" >/dev/null || fail "no tag v$version in the scratch repository"
  [ -z "$(git -C "$scratch" status --porcelain)" ] || fail "the release left changes: $(git -C "$scratch" status --porcelain)"
  (cd "$scratch/dist" && sha256sum --check --quiet SHA256SUMS) || fail "the release's SHA256SUMS"
  # A second release of the same version is refused (the tag exists).
  ! (cd "$scratch" && BUILT_DIR=$built scripts/release.sh "$version" >/dev/null 2>&1) || fail "a second release of $version was made"
else
  fail "the release in a scratch repository: $(tail -5 "$work/release.log")"
fi

ls -l dist/
if [ $failures -gt 0 ]; then
  echo "release-check: $failures failures" >&2
  exit 1
fi
echo "release-check: $deb and $tarball: $count renders from the unpacked package byte-identical to the build tree's"
