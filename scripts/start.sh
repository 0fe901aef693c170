#!/usr/bin/env bash
# npm start: the whole of WorkHub on this machine with no cloud account: Auth, Firestore and
# Functions emulators (state kept in emulators/state), seed data on first run, collab-server and
# the web app. Ctrl-C stops every process it started.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_node
ensure_deps
ensure_emulators
build_functions

STATE="${WORKHUB_STATE_DIR:-$ROOT/emulators/state}"
WEB_PORT="${WORKHUB_WEB_PORT:-5173}"
COLLAB_PORT="${COLLAB_PORT:-1234}"
pids=()

shutdown() {
  trap - INT TERM EXIT
  log "stopping (the emulators save their state first)"
  for ((i=${#pids[@]}-1; i>=0; i--)); do stop_group "${pids[$i]}" INT 60; done
  kill_leftover_java 8080
  log "stopped"
}
trap shutdown INT TERM EXIT

rm -f "$RUN_DIR/ready"
first_run=true
import_args=()
if [ -f "$STATE/firebase-export-metadata.json" ]; then
  first_run=false
  import_args=(--import "$STATE")
fi

# The seed's base date, once for this state: chosen when the state is first seeded and kept beside
# it, so the stand-ins that read the seed (Salesforce, Onshape, Places, ERP) agree with what the
# emulators hold on every later start.
if $first_run; then rm -f "${STATE}-seed-base"; fi
if [ -z "${SEED_BASE_DATE:-}" ] && [ -s "${STATE}-seed-base" ]; then SEED_BASE_DATE="$(cat "${STATE}-seed-base")"; fi
# A state seeded before the base was chosen per run was seeded from the fixed 2026-01-05 08:00 UTC.
if [ -z "${SEED_BASE_DATE:-}" ] && ! $first_run; then SEED_BASE_DATE=2026-01-05T08:00:00.000Z; fi
seed_base_env
mkdir -p "$(dirname "$STATE")"
echo "$SEED_BASE_DATE" > "${STATE}-seed-base"

spotlight_env "${SPOTLIGHT_PORT:-8969}"
log "starting the error-report receiver (Spotlight, http://127.0.0.1:$SPOTLIGHT_PORT)"
start_spotlight "$RUN_DIR/spotlight.log"
pids+=("$SPOTLIGHT_PID")

OIDC_PORT="${OIDC_PORT:-9443}"
log "starting the local identity provider (https://localhost:$OIDC_PORT)"
graph_env "$OIDC_PORT"
start_identity_provider "$OIDC_PORT" "$RUN_DIR/identity.log"
pids+=("$IDP_PID")
export OIDC_ISSUER="https://localhost:$OIDC_PORT"

erp_env "${ERP_PORT:-8600}"
# The local blob store (functions/src/engines/storage) beside the emulator state; the seed fills it.
export WORKHUB_STORAGE_DIR="${STATE}-storage"
log "starting the ERP stand-in (http://127.0.0.1:$ERP_PORT)"
# The ERP's store is reset with the emulator state (the seed writes the same items to both).
if $first_run; then rm -rf "${STATE}-erp" "${STATE}-mail"; fi
start_erp "${STATE}-erp" "$RUN_DIR/erp.log"
pids+=("$ERP_PID")

outside_env "${SALESFORCE_PORT:-8610}"
log "starting the Salesforce, Places and zoning GIS stand-ins (127.0.0.1:$SALESFORCE_PORT, $PLACES_PORT, $GIS_PORT)"
start_outside "$RUN_DIR/outside"
pids+=("$CRM_PID" "$PLACES_PID" "$GIS_PID")

generator_env "${GENERATOR_PORT:-8640}"
log "starting the generator service stand-in (http://127.0.0.1:$GENERATOR_PORT)"
start_generators "$RUN_DIR/generators.log"
pids+=("$GENERATOR_PID")

onshape_env "${ONSHAPE_PORT:-8650}"
log "starting the Onshape stand-in (http://127.0.0.1:$ONSHAPE_PORT)"
# Its copied documents are reset with the emulator state (the seeded ones come from the seed).
if $first_run; then rm -rf "${STATE}-onshape"; fi
start_onshape "${STATE}-onshape" "$RUN_DIR/onshape.log"
pids+=("$ONSHAPE_PID")

mail_env "${MAIL_SMTP_PORT:-1025}" "${MAIL_WEB_PORT:-1080}"
log "starting the mail catcher (SMTP 127.0.0.1:$MAIL_SMTP_PORT, read mail at $MAIL_CATCHER_URL)"
start_mail "${STATE}-mail" "$RUN_DIR/mail.log"
pids+=("$MAIL_PID")

wait_for_spotlight

log "starting emulators (auth 9099, firestore 8080, functions 5001)"
: > "$RUN_DIR/emulators.log"
setsid "$ROOT/node_modules/.bin/firebase" emulators:start --project "$GCLOUD_PROJECT" --only auth,firestore,functions \
  "${import_args[@]}" --export-on-exit "$STATE" > "$RUN_DIR/emulators.log" 2>&1 &
pids+=($!)
wait_for_log "$RUN_DIR/emulators.log" "All emulators ready" 180 "${pids[-1]}"
wait_for_api

export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
# Live documents of block workspaces, kept beside the emulator state (reset with it).
COLLAB_DATA="${STATE}-collab"
if $first_run; then
  log "first run: seeding"
  rm -rf "$COLLAB_DATA"
  npx tsx emulators/seed/index.ts
fi

# COLLAB_INSTANCES=2 runs two collab-servers sharing documents through Redis (ports 1234, 1235).
instances="${COLLAB_INSTANCES:-1}"
redis_env=()
if [ "$instances" -gt 1 ]; then
  ensure_redis
  log "starting redis-server (127.0.0.1:6389)"
  setsid redis-server --port 6389 --save '' --appendonly no --bind 127.0.0.1 > "$RUN_DIR/redis.log" 2>&1 &
  redis_pid=$!
  until redis-cli -p 6389 ping 2>/dev/null | grep -q PONG; do sleep 0.2; done
  redis_env=(COLLAB_REDIS_URL=redis://127.0.0.1:6389)
fi
for ((n = 0; n < instances; n++)); do
  port=$((COLLAB_PORT + n))
  log "starting collab-server (ws://127.0.0.1:$port)"
  env "${redis_env[@]}" COLLAB_PORT="$port" COLLAB_DATA_DIR="$COLLAB_DATA/$n" setsid npx tsx collab-server/src/main.ts > "$RUN_DIR/collab-$n.log" 2>&1 &
  pids+=($!)
  wait_for_http "http://127.0.0.1:$port/healthz" 60
done
# Redis stops after the collab-servers, which save their snapshots to it on the way out.
if [ -n "${redis_pid:-}" ]; then pids=("$redis_pid" "${pids[@]}"); fi

log "starting the web app"
# The items' "open in the ERP" links go to this run's ERP stand-in (web/.env names its default port).
VITE_ERP_URL="$ERP_URL" WORKHUB_WEB_PORT="$WEB_PORT" setsid bash -c 'cd web && exec npx vite --clearScreen false' > "$RUN_DIR/web.log" 2>&1 &
pids+=($!)
wait_for_http "http://127.0.0.1:$WEB_PORT/" 90

cat <<MSG

  WorkHub is running:  http://127.0.0.1:$WEB_PORT
  Sign in with a seeded work account on the local identity provider's page (https://localhost:$OIDC_PORT;
  trust its certificate once, see README), e.g. ada@modulr.example.
  ERP stand-in (Frappe REST API): http://127.0.0.1:$ERP_PORT.
  Salesforce stand-in: http://127.0.0.1:$SALESFORCE_PORT; Google Places stand-in: http://127.0.0.1:$PLACES_PORT;
  zoning GIS stand-in (ArcGIS REST): $ZONING_LAYER_URL.
  Generator service stand-in: http://127.0.0.1:$GENERATOR_PORT. Onshape stand-in (Onshape REST API): http://127.0.0.1:$ONSHAPE_PORT.
  Mail sent by WorkHub (caught, never delivered): $MAIL_CATCHER_URL.
  Errors and traces of the web app, functions and collab-server (Sentry's Spotlight): http://127.0.0.1:$SPOTLIGHT_PORT.
  Logs: .run/spotlight.log, .run/identity.log, .run/erp.log, .run/outside-*.log, .run/generators.log, .run/onshape.log, .run/mail.log, .run/emulators.log, .run/collab-*.log, .run/web.log.  Ctrl-C stops everything.

MSG
echo "WORKHUB READY" > "$RUN_DIR/ready"
wait "${pids[@]}"
