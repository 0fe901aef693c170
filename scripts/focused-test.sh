#!/usr/bin/env bash
# Focused tests against the emulators, for development: the emulators, seed, identity provider
# and collab-server exactly as `npm test` starts them, then only the given vitest files and/or
# Playwright specs. Each run takes a free test slot (its own ports and stores; five at once at most).
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
export FOCUS_VITEST="${vitest_files[*]:-}" FOCUS_E2E="${e2e_specs[*]:-}"

if [[ " ${vitest_files[*]:-} " == *" tests/integration"* ]]; then
  # tests/integration/production-bundle.test.ts reads the production build, as in npm test.
  log "building the production web app"
  build_production_web
fi
# A free test slot (scripts/lib.sh): focused runs and `npm test` side by side each have their own ports.
take_test_slot slot
log "test slot $slot (ports + $((slot * TEST_SLOT_STEP)))"
bash scripts/test-on-slot.sh "$slot" focused
