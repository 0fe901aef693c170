#!/usr/bin/env bash
# npm test: everything, in order: typecheck, lint, unit tests; then one start of the emulators
# (test ports, empty state) + collab-server for rules, functions integration, collab and
# end-to-end tests in Debian's Chromium; then everything stopped. Non-zero on any failure.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
started=$SECONDS

ensure_deps
ensure_chromium
ensure_emulators

step() { local name="$1"; shift; log "── $name"; local t=$SECONDS; "$@"; log "   $name: $((SECONDS - t)) s"; }

step typecheck npm run typecheck --silent
step lint npx eslint . --max-warnings 0
step unit npx vitest run --project unit
step "build functions" build_functions
step "build web (test config)" env VITE_AUTH_EMULATOR_URL=http://127.0.0.1:9199 VITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 \
  bash -c 'cd web && npx vite build --outDir dist-test --emptyOutDir --logLevel warn'

trap kill_leftover_java EXIT
step "emulators + integration + e2e" "$ROOT/node_modules/.bin/firebase" emulators:exec --config firebase.test.json \
  --project "$GCLOUD_PROJECT" --only auth,firestore,functions "bash scripts/test-in-emulators.sh"

log "all tests passed in $((SECONDS - started)) s"
