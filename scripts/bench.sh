#!/usr/bin/env bash
# npm run bench: every benchmark, each printing its figure, its baseline and the ratio.
# The collab benchmarks need the Auth and Firestore emulators: they run inside a start of them on
# the test ports (so don't run them beside `npm test`). `npm run bench -- NAME...` runs only those.
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
if [ $# -gt 0 ]; then
  picked=" $* "
  # `if`, not `&&`: a last name that is not picked must not end the script (set -e).
  standalone=($(for b in "${standalone[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
  with_emulators=($(for b in "${with_emulators[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
  with_functions=($(for b in "${with_functions[@]}"; do if [[ "$picked" == *" $b "* ]]; then echo "$b"; fi; done))
fi
status=0
if [ ${#standalone[@]} -gt 0 ]; then npx tsx bench/index.ts "${standalone[@]}" || status=1; fi
if [ ${#with_emulators[@]} -gt 0 ]; then
  trap 'kill_leftover_java 8180' EXIT
  "$ROOT/node_modules/.bin/firebase" emulators:exec --config firebase.test.json --project "$GCLOUD_PROJECT" --only auth,firestore \
    "FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9199 npx tsx bench/index.ts ${with_emulators[*]}" || status=1
fi
if [ ${#with_functions[@]} -gt 0 ]; then
  build_functions
  # The test ports: one run at a time on the machine (as scripts/focused-test.sh).
  exec 9>/tmp/workhub-test-ports.lock
  flock 9
  # The ERP stand-in on a fresh store, its webhooks to the test Functions emulator (port 5101); the
  # functions see ERP_URL / ERP_API_KEY / ERP_API_SECRET / ERP_WEBHOOK_SECRET (erp_env exports them).
  export WORKHUB_FUNCTIONS_URL="http://127.0.0.1:5101/$GCLOUD_PROJECT/us-central1/api"
  erp_env 8700
  outside_env 8710
  generator_env 8740
  rm -rf "$RUN_DIR/erp-data-bench"
  onshape_env 8750
  rm -rf "$RUN_DIR/onshape-data-bench"
  # The mail catcher on the test ports (the mail benchmark sends to it; no per-minute limit that matters here).
  export MAIL_RATE_PER_MINUTE=100000
  mail_env 1125 1180
  rm -rf "$RUN_DIR/mail-bench"
  trap 'stop_group "${ERP_PID:-}" TERM 10; stop_group "${GENERATOR_PID:-}" TERM 10; stop_group "${MAIL_PID:-}" TERM 10; stop_group "${ONSHAPE_PID:-}" TERM 10; stop_outside; kill_leftover_java 8180' EXIT
  start_erp "$RUN_DIR/erp-data-bench" "$RUN_DIR/erp-bench.log"
  start_generators "$RUN_DIR/generators-bench.log"
  start_onshape "$RUN_DIR/onshape-data-bench" "$RUN_DIR/onshape-bench.log"
  start_mail "$RUN_DIR/mail-bench" "$RUN_DIR/mail-bench.log"
  start_outside "$RUN_DIR/outside-bench"
  "$ROOT/node_modules/.bin/firebase" emulators:exec --config firebase.test.json --project "$GCLOUD_PROJECT" --only auth,firestore,functions \
    "FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9199 bash -c 'npx tsx emulators/seed/index.ts && npx tsx bench/index.ts ${with_functions[*]}'" || status=1
fi
exit $status
