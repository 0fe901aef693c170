#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (scripts/test.sh): the emulators are up on the test ports.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
# (test.sh / focused-test.sh put Node.js 22 on PATH already; this only checks it.)
ensure_node

export FIRESTORE_EMULATOR_HOST="${FIRESTORE_EMULATOR_HOST:-127.0.0.1:8180}"
export FIREBASE_AUTH_EMULATOR_HOST="${FIREBASE_AUTH_EMULATOR_HOST:-127.0.0.1:9199}"
export WORKHUB_FUNCTIONS_URL="http://127.0.0.1:5101/$GCLOUD_PROJECT/us-central1/api"
export COLLAB_PORT=1334
# The test run's own collab documents (LevelDB locks its folder; `npm start` uses another).
export COLLAB_DATA_DIR="$RUN_DIR/collab-data-test"
rm -rf "$COLLAB_DATA_DIR"

log "seeding"
npx tsx emulators/seed/index.ts

log "starting the identity provider on $OIDC_PORT"
start_identity_provider "$OIDC_PORT" "$RUN_DIR/identity-test.log"

log "starting collab-server on $COLLAB_PORT"
setsid npx tsx collab-server/src/main.ts > "$RUN_DIR/collab-test.log" 2>&1 &
collab=$!
trap 'stop_group $collab TERM 10; stop_group $IDP_PID TERM 10; stop_group ${ERP_PID:-} TERM 10; stop_group ${GENERATOR_PID:-} TERM 10; stop_group ${MAIL_PID:-} TERM 10; stop_group ${ONSHAPE_PID:-} TERM 10; stop_outside' EXIT
wait_for_http "http://127.0.0.1:$COLLAB_PORT/healthz" 60

# The ERP stand-in on a fresh store (seeded on start); test.sh / focused-test.sh set ERP_PORT 8700.
erp_env "${ERP_PORT:-8700}"
rm -rf "$RUN_DIR/erp-data-test"
log "starting the ERP stand-in on $ERP_PORT"
start_erp "$RUN_DIR/erp-data-test" "$RUN_DIR/erp-test.log"

# The Salesforce, Places and zoning GIS stand-ins (test.sh / focused-test.sh set 8710, 8720, 8730).
outside_env "${SALESFORCE_PORT:-8710}"
log "starting the Salesforce, Places and zoning GIS stand-ins on $SALESFORCE_PORT, $PLACES_PORT, $GIS_PORT"
start_outside "$RUN_DIR/outside-test"

# The generator service stand-in; test.sh / focused-test.sh set GENERATOR_PORT 8740.
generator_env "${GENERATOR_PORT:-8740}"
log "starting the generator service stand-in on $GENERATOR_PORT"
start_generators "$RUN_DIR/generators-test.log"

# The Onshape stand-in without copies (its documents come from the seed); test.sh / focused-test.sh set ONSHAPE_PORT 8750.
onshape_env "${ONSHAPE_PORT:-8750}"
rm -rf "$RUN_DIR/onshape-data-test"
log "starting the Onshape stand-in on $ONSHAPE_PORT"
start_onshape "$RUN_DIR/onshape-data-test" "$RUN_DIR/onshape-test.log"

# The mail catcher on an empty store; test.sh / focused-test.sh set its ports (SMTP 1125, web 1180).
mail_env "${MAIL_SMTP_PORT:-1125}" "${MAIL_WEB_PORT:-1180}"
rm -rf "$RUN_DIR/mail-test"
log "starting the mail catcher on $MAIL_SMTP_PORT (web $MAIL_WEB_PORT)"
start_mail "$RUN_DIR/mail-test" "$RUN_DIR/mail-test.log"

if [ -n "${FOCUS_ONLY:-}" ]; then
  # scripts/focused-test.sh: only the files it was given.
  [ -z "$FOCUS_VITEST" ] || npx vitest run --project integration $FOCUS_VITEST
  [ -z "$FOCUS_E2E" ] || npx playwright test --config tests/e2e/playwright.config.ts $FOCUS_E2E
  exit 0
fi

log "── integration tests (rules, functions, collab)"
npx vitest run --project integration

log "── end-to-end tests (Playwright, Chromium)"
npx playwright test --config tests/e2e/playwright.config.ts
