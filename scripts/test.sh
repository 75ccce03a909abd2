#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests, then the browser suite
# against the production build on the mock backend. Any failure exits non-zero.
# The real-backend lane (`npm run test:real-backend`) is not part of it while PostgREST 12
# leaves some error answers unanswered late in a run (README, "The real-backend lane").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit, policy and integration tests (vitest)"
npm run --silent test:unit
step "production build, then browser tests (Playwright, Chromium, Nu HTML Checker)"
bash scripts/test-e2e.sh "$@"
