#!/usr/bin/env bash
# npm run bench: every benchmark, each printing its figure, its baseline and the ratio.
# The collab benchmarks need the Auth and Firestore emulators: they run inside a start of them on
# a free test slot's ports (scripts/lib.sh). `npm run bench -- NAME...` runs only those.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_node
ensure_deps
ensure_chromium
ensure_emulators
# One base date for the seed and the benchmark (scripts/lib.sh).
seed_base_env

standalone=(first-page-size cold-start yjs-document-size canvas-render snap-preview version-selector change-list item-table base-spec-open)
with_emulators=(collab-propagation browser-propagation board-latency board-render)
# Needs the Functions emulator (its background worker) and the seed as well; the ERP stand-in
# (emulators/erp) runs beside them on the test ports, as in the test runs.
with_functions=(pipeline-run version-commit item-live-change generator-run mail)
# Issue 15: a generator run's log watched live by a browser (bench/generator-log-live.ts).
with_functions+=(generator-log-live)
# Issue 24: Salesforce, Places and zoning GIS stand-ins behind their adapters (bench/outside-systems.ts).
with_functions+=(outside-systems)
# Issue 24: one 12-assembly project from its base commit to its Material Requests (bench/pipeline-from-base.ts).
with_functions+=(pipeline-from-base)
# Issue 16: the designs page over 10,000 designs (replaces the seeded designs; keep it last).
with_functions+=(designs-page)
# Issue 27 item 8: the sign-in and every route's first load in the built test app, with everything a
# test run starts (scripts/test-in-emulators.sh bench: seed, identity provider, collab-server, stand-ins).
with_app=(first-loads)
if [ $# -gt 0 ]; then
  picked=" $* "
  # `if`, not `&&`: a last name that is not picked must not end the script (set -e).
  standalone=($(for b in "${standalone[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
  with_emulators=($(for b in "${with_emulators[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
  with_functions=($(for b in "${with_functions[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
  with_app=($(for b in "${with_app[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
fi
status=0
if [ ${#standalone[@]} -gt 0 ]; then npx tsx bench/index.ts "${standalone[@]}" || status=1; fi
if [ ${#with_emulators[@]} -gt 0 ] || [ ${#with_functions[@]} -gt 0 ] || [ ${#with_app[@]} -gt 0 ]; then
  # A free test slot (scripts/lib.sh): the benchmarks never share ports with a test run.
  take_test_slot slot
  test_ports_env "$slot"
  prepare_test_slot
  trap 'kill_leftover_java $FIRESTORE_TEST_PORT' EXIT
fi
if [ ${#with_emulators[@]} -gt 0 ]; then
  EMULATORS_ONLY=auth,firestore in_test_emulators "npx tsx bench/index.ts ${with_emulators[*]}" || status=1
fi
if [ ${#with_functions[@]} -gt 0 ]; then
  build_functions
  # The stand-ins on the slot's ports (test_ports_env exported their settings, which the functions
  # read); the mail catcher without a per-minute limit that matters here.
  export MAIL_RATE_PER_MINUTE=100000
  trap 'stop_group "${ERP_PID:-}" TERM 10; stop_group "${GENERATOR_PID:-}" TERM 10; stop_group "${MAIL_PID:-}" TERM 10; stop_group "${ONSHAPE_PID:-}" TERM 10; stop_outside; kill_leftover_java $FIRESTORE_TEST_PORT' EXIT
  start_erp "$TEST_RUN_DIR/erp-data" "$TEST_RUN_DIR/erp.log"
  start_generators "$TEST_RUN_DIR/generators.log"
  start_onshape "$TEST_RUN_DIR/onshape-data" "$TEST_RUN_DIR/onshape.log"
  start_mail "$TEST_RUN_DIR/mail" "$TEST_RUN_DIR/mail.log"
  start_outside "$TEST_RUN_DIR/outside"
  in_test_emulators "bash -c 'npx tsx emulators/seed/index.ts && npx tsx bench/index.ts ${with_functions[*]}'" || status=1
fi
if [ ${#with_app[@]} -gt 0 ]; then
  # The stand-ins the group above started (if it ran) give their ports to the test run's own.
  stop_group "${ERP_PID:-}" TERM 10; stop_group "${GENERATOR_PID:-}" TERM 10; stop_group "${MAIL_PID:-}" TERM 10
  stop_group "${ONSHAPE_PID:-}" TERM 10; stop_outside
  build_functions
  build_test_web
  BENCH_NAMES="${with_app[*]}" in_test_emulators "bash scripts/test-in-emulators.sh bench" || status=1
fi
exit $status
