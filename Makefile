# TagFlow: the two commands of the README, and what they need.
#   make gallery   renders the demo gallery into ./gallery (open gallery/index.html)
#   make test      runs every test
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SYSTEM_PACKAGES := libpango1.0-dev libcairo2-dev pkg-config
# The fallback fonts for scripts and emoji the bundled DejaVu fonts lack (FallbackFont.standard).
FONT_PACKAGES := fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji

.PHONY: gallery test deps build benchmarks clean

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

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build gallery
