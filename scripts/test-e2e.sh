#!/usr/bin/env bash
# `npm run test:e2e [-- playwright args]`: production build, then the Playwright suite
# against it on the mock backend. The inner loop for browser tests; `npm test` runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh
npm run --silent build
. scripts/find-chromium.sh
. scripts/find-java.sh
npx playwright test "$@"
