# chatrender — the README's two commands are `make samples` and `make test`.
# Two packages: the root one (the library, `chatrender`, their tests) and Tools/ (chatrender-serve, chatrender-assets,
# chatrender-bench, the service's tests), which depends on the root one by path. The programs are built through
# Tools/ (its build directory Tools/.build holds chatrender and chatrender-serve side by side, compiled once).
SWIFT ?= swift
TOOLS := --package-path Tools
BIN := Tools/.build/release/chatrender
# The root package's trait for the ChatRenderSnapshotTesting strategies and their tests: every build of the root
# package here passes it, so that switching between these targets never recompiles it with other flags.
TRAITS := --traits SnapshotTesting
SAMPLES := $(wildcard samples/*.json)
GALLERY := $(wildcard samples/gallery/*.json)
THEMES := $(notdir $(patsubst %/theme.json,%,$(wildcard assets/themes/*/theme.json)))

.PHONY: deps build samples test api docs test-browser goldens assets bench bench-stages bench-serve bench-chromium clean fuzz sanitize install uninstall release wheel

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release $(TOOLS) --product chatrender --static-swift-stdlib
	$(SWIFT) build -c release $(TOOLS) --product chatrender-serve --static-swift-stdlib
	scripts/build-front.sh Tools/.build/release/chatrender-front

## Install the binary, the built-in themes, completions (bash, zsh, fish), the man page and the docs under PREFIX
## (default /usr/local), staged under DESTDIR when set. The installed binary needs no checkout. Run `make build`
## first (as yourself: `sudo` usually has no Swift on its PATH); install only copies what was built, stripped of
## symbols and debug information (STRIP=no installs them as built).
PREFIX ?= /usr/local
DESTDIR ?=
install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" BIN="$(BIN)" $(if $(STRIP),STRIP="$(STRIP)") scripts/install.sh

## Remove what `make install` put under PREFIX, and the directories it made that are left empty (never PREFIX itself).
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh --uninstall

## A release in dist/ (scripts/release.sh): a tarball of the stripped binaries (Swift runtime static, C libraries
## dynamic and listed) with themes, man page, completions and licence; a .deb for Debian 12 (Depends read from the
## binaries); SHA256SUMS. `make release VERSION=x.y.z` also moves the CHANGELOG's unreleased section to x.y.z with
## today's date, sets the version, commits and tags vx.y.z (never pushes); DRY_RUN=1 builds dist/ only.
VERSION ?=
DRY_RUN ?=
release: deps
	scripts/release.sh $(if $(DRY_RUN),--dry-run) $(VERSION)

## A Python wheel in dist/ (scripts/wheel.py, docs/python.md): chatrender-VERSION-py3-none-linux_x86_64.whl holding
## the binary (a release build stripped, a copy), the built-in themes and the JSON Schemas, with the chatrender package
## (render(), layout(), schema(), python -m chatrender). The same bytes on every build. Run `make build` first, or
## pass BIN=path/to/chatrender (WHEEL_STRIP=yes|no overrides stripping only release builds).
WHEEL_STRIP ?=
wheel:
	python3 scripts/wheel.py --bin "$(BIN)" $(if $(WHEEL_STRIP),--strip "$(WHEEL_STRIP)")

## Render every samples/*.json to the PNG beside it (installs missing system packages first).
samples: build
	@for f in $(SAMPLES); do \
	  echo "render $$f -> $${f%.json}.png"; \
	  $(BIN) "$$f" -o "$${f%.json}.png" || exit 1; \
	done
	@for g in $(GALLERY); do for t in $(THEMES); do for a in light dark; do \
	  out="$${g%.json}-$$t-$$a.png"; echo "render $$g --theme $$t --appearance $$a -> $$out"; \
	  $(BIN) "$$g" --theme $$t --appearance $$a -o "$$out" || exit 1; \
	done; done; done

## The whole test suite: unit, golden-image and CLI tests (root package, with the snapshot-testing trait) after the
## check that docs/api.md lists the built public surface (scripts/api_surface.py), the consumer
## package check (a library user resolves no HTTP, TLS, crypto or syntax package), then the service's tests (Tools/),
## with `chatrender` built beside chatrender-serve for the hand-off test.
test: deps
	$(SWIFT) build --build-tests $(TRAITS)
	SWIFT=$(SWIFT) python3 scripts/api_surface.py --check
	$(SWIFT) test --skip-build $(TRAITS)
	scripts/consumer-check.sh
	$(SWIFT) build $(TOOLS) --build-tests
	$(SWIFT) build $(TOOLS) --product chatrender
	$(SWIFT) test $(TOOLS) --skip-build

