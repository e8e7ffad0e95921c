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
    ".build/release/chatrender samples/photos.json -o /tmp/chatrender-bench.png" \
    ".build/release/chatrender samples/gallery/support.json --theme imessage -o /tmp/chatrender-bench.png" \
    ".build/release/chatrender samples/gallery/support.json --theme whatsapp -o /tmp/chatrender-bench.png"
fi

# check: 125 conversations (25 copies of each of the 5 samples) against goldens recorded first.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp -r samples/images samples/custom-theme "$dir/"
for i in $(seq -w 1 25); do
  for s in samples/*.json; do cp "$s" "$dir/$(basename "${s%.json}")-$i.json"; done
done
.build/release/chatrender check "$dir" --record --no-times >/dev/null
if command -v hyperfine >/dev/null; then
  echo
  echo "check of 125 goldens:"
  hyperfine --warmup 1 --runs "${CHECK_RUNS:-3}" --style basic \
    ".build/release/chatrender check $dir --jobs 1 --no-times" \
    ".build/release/chatrender check $dir --jobs 2 --no-times"
fi
