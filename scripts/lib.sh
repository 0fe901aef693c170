# Shared set-up for the start, test and bench commands. Each step is idempotent, so a fresh
# clone on a new machine sets itself up and a prepared one moves on at once.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN_DIR="$ROOT/.run"
mkdir -p "$RUN_DIR"
export GCLOUD_PROJECT="${GCLOUD_PROJECT:-demo-workhub}"
# The Functions emulator gives a new worker process 30 s to load the bundle, then fails the request
# ("Failed to load function."); with both cores busy a load can take longer. Give it two minutes:
# a slow start then delays a request instead of failing it.
export FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-120}"

log() { printf '\033[36m[workhub]\033[0m %s\n' "$*" >&2; }

# Node.js 22 LTS, the major of the functions' Cloud Functions runtime (nodejs22, firebase.json) and
# of collab-server: everything here (npm install, tsc, vitest, the Firebase CLI and the Functions
# emulator, which runs the functions with the node that runs it, collab-server, Playwright) runs on
# it. When the node on PATH is another major (the machines come with Node.js 20), the pinned
# release is taken from the npm registry's binary package node-<os>-<arch> (its bin/node and the
# headers in include/node, no install script, nothing from nodejs.org) into .tools/ (git-ignored)
# once, and put first on PATH. scripts/node-runtime.test.ts checks that this pin, the engines and
# the runtimes agree.
WORKHUB_NODE_VERSION=22.23.3