## Rewrite docs/api.md's list of the library's public surface from the built modules (after a deliberate API change;
## make test fails while the list and the modules differ).
api:
	$(SWIFT) build --build-tests $(TRAITS)
	SWIFT=$(SWIFT) python3 scripts/api_surface.py --write

## The DocC documentation of ChatRender (Sources/ChatRender/ChatRender.docc: the module's page and the getting-started
## article) with the toolchain's docc, no package plugin: .build/docs/ChatRender.doccarchive (static hosting layout).
## A broken link or a doc warning fails it. A few seconds after make test's build.
DOCC ?= docc
docs:
	$(SWIFT) build --build-tests $(TRAITS)
	SWIFT=$(SWIFT) python3 scripts/api_surface.py --symbol-graphs .build/symbol-graphs
	mkdir -p .build/docs
	$(DOCC) convert Sources/ChatRender/ChatRender.docc --additional-symbol-graph-dir .build/symbol-graphs \
	  --fallback-display-name ChatRender --fallback-bundle-identifier org.chatrender.ChatRender \
	  --output-path .build/docs/ChatRender.doccarchive --transform-for-static-hosting --warnings-as-errors
	@echo "docs: .build/docs/ChatRender.doccarchive (documentation/chatrender/index.html)"

## The live preview page of `chatrender serve` in a real browser (Playwright from PyPI driving Debian's chromium;
## the script installs both when missing). CI runs it after `make test`.
test-browser: deps
	$(SWIFT) build $(TOOLS) --product chatrender
	$(SWIFT) build $(TOOLS) --product chatrender-serve
	python3 scripts/preview-browser-test.py Tools/.build/debug/chatrender

## Re-record the golden images deliberately (then look at every changed PNG before committing).
goldens: deps
	@# Recording reports every golden it writes as an issue (so record mode is never left on unnoticed).
	CHATRENDER_RECORD=1 $(SWIFT) test $(TRAITS) --filter GoldenTests || echo "goldens recorded: look at every changed PNG (git status) before committing"

## Regenerate the built-in theme PNGs and the sample images from their drawing code.
assets: deps
	$(SWIFT) build -c release $(TOOLS) --product chatrender-assets
	Tools/.build/release/chatrender-assets themes assets/themes
	Tools/.build/release/chatrender-assets samples samples/images

## Benchmarks (not a test): one table of whole-command and per-stage times, peak memory and output sizes, each
## workload beside a previous release build (BENCH_BASE, a git ref) measured in the same run. See docs/performance.md.
bench: deps
	scripts/bench.sh

## Micro-benchmarks of single stages (encoders, resampling, text) inside one process.
bench-stages: deps
	$(SWIFT) build -c release $(TOOLS) --product chatrender-bench
	Tools/.build/release/chatrender-bench "$(CURDIR)" --runs 5
## Load on `chatrender serve` over loopback with wrk: all-kinds at concurrency 1, 2, 8, 64 (REQUESTS each, default 2500),
## every answer checked against the command line's bytes; throughput, p50/p99, rejections, resident memory.
bench-serve: deps
	SWIFT=$(SWIFT) scripts/bench-serve.sh

## One screen against warm headless Chromium drawing the same chat as HTML (scripts/bench-chromium.py, Playwright
## driving Debian's chromium, both installed when missing): the whole command and the warm service beside the browser,
## alternately in one run, with the ratios. CHROMIUM_RUNS sets the repetitions (default 15).
CHROMIUM_RUNS ?= 15
bench-chromium: build
	python3 scripts/bench-chromium.py --bin "$(BIN)" --runs $(CHROMIUM_RUNS)

## Fuzzing (docs/robustness.md): builds Fuzz/ with libFuzzer, ASan and UBSan, runs each target FUZZ_SECONDS (60).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) scripts/fuzz.sh

## The test suite under AddressSanitizer + UndefinedBehaviorSanitizer, and the parallel tests under ThreadSanitizer.
sanitize: deps
	SWIFT=$(SWIFT) scripts/sanitize.sh

clean:
	rm -rf .build Tools/.build .build-fuzz .build-asan .build-tsan

## Line breaks against Pango's on bench/linebreak-corpus (needs pango1.0-tools); a debug build unless
## PANGO_CONFIG=release, more flags through PANGO_ARGS (e.g. PANGO_ARGS=--verbose). See scripts/pango_agreement.py.
.PHONY: pango-agreement
PANGO_CONFIG ?= debug
PANGO_ARGS ?=
pango-agreement: deps
	$(SWIFT) build -c $(PANGO_CONFIG) --product chatrender
	python3 scripts/pango_agreement.py --chatrender .build/$(PANGO_CONFIG)/chatrender $(PANGO_ARGS)
