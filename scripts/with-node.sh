#!/usr/bin/env bash
# Runs a command with the project's Node (the major in .nvmrc), provisioning it
# first when the machine's Node is older. package.json scripts go through this,
# so `npm install && npm run dev` works on a machine that ships Node 20.
set -euo pipefail
. "$(dirname "$0")/ensure-node.sh"
exec "$@"
