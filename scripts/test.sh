#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests, then the browser suite
# against the production build on the mock backend, then the real-backend lane
# (PostgreSQL 15 + PostgREST 12 + the Supabase CLI). Any failure exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit, policy and integration tests (vitest)"
npx vitest run
step "production build"
npm run --silent build
step "browser tests (Playwright, Chromium)"
. scripts/find-chromium.sh
. scripts/find-java.sh
npx playwright test "$@"
step "real-backend lane (PostgreSQL 15, PostgREST 12, Supabase CLI)"
node scripts/real-backend/run.mjs --no-build
