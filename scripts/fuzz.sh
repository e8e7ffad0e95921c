#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (AddressSanitizer and UndefinedBehaviorSanitizer on) and runs each for
# FUZZ_SECONDS seconds (default 60) on its seeds (Fuzz/Corpus/<target>) plus what earlier runs found
# (.build-fuzz/corpus/<target>). A crash or broken property leaves its input in .build-fuzz/artifacts/<target>/
# and makes the script fail: copy it to Fuzz/Regressions/<target>/ with the fix, so the test suite keeps it.
#
#   scripts/fuzz.sh                 every target        FUZZ_SECONDS=600 scripts/fuzz.sh layout
#   FUZZ_JOBS=2 scripts/fuzz.sh     two processes per target (libFuzzer -fork)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-1}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(conversation theme png jpeg layout encode)

# Swift reads only the last -sanitize= flag, so fuzzer and address go together through -Xswiftc; --sanitize fuzzer
# adds libFuzzer to the C targets and builds the executable without a main of its own. Swift has no UBSan on
# Linux: it instruments the C targets. lld links (gold fails on the fuzzer runtime's archive).
"$SWIFT" build -c release --package-path Fuzz --scratch-path .build-fuzz --product chatrender-fuzz \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address,undefined \
  -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
bin=.build-fuzz/release/chatrender-fuzz

status=0
for target in "${targets[@]}"; do
  case $target in png|jpeg) max_len=65536 ;; *) max_len=24576 ;; esac
  mkdir -p ".build-fuzz/corpus/$target" ".build-fuzz/artifacts/$target"
  log=".build-fuzz/$target.log"
  fork=()
  [ "$jobs" -le 1 ] || fork=(-fork="$jobs" -ignore_crashes=0)
  echo "fuzz $target for $seconds s (log: $log)"
  if UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 "$bin" "$target" "${fork[@]}" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=3072 -max_len="$max_len" -artifact_prefix=".build-fuzz/artifacts/$target/" -print_final_stats=1 \
      ".build-fuzz/corpus/$target" "Fuzz/Corpus/$target" >"$log" 2>&1; then
    runs=$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$log" | grep -Eo '[0-9]+' | tail -1 || true)
    echo "fuzz $target: ${runs:-?} runs, no crash ($(ls ".build-fuzz/corpus/$target" | wc -l) inputs in .build-fuzz/corpus/$target)"
  else
    echo "fuzz $target: FAILED — input in .build-fuzz/artifacts/$target/, report:"
    grep -E 'ERROR|SUMMARY|Fatal error|property violated|runtime error|Test unit written' "$log" | head -20 || tail -30 "$log"
    status=1
  fi
done
exit $status