ensure_node() {
  local major="${WORKHUB_NODE_VERSION%%.*}" have os arch dir tmp
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"
  [ "$have" = "$major" ] && return 0
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) log "no Node.js package for $(uname -s)"; return 1 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) log "no Node.js package for $(uname -m)"; return 1 ;; esac
  dir="$ROOT/.tools/node-v$WORKHUB_NODE_VERSION-$os-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    mkdir -p "$ROOT/.tools"
    # One install at a time in this checkout; unpacked beside and renamed, so a stopped one leaves nothing half done.
    exec 8>"$ROOT/.tools/.lock"
    flock 8
    if [ ! -x "$dir/bin/node" ]; then
      log "installing Node.js $WORKHUB_NODE_VERSION from the npm registry (node-$os-$arch) into .tools/"
      tmp="$(mktemp -d "$ROOT/.tools/.unpack.XXXXXX")"
      rm -rf "$dir"
      (cd "$tmp" && npm pack "node-$os-$arch@$WORKHUB_NODE_VERSION" --silent > /dev/null && tar -xzf ./*.tgz) &&
        mv "$tmp/package" "$dir" || { rm -rf "$tmp"; log "could not install Node.js $WORKHUB_NODE_VERSION"; exec 8>&-; return 1; }
      rm -rf "$tmp"
    fi
    exec 8>&-
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds native addons against this release's headers (not the machine's nodedir).
  export npm_config_nodedir="$dir"
  if [ "$(node -v)" != "v$WORKHUB_NODE_VERSION" ]; then
    log "$dir/bin/node is not Node.js $WORKHUB_NODE_VERSION; delete .tools/ and run again"
    return 1
  fi
}

# The seed's base instant (emulators/seed/clock.ts): every seeded date is an offset from it. Set
# once per run and exported, so the seed, the stand-ins that read it and every test that calls
# buildSeed() agree; a value already in the environment is kept. The default is the clock's
# (yesterday at 08:00 UTC), asked of clock.ts itself so the rule lives in one place.
seed_base_env() {
  if [ -z "${SEED_BASE_DATE:-}" ]; then
    SEED_BASE_DATE="$(cd "$ROOT" && node --import tsx --input-type=module \
      -e "import('./emulators/seed/clock.ts').then((c) => console.log(c.defaultSeedBaseDate()))")"
  fi
  export SEED_BASE_DATE
  log "seed base date $SEED_BASE_DATE"
}

# npm install when node_modules is missing or older than the lock file. node_modules records the
# Node.js major it was installed or rebuilt under; under another one (e.g. installed under Node 20
# before the move to 22) `npm rebuild` builds the native addons again for this Node's ABI (the
# allowScripts policy in package.json applies as at install).
ensure_deps() {
  local major fresh=false stamp="$ROOT/node_modules/.workhub-node-major"
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ -d "$ROOT/node_modules" ] || fresh=true
  if $fresh || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    log "installing npm packages (Node.js $(node -v))"
    (cd "$ROOT" && npm install --no-fund --no-audit)
  fi
  # (npm install leaves the packages it already has as they are, so this also follows an install.)
  if ! $fresh && [ "$(cat "$stamp" 2> /dev/null)" != "$major" ]; then
    log "node_modules was installed under another Node.js major: rebuilding its native addons for Node.js $major"
    (cd "$ROOT" && npm rebuild --no-fund --no-audit)
  fi
  echo "$major" > "$stamp"
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then
    log "need Debian package(s) $*: run as root, or: sudo apt-get install -y $*"
    return 1
  fi
  apt-get install -y "$@" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$@" >/dev/null; }
}

# Debian's Chromium for the end-to-end tests and benchmarks (never a downloaded browser build).
ensure_chromium() {
  if ! command -v chromium >/dev/null; then
    log "installing Chromium from Debian's packages"
    apt_install chromium
  fi
  export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"
}

# The Firestore emulator through the launcher JAR (ARCHITECTURE.md section 1); Java is needed.
ensure_emulators() {
  command -v java >/dev/null || { log "installing Java"; apt_install openjdk-17-jre-headless; }
  local launcher
  launcher="$(bash "$ROOT/emulators/prepare.sh")"
  if [ -n "$launcher" ]; then export FIRESTORE_EMULATOR_BINARY_PATH="$launcher"; fi
  # The local identity provider's certificate; Node processes (functions) trust it.
  NODE_EXTRA_CA_CERTS="$(cd "$ROOT" && npx tsx emulators/oidc/certificate.ts)"
  export NODE_EXTRA_CA_CERTS
}

# Microsoft Graph for the functions' account check (functions/src/engines/directory/graph.ts):
# locally the identity provider's Graph stand-in on port $1, with the functions' app secret (the
# provider takes the same variables). In production GRAPH_URL=https://graph.microsoft.com and
# GRAPH_TOKEN_URL=https://login.microsoftonline.com/TENANT/oauth2/v2.0/token.
graph_env() {
  export GRAPH_URL="https://localhost:$1" GRAPH_TOKEN_URL="https://localhost:$1/oauth2/v2.0/token"
  export GRAPH_CLIENT_ID="${GRAPH_CLIENT_ID:-workhub-functions}" GRAPH_CLIENT_SECRET="${GRAPH_CLIENT_SECRET:-workhub-local-graph-secret}"
}

# Starts the local OpenID Connect provider on $1 (https://localhost:PORT) in its own process group.
start_identity_provider() {
  local port="$1" logfile="$2"
  OIDC_PORT="$port" setsid npx tsx "$ROOT/emulators/oidc/main.ts" > "$logfile" 2>&1 &
  IDP_PID=$!
  wait_for_log "$logfile" "identity provider listening" 60 "$IDP_PID"
}

# The ERP stand-in (emulators/erp, a Frappe-compatible REST server) on 127.0.0.1:$1, and the
# functions' ERP settings pointing at it (exported before the Functions emulator starts, which
# passes its environment to the functions).
# The stand-in signs its webhooks with ERP_WEBHOOK_SECRET (the functions verify them with the same
# value) and sends them to the api function's /erp/webhook: WORKHUB_FUNCTIONS_URL when set (the
# test runs, port 5101), else the `npm start` Functions emulator (port 5001).
erp_env() {
  export ERP_PORT="$1" ERP_URL="http://127.0.0.1:$1"
  export ERP_API_KEY="${ERP_API_KEY:-workhub-local-key}" ERP_API_SECRET="${ERP_API_SECRET:-workhub-local-secret}"
  export ERP_WEBHOOK_SECRET="${ERP_WEBHOOK_SECRET:-workhub-local-webhook-secret}"
  export ERP_WEBHOOK_URL="${WORKHUB_FUNCTIONS_URL:-http://127.0.0.1:5001/$GCLOUD_PROJECT/us-central1/api}/erp/webhook"
}

# Starts the ERP stand-in on $ERP_PORT with its store in $1, in its own process group.
start_erp() {
  local data="$1" logfile="$2"
  ERP_DATA_DIR="$data" setsid npx tsx "$ROOT/emulators/erp/main.ts" > "$logfile" 2>&1 &
  ERP_PID=$!
  wait_for_log "$logfile" "ERP stand-in listening" 60 "$ERP_PID"
}

# The generator service stand-in (emulators/generators: the generator service's and the legacy
# asset service's HTTP APIs) on 127.0.0.1:$1, and the functions' settings pointing at it (exported
# before the Functions emulator starts). In production GENERATOR_URL / GENERATOR_API_KEY and
# LEGACY_ASSETS_URL / LEGACY_ASSETS_API_KEY name the company's services.
generator_env() {
  export GENERATOR_PORT="$1" GENERATOR_URL="http://127.0.0.1:$1"
  export GENERATOR_API_KEY="${GENERATOR_API_KEY:-workhub-local-generator-key}"
  # The same stand-in serves the legacy asset service's API (POST /legacy/v1/assets).
  export LEGACY_ASSETS_URL="$GENERATOR_URL" LEGACY_ASSETS_API_KEY="$GENERATOR_API_KEY"
}

# Starts the generator service stand-in on $GENERATOR_PORT, in its own process group.
start_generators() {
  local logfile="$1"
  setsid npx tsx "$ROOT/emulators/generators/main.ts" > "$logfile" 2>&1 &
  GENERATOR_PID=$!
  wait_for_log "$logfile" "generator service stand-in listening" 60 "$GENERATOR_PID"
}

# The Salesforce stand-in (emulators/salesforce, Salesforce's REST API with OAuth client
# credentials) on 127.0.0.1:$1, and the functions' Salesforce settings pointing at it (exported
# before the Functions emulator starts). Its records live in memory, seeded on start.
crm_env() {
  export SALESFORCE_PORT="$1" SALESFORCE_LOGIN_URL="http://127.0.0.1:$1"
  export SALESFORCE_CLIENT_ID="${SALESFORCE_CLIENT_ID:-workhub-local-client}" SALESFORCE_CLIENT_SECRET="${SALESFORCE_CLIENT_SECRET:-workhub-local-secret}"
}

# Starts the Salesforce stand-in on $SALESFORCE_PORT, in its own process group (CRM_PID).
start_crm() {
  local logfile="$1"
  setsid npx tsx "$ROOT/emulators/salesforce/main.ts" > "$logfile" 2>&1 &
  CRM_PID=$!
}

# The Google Places stand-in (emulators/places, the Places API (New)) on 127.0.0.1:$1.
places_env() {
  export PLACES_PORT="$1" GOOGLE_PLACES_URL="http://127.0.0.1:$1"
  export GOOGLE_PLACES_API_KEY="${GOOGLE_PLACES_API_KEY:-workhub-local-places-key}"
}

# Starts the Places stand-in on $PLACES_PORT, in its own process group (PLACES_PID).
start_places() {
  local logfile="$1"
  setsid npx tsx "$ROOT/emulators/places/main.ts" > "$logfile" 2>&1 &
  PLACES_PID=$!
}

# The zoning GIS stand-in (emulators/gis, an ArcGIS REST feature service) on 127.0.0.1:$1.
gis_env() {
  export GIS_PORT="$1" ZONING_LAYER_URL="http://127.0.0.1:$1/arcgis/rest/services/Zoning/FeatureServer/0"
}

# Starts the zoning GIS stand-in on $GIS_PORT, in its own process group (GIS_PID).
start_gis() {
  local logfile="$1"
  setsid npx tsx "$ROOT/emulators/gis/main.ts" > "$logfile" 2>&1 &
  GIS_PID=$!
}

# Salesforce, Places and zoning GIS stand-ins on $1, $1+10, $1+20 (8610… for npm start, 8710… for tests).
outside_env() {
  crm_env "$1"
  places_env "$(($1 + 10))"
  gis_env "$(($1 + 20))"
}

# Starts the three stand-ins side by side (logs $1-salesforce.log, -places.log, -gis.log) and
# waits until each listens. Stop them with stop_outside.
start_outside() {
  local prefix="$1"
  start_crm "$prefix-salesforce.log"
  start_places "$prefix-places.log"
  start_gis "$prefix-gis.log"
  wait_for_log "$prefix-salesforce.log" "Salesforce stand-in listening" 60 "$CRM_PID"
  wait_for_log "$prefix-places.log" "Places stand-in listening" 60 "$PLACES_PID"
  wait_for_log "$prefix-gis.log" "Zoning GIS stand-in listening" 60 "$GIS_PID"
}

stop_outside() {
  stop_group "${CRM_PID:-}" TERM 10
  stop_group "${PLACES_PID:-}" TERM 10
  stop_group "${GIS_PID:-}" TERM 10
}

# The Onshape stand-in (emulators/onshape, Onshape's REST API with API-key signing) on
# 127.0.0.1:$1, and the functions' Onshape settings pointing at it (exported before the Functions
# emulator starts, which passes its environment to the functions). The document links it makes use
# the seed's host cad.onshape.example (ONSHAPE_LINK_HOST, which the functions accept as a link host when ONSHAPE_HOSTS is unset).
onshape_env() {
  export ONSHAPE_PORT="$1" ONSHAPE_URL="http://127.0.0.1:$1"
  export ONSHAPE_ACCESS_KEY="${ONSHAPE_ACCESS_KEY:-workhub-local-access}" ONSHAPE_SECRET_KEY="${ONSHAPE_SECRET_KEY:-workhub-local-secret}"
  export ONSHAPE_LINK_HOST="${ONSHAPE_LINK_HOST:-cad.onshape.example}"
}

# Starts the Onshape stand-in on $ONSHAPE_PORT with its copies kept in $1, in its own process group.
start_onshape() {
  local data="$1" logfile="$2"
  ONSHAPE_DATA_DIR="$data" setsid npx tsx "$ROOT/emulators/onshape/main.ts" > "$logfile" 2>&1 &
  ONSHAPE_PID=$!
  wait_for_log "$logfile" "Onshape stand-in listening" 60 "$ONSHAPE_PID"
}

# The mail catcher (maildev, a real SMTP server with a web page to read what it caught) on
# 127.0.0.1: SMTP $1, web page and REST API $2; and the functions' mail settings pointing at it
# (exported before the Functions emulator starts, which passes its environment to the functions).
# In production SMTP_HOST / SMTP_PORT / SMTP_USER / SMTP_PASS, MAIL_FROM, MAIL_ALLOWED_DOMAINS and
# MAIL_RATE_PER_MINUTE are the functions' own environment (docs/staff-tools.md "Mail as built").
mail_env() {
  export MAIL_SMTP_PORT="$1" MAIL_WEB_PORT="$2" MAIL_CATCHER_URL="http://127.0.0.1:$2"
  export SMTP_HOST=127.0.0.1 SMTP_PORT="$1" SMTP_SECURE=false
  export MAIL_FROM="${MAIL_FROM:-WorkHub <workhub@modulr.example>}"
  export MAIL_ALLOWED_DOMAINS="${MAIL_ALLOWED_DOMAINS:-modulr.example,modulr-build.example}"
  export MAIL_RATE_PER_MINUTE="${MAIL_RATE_PER_MINUTE:-10}"
}

# Starts the mail catcher on $MAIL_SMTP_PORT / $MAIL_WEB_PORT keeping the mail in $1, in its own process group.
start_mail() {
  local data="$1" logfile="$2"
  mkdir -p "$data"
  setsid "$ROOT/node_modules/.bin/maildev" --smtp "$MAIL_SMTP_PORT" --ip 127.0.0.1 --web "$MAIL_WEB_PORT" --web-ip 127.0.0.1 \
    --mail-directory "$data" > "$logfile" 2>&1 &
  MAIL_PID=$!
  wait_for_log "$logfile" "Press Ctrl+C to stop" 60 "$MAIL_PID"
}

# The error-report receiver (emulators/spotlight: Sentry's development sidecar, Spotlight) on
# 127.0.0.1:$1, and the Sentry SDKs' settings pointing at it (exported before the Functions emulator,
# collab-server and the web build start): SENTRY_SPOTLIGHT for the functions and collab-server,
# VITE_SENTRY_SPOTLIGHT built into the web app. In a deployment SENTRY_DSN (VITE_SENTRY_DSN for the
# web build) names the Sentry project instead; with neither, the SDKs are off.
spotlight_env() {
  export SPOTLIGHT_PORT="$1" SENTRY_SPOTLIGHT="http://127.0.0.1:$1/stream"
  export VITE_SENTRY_SPOTLIGHT="$SENTRY_SPOTLIGHT"
}

# Starts the receiver on $SPOTLIGHT_PORT without waiting for it (SPOTLIGHT_PID): it starts beside
# the other stand-ins; wait_for_spotlight waits until it listens.
start_spotlight() {
  SPOTLIGHT_LOG="$1"
  setsid npx tsx "$ROOT/emulators/spotlight/main.ts" > "$SPOTLIGHT_LOG" 2>&1 &
  SPOTLIGHT_PID=$!
}
wait_for_spotlight() { wait_for_log "$SPOTLIGHT_LOG" "Error-report receiver (Spotlight) listening" 60 "$SPOTLIGHT_PID"; }

# Debian's redis-server: the collab tests run two collab-server instances through it.
ensure_redis() {
  if ! command -v redis-server >/dev/null; then
    log "installing redis-server from Debian's packages"
    apt_install redis-server
  fi
}

build_functions() {
  log "bundling functions"
  (cd "$ROOT/functions" && node build.mjs)
}

# Waits until a log file shows a line, or fails after $3 seconds.
wait_for_log() {
  local file="$1" pattern="$2" seconds="${3:-180}" pid="${4:-}"
  local end=$((SECONDS + seconds))
  until grep -q "$pattern" "$file" 2>/dev/null; do
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then log "process stopped early; see $file"; tail -n 30 "$file" >&2; return 1; fi
    if [ $SECONDS -ge $end ]; then log "timed out waiting for '$pattern' in $file"; tail -n 30 "$file" >&2; return 1; fi
    sleep 0.5
  done
}

wait_for_http() {
  local url="$1" seconds="${2:-60}"
  local end=$((SECONDS + seconds))
  until curl -sf -o /dev/null "$url"; do
    if [ $SECONDS -ge $end ]; then log "timed out waiting for $url"; return 1; fi
    sleep 0.3
  done
}

# Waits until the api function answers (its own 404 envelope for a path no service has): the
# Functions emulator loads the functions only at a function's first request, and that load (a new
# Node process, the bundle, Sentry, Firestore's client: ~2 s on the 2-core machine) fell on the
# first person's sign-in (bench/README.md "first-loads"). It also fails at start, not at the first
# click, when the functions cannot load. $1: the function's URL (default: npm start's).
wait_for_api() {
  local url="${1:-http://127.0.0.1:5001/$GCLOUD_PROJECT/us-central1/api}" seconds="${2:-90}"
  local end=$((SECONDS + seconds))
  until curl -s -m 30 "$url/_ready" 2>/dev/null | grep -q '"No route GET /_ready"'; do
    if [ $SECONDS -ge $end ]; then log "timed out waiting for the api function at $url"; return 1; fi
    sleep 0.3
  done
}

# Stops a process group started with setsid: TERM (or the given signal), then KILL after a grace period.
stop_group() {
  local pid="$1" signal="${2:-TERM}" grace="${3:-20}"
  kill -0 "$pid" 2>/dev/null || return 0
  kill "-$signal" -- "-$pid" 2>/dev/null || kill "-$signal" "$pid" 2>/dev/null || true
  local end=$((SECONDS + grace))
  while kill -0 "$pid" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.3; done
  kill -KILL -- "-$pid" 2>/dev/null || true
}

# Test port slots. Every test run (npm test takes two: one for the integration tests, one for the
# end-to-end tests, run side by side; a focused run and the benchmarks one) takes a free slot 0–6
# and adds 1000 × slot to every test port, so two clones' runs, or a focused run beside `npm
# test`, never share a port or a store. Slot 0 holds the ports the docs name (Firestore 8180,
# Functions 5101, ERP 8700, ...); its lock file is the one the scripts used before slots existed.
# The offsets keep every port below Linux's range for outgoing connections (32768 up), apart from
# each other slot's and from `npm start`'s (scripts/test-slots.test.ts checks it).
# WORKHUB_TEST_SLOTS limits the slots a run may take (e.g. "1 2 3 4").
TEST_SLOT_STEP=1000
test_slot_lock() { if [ "$1" = 0 ]; then echo /tmp/workhub-test-ports.lock; else echo "/tmp/workhub-test-ports-$1.lock"; fi; }

# Takes the first free slot and prints nothing; sets the variable named $1 to it. The slot stays
# taken until this shell exits (its lock's descriptor stays open). When every slot is taken, tries
# again every two seconds until one is free (whichever ends first; never one this run holds).
take_test_slot() {
  local _var="$1" _slot _fd _said=
  while true; do
    for _slot in ${WORKHUB_TEST_SLOTS:-0 1 2 3 4 5 6}; do
      exec {_fd}>"$(test_slot_lock "$_slot")"
      if flock -n "$_fd"; then printf -v "$_var" '%s' "$_slot"; return 0; fi
      exec {_fd}>&-
    done
    [ -n "$_said" ] || log "every test slot is taken: waiting for one to be free"
    _said=1
    sleep 2
  done
}

# Exports every test port and service setting for slot $1 (scripts/test-in-emulators.sh and the
# tests read them) and the slot's own folder for its stores and logs (TEST_RUN_DIR). Touches no file:
# prepare_test_slot makes the folders and the Firebase config.
test_ports_env() {
  local slot="$1" off=$(($1 * TEST_SLOT_STEP))
  export TEST_SLOT="$slot" TEST_SLOT_OFFSET="$off" TEST_RUN_DIR="$RUN_DIR/test-slot$slot"
  export FIRESTORE_TEST_PORT=$((8180 + off)) AUTH_TEST_PORT=$((9199 + off)) FUNCTIONS_TEST_PORT=$((5101 + off))
  export FIRESTORE_EMULATOR_HOST="127.0.0.1:$FIRESTORE_TEST_PORT" FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$AUTH_TEST_PORT"
  export WORKHUB_FUNCTIONS_URL="http://127.0.0.1:$FUNCTIONS_TEST_PORT/$GCLOUD_PROJECT/us-central1/api"
  export COLLAB_PORT=$((1334 + off)) COLLAB_TEST_REDIS_PORT=$((6390 + off)) WEB_TEST_PORT=$((4273 + off))
  export WEB_TEST_DIST="dist-test/slot$slot"
  export OIDC_PORT=$((9543 + off))
  export OIDC_ISSUER="https://localhost:$OIDC_PORT"
  export OIDC_REDIRECT_ORIGINS="http://localhost:5173,http://127.0.0.1:5173,http://localhost:$WEB_TEST_PORT,http://127.0.0.1:$WEB_TEST_PORT"
  graph_env "$OIDC_PORT"
  erp_env $((8700 + off))
  outside_env $((8710 + off))
  generator_env $((8740 + off))
  onshape_env $((8750 + off))
  mail_env $((1125 + off)) $((1180 + off))
  spotlight_env $((8760 + off))
  # The run's own local blob store (the seed fills it; `npm start` keeps emulators/state-storage).
  export WORKHUB_STORAGE_DIR="$TEST_RUN_DIR/storage"
  # The Firebase CLI keeps its hub's locator in the temporary folder, named by project: one per slot.
  export TMPDIR="/tmp/workhub-test-slot$slot"
  # Beside firebase.json (the CLI reads a config's paths from its folder); git-ignored.
  export TEST_FIREBASE_CONFIG=".firebase.test-slot$slot.json"
}

# For the slot of test_ports_env (only its holder calls this): empty stores and logs, the
# temporary folder, and the Firebase config (firebase.test.json with the slot's ports).
prepare_test_slot() {
  rm -rf "$TEST_RUN_DIR"
  mkdir -p "$TEST_RUN_DIR" "$TMPDIR"
  node -e '
    const [file, off] = [process.argv[1], Number(process.argv[2])];
    const config = JSON.parse(require("fs").readFileSync(file, "utf8"));
    for (const emulator of Object.values(config.emulators)) {
      for (const key of ["port", "websocketPort"]) if (typeof emulator[key] === "number") emulator[key] += off;
    }
    process.stdout.write(JSON.stringify(config, null, 2) + "\n");
  ' "$ROOT/firebase.test.json" "$TEST_SLOT_OFFSET" > "$ROOT/$TEST_FIREBASE_CONFIG"
}

# The test build of the web app for the current slot (test_ports_env): the emulators' and the
# identity provider's addresses are built in, so each slot has its own (web/$WEB_TEST_DIST).
build_test_web() {
  env VITE_AUTH_EMULATOR_URL="http://$FIREBASE_AUTH_EMULATOR_HOST" VITE_FIRESTORE_EMULATOR_HOST="$FIRESTORE_EMULATOR_HOST" \
    VITE_MSAL_AUTHORITY="https://localhost:$OIDC_PORT" VITE_MSAL_KNOWN_AUTHORITIES="localhost:$OIDC_PORT" \
    VITE_ERP_URL="http://127.0.0.1:$ERP_PORT" \
    bash -c "cd '$ROOT/web' && npx vite build --outDir '$WEB_TEST_DIST' --emptyOutDir --logLevel warn"
}

# The end-to-end specs of one half of npm test (scripts/test.sh), space-separated: `second` lists
# tests/e2e/after-integration.txt (a name that is no spec fails), `first` every other spec.
e2e_half() {
  local listed name
  local list="${E2E_SECOND_HALF_LIST:-$ROOT/tests/e2e/after-integration.txt}"
  listed=$(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$list")
  for name in $listed; do
    [ -f "$ROOT/tests/e2e/$name" ] || { log "$list names $name: no such spec"; return 1; }
  done
  case "$1" in
    second) for name in $listed; do printf 'tests/e2e/%s ' "$name"; done ;;
    first)
      for name in $(cd "$ROOT" && ls tests/e2e/*.spec.ts); do
        grep -qxF "${name#tests/e2e/}" <<<"$listed" || printf '%s ' "$name"
      done
      ;;
    *) return 2 ;;
  esac
}

# The current slot's test web app (test_ports_env) made from slot $1's without a second build: the
# same files with this slot's emulator, identity-provider, error-receiver and ERP addresses, the only
# things two slots' builds differ in. $2: the web folder (default web/). Fails, leaving nothing, if
# slot $1 has no app or one of its addresses is not in it (the build changed: build instead).
copy_test_web() {
  local from="$1" web="${2:-$ROOT/web}" i from_value to_value
  local src="$web/dist-test/slot$from" dst="$web/$WEB_TEST_DIST"
  [ -f "$src/index.html" ] || { log "slot $from has no test web app to copy"; return 1; }
  local -a from_values to_values
  mapfile -t from_values < <(test_ports_env "$from" && printf '%s\n' "$FIREBASE_AUTH_EMULATOR_HOST" "$FIRESTORE_EMULATOR_HOST" "localhost:$OIDC_PORT" "127.0.0.1:$SPOTLIGHT_PORT" "127.0.0.1:$ERP_PORT")
  to_values=("$FIREBASE_AUTH_EMULATOR_HOST" "$FIRESTORE_EMULATOR_HOST" "localhost:$OIDC_PORT" "127.0.0.1:$SPOTLIGHT_PORT" "127.0.0.1:$ERP_PORT")
  rm -rf "$dst" && cp -a "$src" "$dst"
  for i in "${!from_values[@]}"; do
    from_value="${from_values[$i]}" to_value="${to_values[$i]}"
    if ! grep -rqF --include='*.js' "$from_value" "$dst"; then
      log "slot $from's test web app has no $from_value in it: not copied"
      rm -rf "$dst"
      return 1
    fi
    grep -rlF --include='*.js' --include='*.html' "$from_value" "$dst" | xargs sed -i "s/${from_value//./\\.}\([^0-9]\|\$\)/${to_value}\1/g"
  done
}

# A production-configured build (web/dist), for the bundle checks (no sign-in bypass in it).
build_production_web() {
  # No local error-report receiver in it (a deployment's build names its Sentry project with VITE_SENTRY_DSN).
  env -u VITE_SENTRY_SPOTLIGHT VITE_USE_EMULATORS=false VITE_FIREBASE_PROJECT_ID=workhub-production \
    VITE_MSAL_AUTHORITY=https://login.microsoftonline.com/company-tenant-id VITE_MSAL_KNOWN_AUTHORITIES= VITE_MSAL_PROTOCOL_MODE=AAD \
    bash -c "cd '$ROOT/web' && npx vite build --mode production --outDir dist --emptyOutDir --logLevel warn"
}

# Runs $@ inside `firebase emulators:exec` on the current slot's config (auth, Firestore, functions).
in_test_emulators() {
  "$ROOT/node_modules/.bin/firebase" emulators:exec --config "$TEST_FIREBASE_CONFIG" \
    --project "$GCLOUD_PROJECT" --only "${EMULATORS_ONLY:-auth,firestore,functions}" "$*"
}

# No Firestore emulator JVM started by this command may outlive it: the one on port $1 only, so
# a `npm start` on other ports keeps running.
kill_leftover_java() {
  local port="$1" jar="${FIRESTORE_EMULATOR_BINARY_PATH:-$ROOT/emulators/bin/firestore-launcher.jar}"
  pkill -f -- "$jar --host [^ ]+ --port $port( |$)" 2>/dev/null || true
}
