#!/usr/bin/env bash
# CI's check of `make wheel`: builds the wheel twice from the debug build `make test` left (BIN, default
# Tools/.build/debug/chatrender), installs it offline (pip --no-index) into a fresh virtual environment in a scratch
# directory, and runs python/tests/test_wheel.py there with that environment's python, from outside the checkout (so
# it imports the installed package): render() against the command line's bytes, options, layout(), schema(), errors,
# timeouts, `python -m chatrender`, the `chatrender` command, RECORD and the two builds byte-identical.
# Installs Debian's python3-venv when `python3 -m venv` cannot make an environment (a fresh Debian lacks ensurepip).
# Usage: scripts/wheel-check.sh   (BIN=path/to/chatrender, PYTHON=python3.x)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
BIN=${BIN:-Tools/.build/debug/chatrender}
PYTHON=${PYTHON:-python3}
[ -x "$BIN" ] || { echo "wheel-check: $BIN is not built (run make test first, or pass BIN=path/to/chatrender)" >&2; exit 1; }
# Resolved here: the tests run from a scratch directory, where a relative BIN would name nothing.
bin_abs=$(readlink -f "$BIN")
started=$(date +%s)
work=$(mktemp -d "${TMPDIR:-/tmp}/chatrender-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT

if ! "$PYTHON" -m venv "$work/venv" >/dev/null 2>&1; then
  echo "wheel-check: installing python3-venv (Debian)" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
  rm -rf "$work/venv"
  "$PYTHON" -m venv "$work/venv"
fi

"$PYTHON" scripts/wheel.py --bin "$BIN" --out "$work/one"
"$PYTHON" scripts/wheel.py --bin "$BIN" --out "$work/two" >/dev/null
wheel=$(echo "$work"/one/chatrender-*.whl)
again="$work/two/$(basename "$wheel")"
[ -f "$wheel" ] && [ -f "$again" ] || { echo "wheel-check: no wheel was written ($wheel, $again)" >&2; exit 1; }

"$work/venv/bin/python" -m pip install --quiet --no-index --no-deps --disable-pip-version-check "$wheel"
mkdir "$work/run"
(cd "$work/run" && env -u PYTHONPATH -u CHATRENDER_BINARY -u CHATRENDER_THEMES CHATRENDER_REPO="$repo" \
  REFERENCE_BIN="$bin_abs" WHEEL="$wheel" WHEEL_AGAIN="$again" \
  "$work/venv/bin/python" "$repo/python/tests/test_wheel.py")
echo "wheel-check: $(basename "$wheel") ($(du -h "$wheel" | cut -f1)) installed and tested in $(( $(date +%s) - started )) s"
