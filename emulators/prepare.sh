#!/usr/bin/env bash
# Prepares the local Firestore emulator: the Firebase CLI cannot download its own JAR on these
# machines, so we run the Google Cloud CLI's emulator (Debian package) through a tiny launcher
# JAR whose manifest names its main class (ARCHITECTURE.md section 1). Idempotent.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
pkg=google-cloud-cli-firestore-emulator
jar_of_pkg() { dpkg -L "$pkg" 2>/dev/null | grep -E 'cloud-firestore-emulator\.jar$' | head -n 1 || true; }

target="$(jar_of_pkg)"
if [ -z "$target" ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "[prepare] installing $pkg from Debian's packages" >&2
  apt-get install -y "$pkg" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$pkg" >/dev/null; }
  target="$(jar_of_pkg)"
fi
if [ -z "$target" ]; then
  echo "[prepare] no installed Firestore emulator: the Firebase CLI will try to download its own" >&2
  exit 0
fi

mkdir -p "$here/bin"
launcher="$here/bin/firestore-launcher.jar"
if [ ! -f "$launcher" ] || ! unzip -p "$launcher" META-INF/MANIFEST.MF 2>/dev/null | tr -d '\r\n ' | grep -q "file:${target}"; then
  tmp="$(mktemp -d)"
  printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' "$target" > "$tmp/manifest.txt"
  (cd "$tmp" && jar cfm "$launcher" manifest.txt)
  rm -rf "$tmp"
  echo "[prepare] built $launcher -> $target" >&2
fi
echo "$launcher"
