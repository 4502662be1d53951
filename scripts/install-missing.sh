#!/usr/bin/env bash
# Installs with apt-get the Debian packages of the list that are not installed, saying what for;
# exits 1 with the command to run when that fails, 2 when there is no dpkg or apt-get.
#   scripts/install-missing.sh PURPOSE PACKAGE...
set -euo pipefail
purpose="$1"
shift
command -v dpkg-query > /dev/null && command -v apt-get > /dev/null || exit 2
missing=""
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "ok installed" || missing="$missing $package"
done
[ -n "$missing" ] || exit 0
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
echo "Installing$missing ($purpose) with apt-get..."
$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing \
    || { echo "error: could not install$missing; run: sudo apt-get install --no-install-recommends$missing" >&2; exit 1; }
