#!/usr/bin/env bash
# `npm run test:real-backend`: the real-backend lane (see scripts/real-backend/run.mjs).
# `--no-build` reuses dist/ (npm test builds it just before).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/ensure-node.sh
. scripts/find-chromium.sh
exec node scripts/real-backend/run.mjs "$@"
