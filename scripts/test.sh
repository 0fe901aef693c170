#!/usr/bin/env bash
# npm test: everything, in order: typecheck, lint, unit tests; then one start of the emulators
# (test ports, empty state) + collab-server for rules, functions integration, collab and
# end-to-end tests in Debian's Chromium; then everything stopped. Non-zero on any failure.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
started=$SECONDS

ensure_node
ensure_deps
ensure_chromium
ensure_redis
ensure_emulators
# One base date for the seed and every test that reads it (unit, integration, e2e).
seed_base_env

step() { local name="$1"; shift; log "── $name"; local t=$SECONDS; "$@"; log "   $name: $((SECONDS - t)) s"; }

# The type check and the lint + format check side by side (each is one process, and both cores are
# there): each one's output is printed whole once both are done, and either failing fails the run.
checks() {
  local out="$RUN_DIR/checks" t=$SECONDS
  mkdir -p "$out"
  (npm run typecheck --silent >"$out/typecheck.log" 2>&1; echo $? >"$out/typecheck.rc") &
  ( (npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn) >"$out/lint.log" 2>&1; echo $? >"$out/lint.rc") &
  wait
  local failed=0 name
  for name in typecheck lint; do
    cat "$out/$name.log" >&2
    if [ "$(cat "$out/$name.rc")" != 0 ]; then log "   $name failed"; failed=1; fi
  done
  return $failed
}
step "typecheck, lint, format" checks
step unit npx vitest run --project unit
step "build functions" build_functions
export OIDC_PORT=9543 OIDC_ISSUER=https://localhost:9543
graph_env 9543
erp_env 8700
outside_env 8710
generator_env 8740
onshape_env 8750
# The test run's own local blob store (the seed fills it; `npm start` keeps emulators/state-storage).
export WORKHUB_STORAGE_DIR="$RUN_DIR/storage-test"
rm -rf "$WORKHUB_STORAGE_DIR"
mail_env 1125 1180
step "build web (test config)" env VITE_AUTH_EMULATOR_URL=http://127.0.0.1:9199 VITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 \
  VITE_MSAL_AUTHORITY=https://localhost:9543 VITE_MSAL_KNOWN_AUTHORITIES=localhost:9543 \
  bash -c 'cd web && npx vite build --outDir dist-test --emptyOutDir --logLevel warn'
# A production-configured build, for the bundle checks (no sign-in bypass in it).
step "build web (production config)" env VITE_USE_EMULATORS=false VITE_FIREBASE_PROJECT_ID=workhub-production \
  VITE_MSAL_AUTHORITY=https://login.microsoftonline.com/company-tenant-id VITE_MSAL_KNOWN_AUTHORITIES= VITE_MSAL_PROTOCOL_MODE=AAD \
  bash -c 'cd web && npx vite build --mode production --outDir dist --emptyOutDir --logLevel warn'

# The test ports are shared with scripts/focused-test.sh runs on this machine: one at a time.
exec 9>/tmp/workhub-test-ports.lock
flock 9
trap 'kill_leftover_java 8180' EXIT
step "emulators + integration + e2e" "$ROOT/node_modules/.bin/firebase" emulators:exec --config firebase.test.json \
  --project "$GCLOUD_PROJECT" --only auth,firestore,functions "bash scripts/test-in-emulators.sh"

log "all tests passed in $((SECONDS - started)) s"
