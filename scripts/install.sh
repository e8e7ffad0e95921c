#!/usr/bin/env bash
# Installs a built chatrender: the renderer as bin/chatrender-render with the small front program as bin/chatrender
# (Front/main.c, built by `make build` or else here by scripts/build-front.sh: it hands a command to a running daemon,
# else runs the renderer), the built-in themes where the renderer finds them, shell completions, the man page (generated from the
# help) and the licence. Used by `make install`; `--uninstall` (`make uninstall`)
# removes them again, and the directories left empty under PREFIX (not PREFIX itself).
#   PREFIX   where to install (default /usr/local)
#   DESTDIR  a staging root prepended to every path (packaging); the binary still looks under PREFIX at run time
#   BIN      the renderer to install (default Tools/.build/release/chatrender, as `make build` builds it)
#   FRONT_BIN  the front installed as bin/chatrender (default chatrender-front beside BIN, as `make build` builds it;
#              built here with scripts/build-front.sh when missing or older than its sources)
#   SERVE_BIN  the service executable `chatrender serve` runs (default chatrender-serve beside BIN; both are built
#              by the package in Tools/)
#   STRIP    yes (default): the installed copies are stripped of symbols and debug information (a release build's
#            82 MB chatrender becomes about 60 MB; the build tree keeps its own); no: installed as built
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX="${PREFIX:-/usr/local}"
DESTDIR="${DESTDIR:-}"
BIN="${BIN:-Tools/.build/release/chatrender}"
STRIP="${STRIP:-yes}"
root="$DESTDIR$PREFIX"
# Every directory install makes, deepest first (uninstall removes those left empty).
dirs=(bin share/chatrender/themes share/chatrender share/man/man1 share/man share/bash-completion/completions
  share/bash-completion share/zsh/site-functions share/zsh share/fish/vendor_completions.d share/fish
  share/doc/chatrender/docs share/doc/chatrender share/doc share)

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$root/bin/chatrender" "$root/bin/chatrender-render" "$root/bin/chatrender-serve" "$root/share/man/man1/chatrender.1" \
    "$root/share/bash-completion/completions/chatrender" "$root/share/zsh/site-functions/_chatrender" \
    "$root/share/fish/vendor_completions.d/chatrender.fish"
  rm -rf "$root/share/chatrender" "$root/share/doc/chatrender"
  for dir in "${dirs[@]}"; do
    [ ! -d "$root/$dir" ] || rmdir --ignore-fail-on-non-empty "$root/$dir"
  done
  echo "removed chatrender from $root"
  exit 0
fi
if [ ! -x "$BIN" ]; then
  echo "chatrender: error: $BIN is not a built binary; run \`make build\` (or pass BIN=path/to/chatrender)" >&2
  exit 1
fi
install -d "$root/bin" "$root/share/chatrender/themes" "$root/share/man/man1" \
  "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" \
  "$root/share/doc/chatrender"
# `chatrender` is the front; the renderer beside it is the whole program (and may be run as it is). `make build`
# builds the front beside BIN (so that `sudo make install` needs no compiler on root's PATH); else it is built here.
FRONT_BIN="${FRONT_BIN:-$(dirname "$BIN")/chatrender-front}"
stale=no
for source in Front/main.c Sources/CChatRenderProcess/crs_daemon.c Sources/CChatRenderProcess/crs_cleanup.c \
  Sources/CChatRenderProcess/include/crs_daemon.h Sources/CChatRenderProcess/include/crs_cleanup.h; do
  [ ! "$source" -nt "$FRONT_BIN" ] || stale=yes
done
if [ ! -x "$FRONT_BIN" ] || [ $stale = yes ]; then
  front_dir=$(mktemp -d)
  trap 'rm -rf "$front_dir"' EXIT
  FRONT_BIN="$front_dir/chatrender-front"
  scripts/build-front.sh "$FRONT_BIN"
fi
install -m 755 "$BIN" "$root/bin/chatrender-render"
install -m 755 "$FRONT_BIN" "$root/bin/chatrender"
# `chatrender serve` hands off to chatrender-serve beside it (the HTTP stack lives only there).
SERVE_BIN="${SERVE_BIN:-$(dirname "$BIN")/chatrender-serve}"
if [ -x "$SERVE_BIN" ]; then
  install -m 755 "$SERVE_BIN" "$root/bin/chatrender-serve"
else
  echo "chatrender: warning: $SERVE_BIN is not built; \`chatrender serve\` will not work (run \`make build\`)" >&2
fi
# Stripped copies: the symbols and debug information a user never needs (the Swift metadata stays).
if [ "$STRIP" = yes ]; then
  if command -v strip >/dev/null; then
    for installed in "$root/bin/chatrender" "$root/bin/chatrender-render" "$root/bin/chatrender-serve"; do
      # ELF programs only (a wrapper script installed as SERVE_BIN is left as it is).
      if [ -f "$installed" ] && [ "$(od -An -c -N 4 "$installed" | tr -d ' ')" = '177ELF' ]; then
        strip --strip-unneeded "$installed"
      fi
    done
  else
    echo "chatrender: warning: no strip program (binutils); the binaries are installed as built (STRIP=no silences this)" >&2
  fi
fi
# The built-in packs: <bin>/../share/chatrender/themes is where the binary looks (ThemeLocator).
for pack in assets/themes/*/; do
  name="$(basename "$pack")"
  [ -f "$pack/theme.json" ] || continue
  rm -rf "$root/share/chatrender/themes/$name"
  cp -R "$pack" "$root/share/chatrender/themes/$name"
done
install -m 644 assets/themes/themes.json "$root/share/chatrender/themes/themes.json"
find "$root/share/chatrender/themes" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +
# Completions and the man page come from the binary's own argument definitions.
"$BIN" --generate-completion-script bash > "$root/share/bash-completion/completions/chatrender"
"$BIN" --generate-completion-script zsh > "$root/share/zsh/site-functions/_chatrender"
"$BIN" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/chatrender.fish"
"$BIN" generate-manual > "$root/share/man/man1/chatrender.1"
install -m 644 LICENSE CHANGELOG.md README.md "$root/share/doc/chatrender/"
install -d "$root/share/doc/chatrender/docs"
install -m 644 docs/*.md "$root/share/doc/chatrender/docs/"
echo "installed chatrender $("$BIN" --version | head -1 | cut -d' ' -f2) in $root"
