# Source this file: `. scripts/find-chromium.sh`. Exports CHROMIUM_PATH.
# Order: $CHROMIUM_PATH, Playwright's own browsers, /usr/bin/chromium; on
# Debian as root it installs Debian's chromium; otherwise it says how to get one.
#
# It also exports CHROMIUM_HEADLESS_SHELL_PATH when Chromium's headless shell is there (Debian's
# chromium-headless-shell, installed beside chromium as root on Debian): the browser suite runs
# in it, as Playwright does by default with its own browsers, because the shell carries no
# browser UI and runs the suite about a third faster on two cores. Lighthouse and the
# screenshots keep the full browser (CHROMIUM_PATH). Without a shell, the suite uses the full one.

# A path the caller gave in the variable named $1: exported if it is an executable file, else said.
use_given() {
  if [ -x "${!1}" ]; then export "$1"; return 0; fi
  echo "find-chromium: $1=${!1} is not an executable file" >&2
  return 1
}

find_chromium() {
  local candidate
  if [ -n "${CHROMIUM_PATH:-}" ]; then use_given CHROMIUM_PATH; return; fi
  candidate="$(node -e "try { const p = require('playwright-core').chromium.executablePath(); if (require('fs').existsSync(p)) console.log(p) } catch {}" 2> /dev/null)"
  for candidate in "$candidate" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      export CHROMIUM_PATH="$candidate"
      return 0
    fi
  done
  if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
    echo "find-chromium: no Chromium found; installing Debian's chromium package" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-liberation > /dev/null) || {
      echo "find-chromium: apt-get could not install chromium" >&2
      return 1
    }
    export CHROMIUM_PATH=/usr/bin/chromium
    return 0
  fi
  cat >&2 << 'MSG'
find-chromium: no Chromium browser was found.
  Install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`),
  or point CHROMIUM_PATH at a Chromium or Chrome executable.
MSG
  return 1
}

find_headless_shell() {
  local candidate
  if [ -n "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ]; then use_given CHROMIUM_HEADLESS_SHELL_PATH; return; fi
  # Only beside Debian's chromium: the shell must be the same build as the browser found above.
  [ "$CHROMIUM_PATH" = /usr/bin/chromium ] || return 0
  candidate=/usr/lib/chromium/chromium-headless-shell
  if [ ! -x "$candidate" ] && [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
    echo "find-chromium: installing Debian's chromium-headless-shell for the browser suite" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell > /dev/null 2>&1 \
      || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell > /dev/null 2>&1) \
      || echo "find-chromium: could not install chromium-headless-shell; the browser suite uses chromium" >&2
  fi
  if [ -x "$candidate" ]; then export CHROMIUM_HEADLESS_SHELL_PATH="$candidate"; fi
  return 0
}

find_chromium && find_headless_shell
