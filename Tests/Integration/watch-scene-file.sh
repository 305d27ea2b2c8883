#!/usr/bin/env bash
# `tactile play --scene FILE --watch` with the dummy video driver (no display): saving the file
# brings its new entities in, a broken save prints its error (file:line:column) and the last
# good scene stays, and the state written on exit shows the last good scene. --watch on a
# built-in scene is a usage error.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
app=
trap '[[ -n "$app" ]] && kill "$app" 2>/dev/null; rm -rf "$tmp"' EXIT
scene=$tmp/scene.json
err=$tmp/stderr.log

one='{"scene": 1, "entities": [
  {"name": "box", "shape": "rectangle", "x": 300, "y": 300, "gesture": "drag"}
]}'
two='{"scene": 1, "entities": [
  {"name": "box", "shape": "rectangle", "x": 300, "y": 300, "gesture": "drag"},
  {"name": "ball", "shape": "circle", "radius": 40, "x": 700, "y": 300, "gesture": "drag & magnify"}
]}'
broken='{"scene": 1, "entities": [
  {"name": "box", "shape": "rectangel", "x": 300, "y": 300}
]}'

fail() { echo "watch: $1" >&2; cat "$err" >&2; exit 1; }
# Waits (up to 30 s on a loaded machine) for a line matching $1 on the app's standard error.
wait_for() {
  for _ in $(seq 300); do
    grep -qE "$1" "$err" && return 0
    kill -0 "$app" 2>/dev/null || fail "tactile play ended before printing /$1/"
    sleep 0.1
  done
  fail "no line /$1/ on standard error within 30 s"
}

printf '%s\n' "$one" >"$scene"
SDL_VIDEODRIVER=dummy "$exe" play --scene "$scene" --watch --exit-after 90 --state "$tmp/state.json" 2>"$err" &
app=$!
# The watch starts once the window is open: save until a reload is reported.
for _ in $(seq 300); do
  printf '%s\n' "$two" >"$scene"
  sleep 0.1
  grep -q "reloaded $scene" "$err" && break
done
wait_for "reloaded $scene"
printf '%s\n' "$broken" >"$scene"
wait_for "^tactile: $scene:2:[0-9]+: unknown shape \"rectangel\".*the last good scene stays"
# SDL turns SIGTERM into a quit: the window closes and the state is written. (Not SIGINT: a
# background job of a script starts with SIGINT ignored, and SDL then leaves it so.)
kill -TERM "$app"
wait "$app" || fail "tactile play exited with status $?"
app=

python3 - "$tmp/state.json" <<'PY'
import json, sys
names = [e["name"] for e in json.load(open(sys.argv[1]))["entities"]]
assert names == ["box", "ball"], f"the last good scene is not on screen: {names}"
PY

set +e
SDL_VIDEODRIVER=dummy "$exe" play --scene playground --watch --exit-after 1 2>"$err"
status=$?
set -e
[[ $status == 2 ]] || fail "--watch on a built-in scene: exit status $status, not 2"
grep -q -- "--watch needs a scene file" "$err" || fail "--watch on a built-in scene: no usage line"
echo "watch: a saved scene file reloaded, a broken save kept the last good scene, --watch on a built-in scene is refused"
