# Source this file: `. scripts/find-chromium.sh`. Exports CHROMIUM_PATH.
# Order: $CHROMIUM_PATH, Playwright's own browsers, /usr/bin/chromium; on
# Debian as root it installs Debian's chromium; otherwise it says how to get one.

find_chromium() {
  local candidate
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    if [ -x "$CHROMIUM_PATH" ]; then export CHROMIUM_PATH; return 0; fi
    echo "find-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
    return 1
  fi
  candidate="$(node -e "try { const p = require('playwright-core').chromium.executablePath(); if (require('fs').existsSync(p)) console.log(p) } catch {}" 2> /dev/null)"
  for candidate in "$candidate" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      export CHROMIUM_PATH="$candidate"
      return 0
    fi
  done
  if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
    echo "find-chromium: no Chromium found; installing Debian's chromium package" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation > /dev/null) || {
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

find_chromium
