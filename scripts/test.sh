#!/usr/bin/env bash
# npm test: everything: typecheck, lint and format; unit tests; and beside them, from the start, the
# integration tests (rules, functions, collab) and the end-to-end tests (Debian's Chromium), each in
# its own start of the emulators, seed and stand-ins on its own test slot (scripts/lib.sh); then
# everything stopped. Every part runs to its end; non-zero on any failure, naming the parts that failed.
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

# Everything is CPU-bound on two cores (docs/decisions.md "The suite on a busy machine"), and the
# integration and end-to-end tests are each one serial chain (a test, the functions, the emulators)
# that leaves a core idle when it runs alone. So both start now, in the background, each on its own
# test slot (its own emulators, seed, stand-ins and ports; scripts/lib.sh), while the checks and the
# unit tests run here; each one's output is printed whole once it ends.
# - The end-to-end tests run in two halves: the first half (every spec except those listed in
#   tests/e2e/after-integration.txt) starts now; the second half (the specs that list names) runs on
#   the integration tests' slot once they end, while the first half goes on.
# A test's timeout only guards against a hang (vitest.config.ts), so a test does not fail for
# running beside the others.
# WORKHUB_TEST_SERIAL=1 runs everything one after another instead, in the foreground.
SECOND_HALF=$(e2e_half second)
FIRST_HALF=$(e2e_half first)
take_test_slot E2E_SLOT
take_test_slot INTEGRATION_SLOT
E2E_OUT="$RUN_DIR/e2e-run"
INTEGRATION_OUT="$RUN_DIR/integration-run"
rm -rf "$E2E_OUT" "$INTEGRATION_OUT" && mkdir -p "$E2E_OUT" "$INTEGRATION_OUT"

# In the background, in its own process group: `name` `output dir` `command…`; its pid in BG_PID.
in_background() {
  local name="$1" out="$2"
  shift 2
  log "── $name start; their output: $out/log"
  setsid bash -c '"$@" > "$0/log" 2>&1; echo $? > "$0/rc"' "$out" "$@" &
  BG_PID=$!
}
# Waits for a background part and prints its output; its status is the part's.
finish() {
  local pid="$1" out="$2"
  wait "$pid" || true
  cat "$out/log" >&2
  [ "$(cat "$out/rc" 2>/dev/null)" = 0 ]
}

if [ "${WORKHUB_TEST_SERIAL:-}" != 1 ]; then
  E2E_SPECS="$FIRST_HALF" in_background "end-to-end tests, first half, on slot $E2E_SLOT" "$E2E_OUT" bash scripts/test-on-slot.sh "$E2E_SLOT" e2e
  E2E_PID=$BG_PID
  in_background "integration tests on slot $INTEGRATION_SLOT" "$INTEGRATION_OUT" bash scripts/test-on-slot.sh "$INTEGRATION_SLOT" integration
  INTEGRATION_PID=$BG_PID
  # A failed step stops both (and the Firestore emulators of their slots).
  trap 'stop_group "$E2E_PID" TERM 20; stop_group "$INTEGRATION_PID" TERM 20
        kill_leftover_java $((8180 + E2E_SLOT * TEST_SLOT_STEP)); kill_leftover_java $((8180 + INTEGRATION_SLOT * TEST_SLOT_STEP))' EXIT
fi

# Every part runs to its end, so one run reports every failure.
failed=()
step "typecheck, lint, format" checks || failed+=("the checks")
step unit npx vitest run --project 'unit*' || failed+=("the unit tests")

if [ "${WORKHUB_TEST_SERIAL:-}" = 1 ]; then
  step "integration tests (slot $INTEGRATION_SLOT)" bash scripts/test-on-slot.sh "$INTEGRATION_SLOT" integration || failed+=("the integration tests")
  step "end-to-end tests (slot $E2E_SLOT)" bash scripts/test-on-slot.sh "$E2E_SLOT" e2e || failed+=("the end-to-end tests")
else
  step "integration tests (slot $INTEGRATION_SLOT)" finish "$INTEGRATION_PID" "$INTEGRATION_OUT" || failed+=("the integration tests")
  second_half() {
    # Its web app is the first half's with this slot's addresses (scripts/lib.sh copy_test_web), or
    # its own build if that cannot be.
    (test_ports_env "$INTEGRATION_SLOT" && { copy_test_web "$E2E_SLOT" || build_test_web; }) || return 1
    E2E_SPECS="$SECOND_HALF" E2E_WEB_BUILT=1 bash scripts/test-on-slot.sh "$INTEGRATION_SLOT" e2e
  }
  # An empty list: every spec is in the first half.
  if [ -n "$SECOND_HALF" ]; then
    step "end-to-end tests, second half (slot $INTEGRATION_SLOT)" second_half || failed+=("the second half of the end-to-end tests")
  fi
  step "end-to-end tests, first half (slot $E2E_SLOT)" finish "$E2E_PID" "$E2E_OUT" || failed+=("the end-to-end tests (first half)")
  trap - EXIT
fi

if [ ${#failed[@]} -gt 0 ]; then
  log "failed: ${failed[*]} (above) after $((SECONDS - started)) s"
  exit 1
fi
log "all tests passed in $((SECONDS - started)) s"
