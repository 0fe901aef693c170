#!/usr/bin/env bash
# Seeds the local Firestore and Auth emulators with deterministic data (emulators/seed/).
# With no emulator named, targets the ones `npm start` runs; never a real project.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_node
ensure_deps

if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
  export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
  export FIREBASE_AUTH_EMULATOR_HOST="${FIREBASE_AUTH_EMULATOR_HOST:-127.0.0.1:9099}"
  export GCLOUD_PROJECT="${GCLOUD_PROJECT:-demo-workhub}"
  # The ERP stand-in `npm start` runs: told to hold the same items when it answers.
  export ERP_URL="${ERP_URL:-http://127.0.0.1:8600}"
  # The base date `npm start` chose for its state, which its stand-ins read (scripts/start.sh).
  STATE_BASE="${WORKHUB_STATE_DIR:-$ROOT/emulators/state}-seed-base"
  if [ -z "${SEED_BASE_DATE:-}" ] && [ -s "$STATE_BASE" ]; then SEED_BASE_DATE="$(cat "$STATE_BASE")"; fi
fi

# The base date of the seeded dates: the environment's, else the clock's default (scripts/lib.sh).
seed_base_env

# Arguments go to the seed: `npm run seed -- --items 20000` makes the large ERP item set.
exec npx tsx emulators/seed/index.ts "$@"
