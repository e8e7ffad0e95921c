#!/usr/bin/env bash
# `make bench`: one table (scripts/bench.py) of whole-command time, per-stage time, peak memory and output size for
# the all-kinds and text-only phone screens, an empty conversation, 300- and 3000-message chats, a photo-heavy chat,
# a diff of two tall images and a check of 100 goldens, each beside a previous release build measured in the same
# run. The previous build is the git ref BENCH_BASE (default: main before banded rendering), checked out in a
# worktree under .build-bench/ and built the way its own Makefile built releases; it is kept between runs.
#   BENCH_BASE=<ref>  RUNS=<n> (default 7)  BENCH_ONLY=<part of a workload name>
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BASE=${BENCH_BASE:-6a3e1e6}

echo "building this checkout (release, static Swift runtime, as make build) ..." >&2
"$SWIFT" build -c release --product chatrender --static-swift-stdlib >/dev/null

base_commit=$(git rev-parse --short "$BASE^{commit}")
base_dir=.build-bench/$base_commit
if [ ! -x "$base_dir/.build/release/chatrender" ]; then
  echo "building the previous release $BASE ($base_commit) in $base_dir ..." >&2
  mkdir -p .build-bench
  [ -d "$base_dir" ] || git worktree add --detach "$base_dir" "$base_commit" >/dev/null
  (cd "$base_dir" && "$SWIFT" build -c release --product chatrender >/dev/null)
fi

only=()
[ -n "${BENCH_ONLY:-}" ] && only=(--only "$BENCH_ONLY")
echo "$(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/bench.py --current .build/release/chatrender --previous "$base_dir/.build/release/chatrender" \
  --previous-label "$base_commit" --runs "${RUNS:-7}" "${only[@]}"
