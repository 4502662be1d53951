# TagFlow: the two commands of the README, and what they need.
#   make gallery     renders the demo gallery into ./gallery (open gallery/index.html)
#   make test        runs every test: the Swift tests (the browser tests in headless Chromium
#                    among them), those that run the tool again against its release build,
#                    the engine's tests under the address sanitizer, the GTK widget's
#                    UI test under Xvfb, then the checks that keep the house in order (see `checks`)
#   make demo        opens the demo app (the GTK widget in small panels)
#   make widget-benchmarks   the GTK widget beside GtkFlowBox (time and memory; needs Xvfb)
#   make docs        builds the DocC documentation of the library modules into .build/docs
#   make screenshot  redraws docs/images/demo.png (the demo window, under Xvfb)
#   make fuzz        runs libFuzzer over the document decoders for FUZZ_SECONDS (default 300)
#   make install     installs tagflow, tagflow-demo and their fonts under PREFIX (default
#                    /usr/local), staged under DESTDIR if given
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Build and run: Pango, Cairo and GTK 4 headers.
SYSTEM_PACKAGES := libpango1.0-dev libcairo2-dev libgtk-4-dev pkg-config
# The fallback fonts for scripts and emoji the bundled DejaVu fonts lack (FallbackFonts.standard).
FONT_PACKAGES := fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
# The UI test: a private X server, input, screenshots, the accessibility bus and Python's AT-SPI,
# and an input method (IBus with Anthy) for the tag field.
UI_TEST_PACKAGES := xvfb xauth xdotool xclip at-spi2-core python3-pyatspi gir1.2-atspi-2.0 dbus imagemagick \
	ibus ibus-anthy ibus-gtk4 $(GIR_PACKAGES)
# The widget's GObject introspection data (`make gir`) and the PyGObject app that uses it.
GIR_PACKAGES := gobject-introspection libgirepository1.0-dev python3-gi gir1.2-gtk-4.0
# The browser tests: the gallery's page looked at in headless Chromium, and text widths compared
# with Chromium's.
BROWSER_PACKAGES := chromium

# The library modules with DocC catalogs, and the pages whose Swift blocks must build and run.
DOC_TARGETS := TagFlowLayout TagFlow TagFlowRendering TagFlowPango TagFlowGTK TagFlowDocument TagFlowKit
SNIPPET_PAGES := README.md Sources/TagFlowLayout/TagFlowLayout.docc/TagFlowLayout.md \
	Sources/TagFlow/TagFlow.docc/GettingStarted.md Sources/TagFlow/TagFlow.docc/ComingFromTTGTagCollectionView.md \
	Sources/TagFlow/TagFlow.docc/TheTagField.md \
	Sources/TagFlowPango/TagFlowPango.docc/TagFlowPango.md Sources/TagFlowGTK/TagFlowGTK.docc/TagFlowGTK.md

.PHONY: gir gir-deps gallery test release-tool-tests sanitize ui-test checks demo docs screenshot gtk-measurements deps ui-deps browser-deps build benchmarks widget-benchmarks fuzz clean install

# Where `make install` puts the tools ($(PREFIX)/bin) and their fonts ($(PREFIX)/share/tagflow/fonts,
# where the tools look for them beside themselves); DESTDIR stages the whole tree elsewhere.
PREFIX ?= /usr/local
DESTDIR ?=

