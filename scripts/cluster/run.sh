#!/usr/bin/env bash
# `npm run test:cluster`: the cluster lane (see scripts/cluster/run.mjs). `--no-build` reuses
# dist/ (npm test builds it before).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/ensure-node.sh
exec node scripts/cluster/run.mjs "$@"
