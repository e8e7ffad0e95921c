#!/usr/bin/env bash
# The test suite under the sanitizers, each in its own build directory (docs/robustness.md):
#   1. AddressSanitizer + UndefinedBehaviorSanitizer: every test (SANITIZE_FILTER narrows it), the chatrender binary
#      the command-line tests run included. Swift has no UBSan on Linux: it instruments the C targets, and Swift
#      itself traps on overflow and out-of-bounds access in every build.
#   2. ThreadSanitizer: the tests that render or lay out on several threads at once (TSAN_FILTER).
# Usage: scripts/sanitize.sh [asan|tsan]…   (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
# The root package only (the library, `chatrender` and their tests, with the trait SnapshotTesting as `make test`):
# the service and its tests are the package in Tools/, whose HTTP stack (Hummingbird, NIO; AsyncHTTPClient and
# BoringSSL for its test client) would double this script's time instrumented.
SWIFT=${SWIFT:-swift}
TRAITS=(--traits SnapshotTesting)
passes=("$@")
[ ${#passes[@]} -gt 0 ] || passes=(asan tsan)
# `chatrender check --jobs`, the shared render cache, one text engine serving many tasks, the fuzz corpora, batch
# rendering, and the PNG encoder compressing strips on its own threads (StreamingTests: bytes across thread counts);
# the worker pool and Monitor themselves (WorkerPoolTests, MonitorTests), the element prefetcher (PrefetchTests) and
# resampling split among the pool's threads (ResizeTests).
TSAN_FILTER=${TSAN_FILTER:-'CheckTests|CheckCLITests|ConcurrencyTests|FuzzRegressionTests|BatchAndShardTests|StreamingTests|PrefetchTests|WorkerPoolTests|MonitorTests|ResizeTests|PNGStreamEncoderTests'}

for pass in "${passes[@]}"; do
  case $pass in
    asan)
      echo "== AddressSanitizer + UndefinedBehaviorSanitizer (.build-asan)"
      "$SWIFT" build --build-tests --scratch-path .build-asan "${TRAITS[@]}" --sanitize address \
        -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined \
        -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined
      # Leak checking is off: the Swift runtime and Foundation keep caches alive until exit, which LeakSanitizer
      # reports as leaks of every test process.
      CHATRENDER_SANITIZER=address ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1 \
      UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        "$SWIFT" test --skip-build --scratch-path .build-asan "${TRAITS[@]}" ${SANITIZE_FILTER:+--filter "$SANITIZE_FILTER"}
      ;;
    tsan)
      echo "== ThreadSanitizer (.build-tsan): $TSAN_FILTER"
      "$SWIFT" build --build-tests --scratch-path .build-tsan "${TRAITS[@]}" --sanitize thread
      CHATRENDER_SANITIZER=thread TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
        "$SWIFT" test --skip-build --scratch-path .build-tsan "${TRAITS[@]}" --filter "$TSAN_FILTER"
      ;;
    *)
      echo "unknown pass $pass (asan, tsan)" >&2
      exit 64
      ;;
  esac
done
