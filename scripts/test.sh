#!/usr/bin/env bash
# npm test: everything: typecheck, lint and format side by side; unit tests; then the integration
# tests (rules, functions, collab) and the end-to-end tests (Debian's Chromium) side by side, each
# in its own start of the emulators, seed and stand-ins on its own test slot (scripts/lib.sh); then
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
step "build web (production config)" build_production_web

# The integration tests and the end-to-end tests side by side, each on its own test slot (its own
# emulators, seed, stand-ins and ports; scripts/lib.sh): neither sees the other's writes, and each
# waits on its own emulators while the other computes. WORKHUB_TEST_SERIAL=1 runs them one after
# the other (on one slot each still). Each one's output is printed whole once it is done.
take_test_slot INTEGRATION_SLOT
take_test_slot E2E_SLOT
run_on_slot() {
  local slot="$1" what="$2"
  test_ports_env "$slot"
  trap 'kill_leftover_java $FIRESTORE_TEST_PORT' EXIT
  if [ "$what" = e2e ]; then build_test_web; fi
  in_test_emulators "bash scripts/test-in-emulators.sh $what"
}
side_by_side() {
  local out="$RUN_DIR/side-by-side" what pid failed=0
  rm -rf "$out" && mkdir -p "$out"
  declare -A pids=()
  for what in integration e2e; do
    local slot=$INTEGRATION_SLOT
    [ $what = e2e ] && slot=$E2E_SLOT
    if [ "${WORKHUB_TEST_SERIAL:-}" = 1 ]; then
      log "── $what (slot $slot)"
      (run_on_slot "$slot" "$what") || failed=1
      continue
    fi
    log "── $what (slot $slot), its output in $out/$what.log until it ends"
    (run_on_slot "$slot" "$what" >"$out/$what.log" 2>&1; echo $? >"$out/$what.rc") &
    pids[$what]=$!
  done
  for what in "${!pids[@]}"; do wait "${pids[$what]}" || true; done
  for what in integration e2e; do
    [ -f "$out/$what.rc" ] || continue
    log "── $what (output)"
    cat "$out/$what.log" >&2
    if [ "$(cat "$out/$what.rc")" != 0 ]; then log "   $what failed"; failed=1; fi
  done
  return $failed
}
step "integration + end-to-end tests" side_by_side

log "all tests passed in $((SECONDS - started)) s"
