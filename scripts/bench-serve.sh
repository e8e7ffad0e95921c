#!/usr/bin/env bash
# Load on `chatrender serve`, on loopback only, with wrk (Debian): the all-kinds screen (bench/screens/all-kinds.json,
# its images inlined as data: URIs) at concurrency 1, 2, 8 and 64, REQUESTS each (default 2500: 10 000 in all, on one
# server process). Every answer is compared byte for byte with what `chatrender render` writes for the same JSON
# (bench-serve.lua). Prints throughput, p50/p99 latency, 503 rejections, and the server's resident memory after
# each level and at its peak (VmHWM).
# Also prints the server's CPU time (user + system, from /proc) per answered request at each level: what a request
# costs beside a screen in a batch (`make bench`). BIN=path/to/chatrender (with chatrender-serve beside it) measures
# that build instead of building this checkout (e.g. a previous commit's, in the same session).
#   scripts/bench-serve.sh            REQUESTS=500 LEVELS="1 8" scripts/bench-serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
REQUESTS=${REQUESTS:-2500}
LEVELS=${LEVELS:-"1 2 8 64"}
command -v wrk >/dev/null || { echo "bench-serve: installing wrk" >&2; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
# The same build as `make build` (both through the package in Tools/, static Swift runtime), so neither rebuilds the
# other's objects.
if [ -z "${BIN:-}" ]; then
  "$SWIFT" build -c release --package-path Tools --product chatrender --static-swift-stdlib >/dev/null
  "$SWIFT" build -c release --package-path Tools --product chatrender-serve --static-swift-stdlib >/dev/null
fi
bin=${BIN:-Tools/.build/release/chatrender}

work=$(mktemp -d)
server=""
cleanup() {
  [ -z "$server" ] || kill -TERM "$server" 2>/dev/null || true
  [ -z "$server" ] || wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The screen with its images inlined (the service opens no files), and what the command line renders from it.
python3 scripts/inline_images.py bench/screens/all-kinds.json "$work/body.json"
"$bin" render "$work/body.json" -o "$work/expected.png"
"$bin" render bench/screens/all-kinds.json -o "$work/from-files.png"
cmp -s "$work/expected.png" "$work/from-files.png" || { echo "bench-serve: inline images render differently from files" >&2; exit 1; }
echo "all-kinds: $(wc -c <"$work/body.json") bytes of JSON, $(wc -c <"$work/expected.png") bytes of PNG"

"$bin" serve --port 0 --log-format json ${SERVE_ARGS:-} 2>"$work/server.log" &
server=$!
port=""
for _ in $(seq 100); do
  port=$(grep -o '"url":"http://[^"]*' "$work/server.log" | head -1 | sed -E 's/.*:([0-9]+)\/?$/\1/' || true)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "bench-serve: the server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
url="http://127.0.0.1:$port/v1/render"
curl -sf -o "$work/first.png" -H 'Content-Type: application/json' --data-binary @"$work/body.json" "$url"
cmp -s "$work/first.png" "$work/expected.png" || { echo "bench-serve: the service's bytes differ from the command line's" >&2; exit 1; }
echo "service on port $port: the same bytes as the command line; $(nproc) cores"

rss() { awk -v key="$1:" '$1 == key { printf "%.0f", $2 / 1024 }' "/proc/$server/status"; }
# The server's user + system CPU time in clock ticks (fields 14 and 15 of /proc/PID/stat, after the command name).
ticks() { sed 's/.*) //' "/proc/$server/stat" | awk '{ print $12 + $13 }'; }
hz=$(getconf CLK_TCK)
printf '%-11s %9s %9s %9s %9s %9s %9s %9s %9s %9s\n' concurrency requests ok corrupt rejected "req/s" "p50 ms" "p99 ms" "RSS MiB" \
  "CPU ms/r"
status=0
round=0
for c in $LEVELS; do
  # A level may be repeated (LEVELS="8 8 8" measures resident memory round after round on the same server).
  round=$((round + 1))
  threads=$(( c < 2 ? c : 2 ))
  per_thread=$(( (REQUESTS + threads - 1) / threads ))
  markers="$work/markers-$round"
  before=$(ticks)
  mkdir -p "$markers"
  wrk -t "$threads" -c "$c" -d 3600s --timeout 60s -s scripts/bench-serve.lua "$url" -- \
    "$work/body.json" "$work/expected.png" "$per_thread" "$markers" >"$work/wrk-$round.txt" 2>&1 &
  load=$!
  while [ "$(find "$markers" -name 'done.*' | wc -l)" -lt "$threads" ] && kill -0 "$load" 2>/dev/null; do sleep 0.2; done
  kill -INT "$load" 2>/dev/null || true
  wait "$load" || true
  line=$(grep '^RESULT' "$work/wrk-$round.txt" || { cat "$work/wrk-$round.txt" >&2; echo "RESULT"; })
  get() { echo "$line" | grep -o "$1=[0-9.]*" | cut -d= -f2; }
  answered=$(get answered); seconds=$(get seconds)
  rate=$(awk -v n="$answered" -v s="$seconds" 'BEGIN { printf "%.1f", (s > 0 ? n / s : 0) }')
  cpu=$(awk -v t="$(( $(ticks) - before ))" -v hz="$hz" -v n="$answered" 'BEGIN { printf "%.1f", (n > 0 ? t * 1000 / hz / n : 0) }')
  printf '%-11s %9s %9s %9s %9s %9s %9s %9s %9s %9s\n' "$c" "$answered" "$(get ok)" "$(get corrupt)" "$(get rejected)" "$rate" \
    "$(get p50_ms)" "$(get p99_ms)" "$(rss VmRSS)" "$cpu"
  if [ "$(get corrupt)" != 0 ] || [ "$(get other)" != 0 ] || [ "$(get socket_errors)" != 0 ] || [ "$(get timeouts)" != 0 ]; then
    echo "bench-serve: concurrency $c: corrupt, failed or lost answers: $line" >&2
    status=1
  fi
done
echo "peak resident memory of the server (VmHWM): $(rss VmHWM) MiB"
kill -TERM "$server"
wait "$server" && echo "graceful shutdown: exit 0" || { echo "bench-serve: the server exited with $?" >&2; status=1; }
server=""
exit $status
