# TagFlow: the two commands of the README, and what they need.
#   make gallery   renders the demo gallery into ./gallery (open gallery/index.html)
#   make test      runs every test
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SYSTEM_PACKAGES := libpango1.0-dev libcairo2-dev pkg-config

.PHONY: gallery test deps build benchmarks clean

## Installs the system libraries (Pango, Cairo) when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists pangocairo cairo 2>/dev/null; then \
		echo "Installing $(SYSTEM_PACKAGES) (Pango and Cairo headers) with apt-get..."; \
		if ! command -v apt-get >/dev/null; then \
			echo "error: Pango and Cairo development files are missing; install $(SYSTEM_PACKAGES) with your package manager." >&2; exit 1; \
		fi; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(SYSTEM_PACKAGES) \
		|| { echo "error: could not install $(SYSTEM_PACKAGES); run: sudo apt-get install $(SYSTEM_PACKAGES)" >&2; exit 1; }; \
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
