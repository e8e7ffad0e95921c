#!/usr/bin/env bash
# Benchmarks: release build, then the stage-by-stage figures and whole-command timings.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product chatrender >/dev/null
swift build -c release --product chatrender-bench >/dev/null
.build/release/chatrender-bench "$PWD" --runs "${RUNS:-5}"
if command -v hyperfine >/dev/null; then
  echo
  echo "whole command (process start, fonts, decode, layout, draw, encode, write):"
  hyperfine --warmup 2 --runs "${RUNS:-10}" --style basic \
    ".build/release/chatrender samples/bilingual.json -o /tmp/chatrender-bench.png" \
    ".build/release/chatrender samples/photos.json -o /tmp/chatrender-bench.png"
fi
