#!/usr/bin/env bash
# npm run deploy: build and deploy rules, indexes, functions and hosting to the project in .firebaserc
# (or --project). Needs `firebase login` and web/.env.production.local (see README).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_node
ensure_deps
build_functions
(cd web && npx vite build)
exec "$ROOT/node_modules/.bin/firebase" deploy --only firestore,functions,hosting "$@"
