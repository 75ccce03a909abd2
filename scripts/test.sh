#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests, the browser suite against the
# production build on the mock backend, then the real-backend lane (PostgreSQL 15 +
# PostgREST 12) and the cluster lane (two instances behind nginx, e-mail notices to an SMTP
# sink), both reusing that build.
# Any failure exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-node.sh

. scripts/lib/timed-steps.sh

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "import circles in app/ (dpdm; type imports count, ~/ resolved by tsconfig.json)"
npm run --silent circles
step "unit, policy and integration tests (vitest)"
npm run --silent test:unit
step "production build"
npm run --silent build
step "browser tests (Playwright, Chromium, Nu HTML Checker; one server and backend per worker)"
bash scripts/test-e2e.sh --no-build "$@"
step "real backend: PostgreSQL 15 + PostgREST 12 through the Supabase CLI"
bash scripts/real-backend/run.sh --no-build
step "cluster: two instances behind nginx, shared limits and purges, restarts under load, e-mail notices"
bash scripts/cluster/run.sh --no-build
