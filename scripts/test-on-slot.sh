#!/usr/bin/env bash
# One start of the emulators on test slot $1 (taken by the caller: scripts/lib.sh take_test_slot),
# with the seed, identity provider, collab-server and stand-ins, running what $2 names
# (scripts/test-in-emulators.sh: integration, e2e or focused); the e2e runs build the slot's test
# web app first (unless E2E_WEB_BUILT=1: the caller built it). No Firestore emulator of the slot outlives it.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
slot="${1:?slot}" what="${2:?integration, e2e or focused}"
test_ports_env "$slot"
prepare_test_slot
trap 'kill_leftover_java $FIRESTORE_TEST_PORT' EXIT
if { [ "$what" = e2e ] && [ "${E2E_WEB_BUILT:-}" != 1 ]; } || { [ -n "${FOCUS_E2E:-}" ] && { [ "${FOCUS_NO_WEB_BUILD:-}" != 1 ] || [ ! -f "web/$WEB_TEST_DIST/index.html" ]; }; }; then
  log "building the test web app (slot $slot)"
  build_test_web
fi
in_test_emulators "bash scripts/test-in-emulators.sh $what"
