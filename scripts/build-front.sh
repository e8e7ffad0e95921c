#!/usr/bin/env bash
# Builds the front program (Front/main.c and the daemon's client in Sources/CChatRenderProcess) that install puts in
# bin/ as `chatrender`, beside the renderer as `chatrender-render`: it hands a command line to a running daemon of that
# renderer, else becomes the renderer (docs/performance.md). Plain C linked only with the C library (about 40 KB), so
# it is built with a C compiler, not SwiftPM (which links the Swift runtime into every executable): the Swift
# toolchain's clang, else cc or gcc (CC overrides).
#   scripts/build-front.sh OUTPUT
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/build-front.sh OUTPUT}"
compiler="${CC:-}"
if [ -z "$compiler" ]; then
  for candidate in clang cc gcc; do
    if command -v "$candidate" >/dev/null; then compiler=$candidate; break; fi
  done
fi
[ -n "$compiler" ] || { echo "chatrender: error: no C compiler (clang, cc or gcc) to build the front program; put the Swift toolchain's bin directory (it has clang) on PATH, or set CC" >&2; exit 1; }
"$compiler" -O2 -std=gnu11 -Wall -Wextra -I Sources/CChatRenderProcess/include -o "$out" \
  Front/main.c Sources/CChatRenderProcess/crs_daemon.c Sources/CChatRenderProcess/crs_cleanup.c
