#!/usr/bin/env bash
# Runs inside `firebase emulators:exec` (scripts/test.sh, scripts/focused-test.sh): the emulators
# are up on the slot's test ports (scripts/lib.sh test_ports_env exported them and every other
# port and folder of the slot). Seeds, starts the identity provider, collab-server and the
# stand-ins, then runs what $1 names: `integration` (rules, functions, collab), `e2e`
# (Playwright), `focused` (FOCUS_VITEST and/or FOCUS_E2E) or `bench` (BENCH_NAMES, scripts/bench.sh).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
# (test.sh / focused-test.sh put Node.js 22 on PATH already; this only checks it.)
ensure_node
what="${1:?integration, e2e or focused}"
: "${TEST_RUN_DIR:?run through scripts/test.sh or scripts/focused-test.sh (scripts/lib.sh test_ports_env)}"

# The run's own collab documents (LevelDB locks its folder; `npm start` uses another).
export COLLAB_DATA_DIR="$TEST_RUN_DIR/collab-data"
rm -rf "$COLLAB_DATA_DIR"

# The error-report receiver starts first and alone in the background (it needs nothing else); it is
# waited for with the other stand-ins.
log "starting the error-report receiver on $SPOTLIGHT_PORT"
start_spotlight "$TEST_RUN_DIR/spotlight.log"
trap 'stop_group $SPOTLIGHT_PID TERM 10' EXIT

log "seeding (slot $TEST_SLOT)"
npx tsx emulators/seed/index.ts

log "starting the identity provider on $OIDC_PORT"
start_identity_provider "$OIDC_PORT" "$TEST_RUN_DIR/identity.log"

log "starting collab-server on $COLLAB_PORT"
setsid npx tsx collab-server/src/main.ts > "$TEST_RUN_DIR/collab.log" 2>&1 &
collab=$!
trap 'stop_group $collab TERM 10; stop_group $IDP_PID TERM 10; stop_group ${ERP_PID:-} TERM 10; stop_group ${GENERATOR_PID:-} TERM 10; stop_group ${MAIL_PID:-} TERM 10; stop_group ${ONSHAPE_PID:-} TERM 10; stop_group $SPOTLIGHT_PID TERM 10; stop_outside' EXIT
wait_for_http "http://127.0.0.1:$COLLAB_PORT/healthz" 60

# The ERP stand-in on a fresh store (seeded on start).
rm -rf "$TEST_RUN_DIR/erp-data"
log "starting the ERP stand-in on $ERP_PORT"
start_erp "$TEST_RUN_DIR/erp-data" "$TEST_RUN_DIR/erp.log"

log "starting the Salesforce, Places and zoning GIS stand-ins on $SALESFORCE_PORT, $PLACES_PORT, $GIS_PORT"
start_outside "$TEST_RUN_DIR/outside"

log "starting the generator service stand-in on $GENERATOR_PORT"
start_generators "$TEST_RUN_DIR/generators.log"

# The Onshape stand-in without copies (its documents come from the seed).
rm -rf "$TEST_RUN_DIR/onshape-data"
log "starting the Onshape stand-in on $ONSHAPE_PORT"
start_onshape "$TEST_RUN_DIR/onshape-data" "$TEST_RUN_DIR/onshape.log"

# The mail catcher on an empty store.
rm -rf "$TEST_RUN_DIR/mail"
log "starting the mail catcher on $MAIL_SMTP_PORT (web $MAIL_WEB_PORT)"
start_mail "$TEST_RUN_DIR/mail" "$TEST_RUN_DIR/mail.log"
wait_for_spotlight
wait_for_api "$WORKHUB_FUNCTIONS_URL"

case "$what" in
  integration)
    log "── integration tests (rules, functions, collab)"
    npx vitest run --project integration
    ;;
  e2e)
    log "── end-to-end tests (Playwright, Chromium)"
    # E2E_SPECS: the specs of one half (scripts/test.sh); none named runs them all.
    npx playwright test --config tests/e2e/playwright.config.ts ${E2E_SPECS:-}
    ;;
  focused)
    [ -z "${FOCUS_VITEST:-}" ] || npx vitest run --project integration $FOCUS_VITEST
    [ -z "${FOCUS_E2E:-}" ] || npx playwright test --config tests/e2e/playwright.config.ts $FOCUS_E2E
    ;;
  bench)
    # scripts/bench.sh: the benchmarks that drive the built test app (bench/first-loads.ts).
    npx tsx bench/index.ts ${BENCH_NAMES:?}
    ;;
  *) log "unknown: $what"; exit 2 ;;
esac
