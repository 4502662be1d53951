# TagFlow: the two commands of the README, and what they need.
#   make gallery   renders the demo gallery into ./gallery (open gallery/index.html)
#   make test      runs every test, then the checks that keep the house in order (see `checks`)
#   make docs      builds the DocC documentation of the library modules into .build/docs
#   make fuzz      runs libFuzzer over the document decoders for FUZZ_SECONDS (default 300)
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SYSTEM_PACKAGES := libpango1.0-dev libcairo2-dev pkg-config
# The fallback fonts for scripts and emoji the bundled DejaVu fonts lack (FallbackFont.standard).
FONT_PACKAGES := fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji

.PHONY: gallery test deps build docs checks benchmarks fuzz clean

# The library modules with DocC catalogs, and the pages whose Swift blocks must build and run.
DOC_TARGETS := TagFlowLayout TagFlow TagFlowRendering TagFlowPango TagFlowJSON TagFlowDocument
SNIPPET_PAGES := README.md Sources/TagFlowLayout/TagFlowLayout.docc/TagFlowLayout.md \
	Sources/TagFlow/TagFlow.docc/GettingStarted.md Sources/TagFlow/TagFlow.docc/ComingFromTTGTagCollectionView.md \
	Sources/TagFlowPango/TagFlowPango.docc/TagFlowPango.md

## Installs the system libraries (Pango, Cairo) when pkg-config cannot find them, and the
## fallback font packages that are not installed.
deps:
	@missing=""; \
	pkg-config --exists pangocairo cairo 2>/dev/null || missing="$(SYSTEM_PACKAGES)"; \
	for p in $(FONT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing$$missing with apt-get..."; \
		if ! command -v apt-get >/dev/null; then \
			echo "error: missing$$missing; install them (Pango and Cairo development files, Noto fonts) with your package manager." >&2; exit 1; \
		fi; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing \
		|| { echo "error: could not install$$missing; run: sudo apt-get install$$missing" >&2; exit 1; }; \
	fi

build: deps
	$(SWIFT) build -c release --product tagflow

gallery: build
	"$$($(SWIFT) build -c release --show-bin-path)/tagflow" gallery -o gallery

test: deps
	$(SWIFT) test
	$(MAKE) --no-print-directory checks

## The checks beyond the Swift tests (part of `make test`): the tool builds in release mode (what
## `make gallery` runs: the optimiser has crashed on code the debug build accepts), the
## documentation's Swift blocks build and run, the folder tree is documented, public names clash
## with no SwiftUI/Testing/Foundation type, and the DocC catalogs build without warnings.
checks: deps
	$(SWIFT) build -c release --product tagflow
	scripts/check-doc-snippets.sh $(SNIPPET_PAGES)
	scripts/check-folder-tree.sh
	scripts/check-public-names.sh
	$(MAKE) --no-print-directory docs DOCC_FLAGS=--warnings-as-errors

## The DocC documentation of the library modules, combined into one archive.
docs: deps
	@mkdir -p .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--output-path .build/docs/TagFlow.doccarchive $(DOCC_FLAGS) 2>&1 \
		| grep -v "prohibited flag(s): -pthread"; exit $${PIPESTATUS[0]}
	@echo "Documentation: .build/docs/TagFlow.doccarchive (open it with 'xcrun docc preview' or serve it statically)"

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

## A coverage-guided campaign (libFuzzer, from the Swift toolchain's clang runtime: no system
## package) over the document decoders and commands, in the separate Fuzz package so nothing else
## is built with its instrumentation. Seeds: the gallery's documents; new inputs accumulate in
## .build/fuzz-corpus; a crash, a hang (30 s per input) or a bad message is written to .build/.
## `make test` runs the bounded, deterministic fuzzer instead (Tests/README.md).
FUZZ_SECONDS ?= 300
fuzz: build
	rm -rf .build/fuzz-gallery .build/fuzz-seeds && mkdir -p .build/fuzz-seeds .build/fuzz-corpus
	"$$($(SWIFT) build -c release --show-bin-path)/tagflow" gallery -o .build/fuzz-gallery > /dev/null
	cp .build/fuzz-gallery/*.json .build/fuzz-seeds/
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer
	"$$(cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --show-bin-path)/DocumentFuzzer" \
		-max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
		-artifact_prefix=.build/fuzz- .build/fuzz-corpus .build/fuzz-seeds

clean:
	rm -rf .build gallery
