#!/usr/bin/env bash
# `npm run test:e2e [-- playwright args]`: production build, then the Playwright suite
# against it on the mock backend. The inner loop for browser tests; `npm test` runs everything.
# `--no-build` (first) reuses the build in dist/ (npm test builds it in a step of its own).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh
if [ "${1:-}" = --no-build ]; then shift; else npm run --silent build; fi
. scripts/find-chromium.sh
. scripts/find-java.sh
npx playwright test "$@"
