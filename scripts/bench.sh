#!/usr/bin/env bash
# npm run bench: every benchmark, each printing its figure, its baseline and the ratio.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_deps
ensure_chromium
ensure_emulators
exec npx tsx bench/index.ts "$@"
