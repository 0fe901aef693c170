#!/usr/bin/env bash
# Focused tests against the emulators, for development: the emulators, seed, identity provider
# and collab-server exactly as `npm test` starts them, then only the given vitest files and/or
# Playwright specs. The test ports are shared, so one run at a time on a machine (flock waits).
#   bash scripts/focused-test.sh tests/integration/db-service.test.ts --e2e tests/e2e/jobs.spec.ts
# `--e2e` builds the test web app first (skip the build with FOCUS_NO_WEB_BUILD=1).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

vitest_files=() e2e_specs=() mode=vitest
for arg in "$@"; do
  if [ "$arg" = --e2e ]; then mode=e2e; continue; fi
  if [ $mode = e2e ]; then e2e_specs+=("$arg"); else vitest_files+=("$arg"); fi
done

ensure_node
ensure_deps
ensure_chromium
ensure_redis
ensure_emulators
build_functions
# One base date for the seed and the tests that read it (scripts/lib.sh).
seed_base_env
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
if [ ${#e2e_specs[@]} -gt 0 ] && [ "${FOCUS_NO_WEB_BUILD:-}" != 1 ]; then
  log "building the test web app"
  env VITE_AUTH_EMULATOR_URL=http://127.0.0.1:9199 VITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 \
    VITE_MSAL_AUTHORITY=https://localhost:9543 VITE_MSAL_KNOWN_AUTHORITIES=localhost:9543 \
    bash -c 'cd web && npx vite build --outDir dist-test --emptyOutDir --logLevel warn'
fi
if [[ " ${vitest_files[*]:-} " == *" tests/integration"* ]]; then
  # tests/integration/production-bundle.test.ts reads the production build, as in npm test.
  log "building the production web app"
  env VITE_USE_EMULATORS=false VITE_FIREBASE_PROJECT_ID=workhub-production \
    VITE_MSAL_AUTHORITY=https://login.microsoftonline.com/company-tenant-id VITE_MSAL_KNOWN_AUTHORITIES= VITE_MSAL_PROTOCOL_MODE=AAD \
    bash -c 'cd web && npx vite build --mode production --outDir dist --emptyOutDir --logLevel warn'
fi
export FOCUS_VITEST="${vitest_files[*]:-}" FOCUS_E2E="${e2e_specs[*]:-}" FOCUS_ONLY=1

exec 9>/tmp/workhub-test-ports.lock
log "waiting for the test ports (another focused run may hold them)"
flock 9
trap 'kill_leftover_java 8180' EXIT
"$ROOT/node_modules/.bin/firebase" emulators:exec --config firebase.test.json \
  --project "$GCLOUD_PROJECT" --only auth,firestore,functions "bash scripts/test-in-emulators.sh"