## Installs the system libraries (Pango, Cairo, GTK 4) when pkg-config cannot find them, and the
## fallback font packages that are not installed.
deps:
	@missing=""; \
	pkg-config --exists pangocairo cairo gtk4 2>/dev/null || missing=" $(SYSTEM_PACKAGES)"; \
	for p in $(FONT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing$$missing with apt-get..."; \
		if ! command -v apt-get >/dev/null; then \
			echo "error: missing$$missing; install them (Pango, Cairo and GTK 4 development files, Noto fonts) with your package manager." >&2; exit 1; \
		fi; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing \
		|| { echo "error: could not install$$missing; run: sudo apt-get install$$missing" >&2; exit 1; }; \
	fi

## Installs what the UI test needs, the packages that are missing only.
ui-deps:
	@scripts/install-missing.sh "for the GTK UI test" $(UI_TEST_PACKAGES) || { status=$$?; [ $$status = 2 ] || exit $$status; \
		for tool in xvfb-run xauth xdotool xclip import dbus-run-session g-ir-scanner; do \
			command -v $$tool >/dev/null || { echo "error: $$tool is missing; the UI test needs $(UI_TEST_PACKAGES) (Debian names)" >&2; exit 1; }; \
		done; \
		/usr/bin/python3 -c "import pyatspi, gi" 2>/dev/null || { echo "error: /usr/bin/python3 cannot import pyatspi and gi; install python3-pyatspi, python3-gi and gir1.2-atspi-2.0 (Debian names)" >&2; exit 1; }; }

## Installs what `make gir` needs (GObject introspection's scanner and compiler).
gir-deps:
	@scripts/install-missing.sh "for the GObject introspection data" $(GIR_PACKAGES) || { status=$$?; [ $$status = 2 ] || exit $$status; \
		command -v g-ir-scanner >/dev/null || { echo "error: g-ir-scanner is missing; make gir needs $(GIR_PACKAGES) (Debian names)" >&2; exit 1; }; }

## Installs Chromium for the browser tests when no Chromium is on PATH. Where it cannot be
## installed (no apt-get, or no such package, as on Ubuntu without snaps) it says so, and the
## browser tests are reported as skipped with that reason.
browser-deps:
	@if command -v chromium >/dev/null || command -v chromium-browser >/dev/null || command -v google-chrome >/dev/null; then \
		:; \
	elif command -v apt-get >/dev/null; then \
		echo "Installing $(BROWSER_PACKAGES) (for the browser tests) with apt-get..."; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(BROWSER_PACKAGES) \
		|| echo "warning: could not install $(BROWSER_PACKAGES); the browser tests will be skipped (install Chromium to run them)" >&2; \
	else \
		echo "warning: no Chromium on PATH and no apt-get; the browser tests will be skipped (install Chromium to run them)" >&2; \
	fi

build: deps
	$(SWIFT) build -c release --product tagflow

## The release build of tagflow and tagflow-demo, installed with the bundled DejaVu fonts (and
## their licence) where the tools look for them: $(PREFIX)/bin/../share/tagflow/fonts; and the
## GTK widget's C library, header and introspection data ($(PREFIX)/lib, include/tagflow,
## lib/girepository-1.0, share/gir-1.0) for C, Python and JavaScript apps.
install: deps
	$(SWIFT) build -c release --product tagflow
	$(SWIFT) build -c release --product tagflow-demo
	$(MAKE) --no-print-directory gir GIR_CONFIG=release
	bin="$$($(SWIFT) build -c release --show-bin-path)" && \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/tagflow/fonts" "$(DESTDIR)$(PREFIX)/lib/girepository-1.0" \
		"$(DESTDIR)$(PREFIX)/include/tagflow" "$(DESTDIR)$(PREFIX)/share/gir-1.0" && \
	install -m 755 "$$bin/tagflow" "$$bin/tagflow-demo" "$(DESTDIR)$(PREFIX)/bin/" && \
	install -m 644 Sources/TagFlowPango/Fonts/* "$(DESTDIR)$(PREFIX)/share/tagflow/fonts/" && \
	install -m 755 "$$bin/libTagFlowGTKShared.so" "$(DESTDIR)$(PREFIX)/lib/" && \
	install -m 644 Sources/CGtkShim/include/tagflow.h "$(DESTDIR)$(PREFIX)/include/tagflow/" && \
	install -m 644 .build/gir/TagFlow-1.0.typelib "$(DESTDIR)$(PREFIX)/lib/girepository-1.0/" && \
	install -m 644 .build/gir/TagFlow-1.0.gir "$(DESTDIR)$(PREFIX)/share/gir-1.0/"

gallery: build
	"$$($(SWIFT) build -c release --show-bin-path)/tagflow" gallery -o gallery

test: deps ui-deps browser-deps
	scripts/timed.sh "swift test" $(SWIFT) test
	scripts/timed.sh release-tool-tests $(MAKE) --no-print-directory release-tool-tests
	scripts/timed.sh sanitize $(MAKE) --no-print-directory sanitize
	scripts/timed.sh ui-test $(MAKE) --no-print-directory ui-test
	scripts/timed.sh checks $(MAKE) --no-print-directory checks

## The tests that run the tagflow executable, again against the release build users run (the
## optimiser has turned code the debug build runs correctly into crashes): the tool's input
## and streams, its commands end to end, and the fuzzer through the executable. The test bundle
## is the one `swift test` built; TAGFLOW_EXECUTABLE points it at the release tagflow.
RELEASE_TOOL_SUITES := ToolInputTests|ToolLimitsEndToEndTests|FileFaultTests|StreamFailureTests|EndToEndTests|EndToEndTagTests|ComponentEndToEndTests|FieldEndToEndTests|RenderEndToEndTests|FieldRenderEndToEndTests|ToolFuzzTests
release-tool-tests:
	$(SWIFT) build -c release --product tagflow
	TAGFLOW_EXECUTABLE="$$($(SWIFT) build -c release --show-bin-path)/tagflow" \
		$(SWIFT) test --skip-build --filter 'TagFlowDocumentTests\.($(RELEASE_TOOL_SUITES))/'

## The layout engine's tests under the address sanitizer, in their own package (Tests/Sanitized)
## so that nothing else is built with it; leaks are reported too, but XCTest's own. Property tests
## run a quarter of their cases there (PropertyCounts); `swift test` runs them all.
sanitize:
	cd Tests/Sanitized && LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitized/lsan-suppressions.txt \
		$(SWIFT) test --scratch-path $(CURDIR)/.build-sanitized -Xswiftc -sanitize=address

## The GTK widget as a C shared library (libTagFlowGTKShared.so, its header
## Sources/CGtkShim/include/tagflow.h) and its GObject introspection data, TagFlow-1.0.gir and
## TagFlow-1.0.typelib in .build/gir, for Python (PyGObject), JavaScript (GJS) and C apps
## (docs/gtk.md); GIR_CONFIG=release builds the library in release mode.
GIR_CONFIG ?= debug
gir: deps gir-deps
	$(SWIFT) build -c $(GIR_CONFIG) --product TagFlowGTKShared
	lib="$$($(SWIFT) build -c $(GIR_CONFIG) --show-bin-path)" && mkdir -p .build/gir && cd .build/gir && \
	LD_LIBRARY_PATH="$$lib" g-ir-scanner --quiet --warn-error --namespace=TagFlow --nsversion=1.0 \
		--identifier-prefix=TagFlow --symbol-prefix=tagflow --include=Gtk-4.0 --pkg=gtk4 \
		--library=TagFlowGTKShared -L"$$lib" --output=TagFlow-1.0.gir "$(CURDIR)/Sources/CGtkShim/include/tagflow.h" && \
	g-ir-compiler TagFlow-1.0.gir -o TagFlow-1.0.typelib

## The GTK widget driven by real X input and read over AT-SPI, through `tagflow show --events`.
ui-test: deps ui-deps gir
	$(SWIFT) build --product tagflow
	$(SWIFT) build --product tagflow-demo
	Tests/UI/run-ui-tests.sh "$$($(SWIFT) build --show-bin-path)/tagflow"

## The checks beyond the tests (part of `make test`): the tool builds in release mode (what
## `make gallery` runs: the optimiser has crashed on code the debug build accepts), works
## installed (`make install` into a temporary prefix, every command run there with the build's
## fonts hidden) and stays within the memory docs/cli.md states (a million items under an
## address-space limit, batches a line at a time), the documentation's Swift blocks build and
## run, the folder tree is documented, the docs name only folders, files, names, products, make
## targets and counts that exist, public names clash with no SwiftUI/Testing/Foundation
## type, `unsafe` stays in the files listed for it (the engine's one block of raw memory, the C
## boundaries), every module's functions stay short with few parameters, no comment quotes
## instruction counts and no code uses `@_spi`, no initializer ends the process (the optimiser
## miscompiles one that does), and the DocC catalogs build without warnings.
checks: deps
	$(SWIFT) build -c release --product tagflow
	scripts/check-install.sh
	scripts/check-streaming.sh
	scripts/check-doc-snippets.sh $(SNIPPET_PAGES)
	scripts/check-ttg-spellings.sh
	scripts/check-folder-tree.sh
	scripts/check-docs.py
	scripts/check-public-names.sh
	scripts/check-public-api.py
	scripts/check-unsafe.sh
	scripts/check-shape.py
	scripts/check-initializers.py
	$(MAKE) --no-print-directory docs DOCC_FLAGS=--warnings-as-errors

## The DocC documentation of the library modules, combined into one archive.
docs: deps
	@mkdir -p .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--output-path .build/docs/TagFlow.doccarchive $(DOCC_FLAGS) 2>&1 \
		| grep -v "prohibited flag(s): -pthread"; exit $${PIPESTATUS[0]}
	@echo "Documentation: .build/docs/TagFlow.doccarchive (open it with 'xcrun docc preview' or serve it statically)"

demo: deps
	$(SWIFT) build -c release --product tagflow-demo
	"$$($(SWIFT) build -c release --show-bin-path)/tagflow-demo"

screenshot: deps ui-deps
	$(SWIFT) build -c release --product tagflow-demo
	GDK_BACKEND=x11 GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' \
		"$$($(SWIFT) build -c release --show-bin-path)/tagflow-demo" --screenshot docs/images/demo.png

## Frame times while dragging through 1 000 tags, click-to-paint latency, memory (release build).
gtk-measurements: deps ui-deps
	$(SWIFT) build -c release --product tagflow
	$(SWIFT) build -c release --product tagflow-demo
	xvfb-run -a -s '-screen 0 1024x768x24 -noreset' dbus-run-session -- /usr/bin/python3 Tests/UI/measure.py \
		"$$($(SWIFT) build -c release --show-bin-path)/tagflow" "$$($(SWIFT) build -c release --show-bin-path)/tagflow-demo" \
		2> >(grep -v -e "dbus-daemon" -e "SpiRegistry" >&2)

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

## The GTK widget beside a GtkFlowBox of GtkLabel chips and headless TagFlow (release build, one
## process, alternating rounds, thread CPU time, new texts every round; then the memory each adds
## and its first build, a process each), without and with a screen reader listening; then an
## issue tracker's GtkListView of widget rows beside one of GtkFlowBox rows. Under Xvfb and a
## D-Bus session as the UI test runs, with private settings (the accessibility bus stores whether
## a screen reader listens in them). Benchmarks/widget-callgrind.sh counts instructions.
widget-benchmarks: deps ui-deps
	cd Benchmarks && $(SWIFT) build -c release --product WidgetSideBySide
	cd Benchmarks && export GDK_BACKEND=x11 XDG_CONFIG_HOME="$$(mktemp -d)" && \
		xvfb-run -a -s '-screen 0 1024x768x24 -noreset' dbus-run-session -- \
		sh -c '"$$0" 15 && "$$0" --screen-reader 15 && "$$0" --resident && "$$0" --screen-reader --resident && "$$0" --list' \
		"$$($(SWIFT) build -c release --show-bin-path)/WidgetSideBySide" 2> >(grep -v -e "dbus-daemon" -e "SpiRegistry" >&2)

## A coverage-guided campaign (libFuzzer, from the Swift toolchain's clang runtime: no system
## package) over the document decoders and commands, in the separate Fuzz package so nothing else
## is built with its instrumentation. Seeds: the gallery's documents and Fuzz/seeds (tag fields
## typing joining text a piece at a time), with Fuzz/dictionary.txt; new inputs accumulate in
## .build/fuzz-corpus; a crash, a hang (30 s per input) or a bad message is written to .build/.
## `make test` runs the bounded, deterministic fuzzer instead (Tests/README.md).
FUZZ_SECONDS ?= 300
fuzz: build
	rm -rf .build/fuzz-gallery .build/fuzz-seeds && mkdir -p .build/fuzz-seeds .build/fuzz-corpus
	"$$($(SWIFT) build -c release --show-bin-path)/tagflow" gallery -o .build/fuzz-gallery > /dev/null
	cp .build/fuzz-gallery/*.json Fuzz/seeds/*.json .build/fuzz-seeds/
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer
	"$$(cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --show-bin-path)/DocumentFuzzer" \
		-max_total_time=$(FUZZ_SECONDS) -dict=Fuzz/dictionary.txt -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
		-artifact_prefix=.build/fuzz- .build/fuzz-corpus .build/fuzz-seeds

clean:
	rm -rf .build .build-sanitized gallery
