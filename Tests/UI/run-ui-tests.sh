#!/usr/bin/env bash
# Runs the GTK widget's end-to-end test under a private X server and D-Bus session:
#   Tests/UI/run-ui-tests.sh [path/to/tagflow]     (default: the debug build)
# Needs xvfb, xauth, xdotool, xclip, imagemagick, at-spi2-core, python3-pyatspi, dbus (make deps).
set -euo pipefail
cd "$(dirname "$0")/../.."
TAGFLOW=${1:-"$(swift build --show-bin-path)/tagflow"}
# GTK looks for an accessibility bus on the session bus; dbus-run-session starts a fresh one, and
# at-spi2-core's bus is D-Bus activated inside it. The system python has pyatspi. -noreset: Xvfb
# otherwise resets when its last client leaves, and a client connecting during the reset (the
# app, right after an xdotool call) is refused.
# The accessibility bus keeps "a screen reader listens" (org.a11y.Status IsEnabled, which the tests
# set) in the user's GSettings: a private settings folder keeps it from outliving the run.
# IBus keeps its address and engine registry there too.
XDG_CONFIG_HOME=$(mktemp -d)
XDG_CACHE_HOME=$(mktemp -d)
export XDG_CONFIG_HOME XDG_CACHE_HOME
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"' EXIT
xvfb-run -a -s '-screen 0 1024x768x24 -noreset' dbus-run-session -- /usr/bin/python3 Tests/UI/ui_test.py "$TAGFLOW" \
    2> >(grep -v -e "dbus-daemon" -e "SpiRegistry" -e "AT-SPI: Error" -e "dbind-WARNING" >&2)
