#!/usr/bin/env bash
# npm test: everything: typecheck, lint and format; unit tests; then the integration tests (rules,
# functions, collab) and beside them the end-to-end tests (Debian's Chromium), each in its own
# start of the emulators, seed and stand-ins on its own test slot (scripts/lib.sh); then
# everything stopped. Non-zero on any failure.
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

# A step's time is printed whether it passed or not; its status is the step's.
step() {
  local name="$1" t=$SECONDS rc=0
  shift
  log "── $name"
  "$@" || rc=$?
  log "   $name: $((SECONDS - t)) s"
  return $rc
}

# The type check and the lint + format check side by side (each is one process, and both cores are
# there): each one's output is printed whole once both are done, and either failing fails the run.
checks() {
  local out="$RUN_DIR/checks" t=$SECONDS
  mkdir -p "$out"
  (npm run typecheck --silent >"$out/typecheck.log" 2>&1; echo $? >"$out/typecheck.rc") &
  local typecheck=$!
  ( (npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn) >"$out/lint.log" 2>&1; echo $? >"$out/lint.rc") &
  # These two only: a bare `wait` would also wait for the end-to-end tests running in the background.
  wait "$typecheck" $!
  local failed=0 name
  for name in typecheck lint; do
    cat "$out/$name.log" >&2
    if [ "$(cat "$out/$name.rc")" != 0 ]; then log "   $name failed"; failed=1; fi
  done
  return $failed
}
step "build functions" build_functions
step "build web (production config)" build_production_web

# The end-to-end tests run in two halves, each on its own test slot (its own emulators, seed,
# stand-ins and ports; scripts/lib.sh), so both cores stay busy to the end:
# - the first half starts now, in the background: every spec except those listed in
#   tests/e2e/after-integration.txt. Meanwhile the checks, the unit tests and then the integration
#   tests (on another slot) run here;
# - the second half (the specs that list names) runs on the integration tests' slot once they end,
#   while the first half goes on.
# A test's timeout only guards against a hang (vitest.config.ts), so a test does not fail for
# running beside the others. The first half's output is printed whole once it ends.
# WORKHUB_TEST_SERIAL=1 runs every spec last instead, in one half, in the foreground.
SECOND_HALF=$(e2e_half second)
FIRST_HALF=$(e2e_half first)
take_test_slot E2E_SLOT
E2E_OUT="$RUN_DIR/e2e-run"
rm -rf "$E2E_OUT" && mkdir -p "$E2E_OUT"
if [ "${WORKHUB_TEST_SERIAL:-}" != 1 ]; then
  log "── end-to-end tests, first half, start on slot $E2E_SLOT; their output: $E2E_OUT/log"
  E2E_SPECS="$FIRST_HALF" setsid bash -c "bash scripts/test-on-slot.sh $E2E_SLOT e2e > '$E2E_OUT/log' 2>&1; echo \$? > '$E2E_OUT/rc'" &
  E2E_PID=$!
  # A failed step stops them (and the Firestore emulator of their slot).
  trap 'stop_group "$E2E_PID" TERM 20; kill_leftover_java $((8180 + E2E_SLOT * TEST_SLOT_STEP))' EXIT
fi

step "typecheck, lint, format" checks
step unit npx vitest run --project 'unit*'

take_test_slot INTEGRATION_SLOT
step "integration tests (slot $INTEGRATION_SLOT)" bash scripts/test-on-slot.sh "$INTEGRATION_SLOT" integration

if [ "${WORKHUB_TEST_SERIAL:-}" = 1 ]; then
  step "end-to-end tests (slot $E2E_SLOT)" bash scripts/test-on-slot.sh "$E2E_SLOT" e2e
else
  second_half() {
    # Its web app is the first half's with this slot's addresses (scripts/lib.sh copy_test_web), or
    # its own build if that cannot be.
    (test_ports_env "$INTEGRATION_SLOT" && { copy_test_web "$E2E_SLOT" || build_test_web; }) || return 1
    E2E_SPECS="$SECOND_HALF" E2E_WEB_BUILT=1 bash scripts/test-on-slot.sh "$INTEGRATION_SLOT" e2e
  }
  # A failing second half still waits for the first one, so the run reports both. An empty list:
  # every spec is in the first half.
  second_failed=0
  if [ -n "$SECOND_HALF" ]; then
    step "end-to-end tests, second half (slot $INTEGRATION_SLOT)" second_half || second_failed=1
  fi
  first_half() {
    wait "$E2E_PID" || true
    trap - EXIT
    cat "$E2E_OUT/log" >&2
    [ "$(cat "$E2E_OUT/rc" 2>/dev/null)" = 0 ]
  }
  step "end-to-end tests, first half (slot $E2E_SLOT)" first_half
  if [ $second_failed = 1 ]; then log "the second half of the end-to-end tests failed (above)"; exit 1; fi
fi

log "all tests passed in $((SECONDS - started)) s"
