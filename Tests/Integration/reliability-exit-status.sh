#!/usr/bin/env bash
# Issue 22's command-line cases that need an environment the conformance checker cannot set:
# no display, a write that fails midway (ulimit -f), a recording under a real X server, scene
# files given by path. Each must exit 2 with one line of our own naming what went wrong.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
xvfb=
trap '[[ -n $xvfb ]] && kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
failures=0

# expect STATUS TEXT COMMAND...: runs COMMAND, checks its status and that its standard error
# has TEXT on a line of its own starting with "tactile:".
expect() {
  local status=$1 text=$2
  shift 2
  set +e
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  set -e
  local ours
  ours=$(grep '^tactile: ' "$tmp/err" || true)
  if [[ $got != "$status" || $ours != *"$text"* || $(printf '%s\n' "$ours" | wc -l) != 1 ]]; then
    echo "FAIL: $* -> exit $got, stderr: $(head -c 300 "$tmp/err")" >&2
    failures=$((failures + 1))
  else
    echo "ok   exit $status, \"$text\": ${*: -4}"
  fi
}

printf '%s\n' '{"t": 0, "type": "down", "pointer": 1, "x": 640, "y": 400}' \
  '{"t": 0.1, "type": "up", "pointer": 1, "x": 640, "y": 400}' >"$tmp/trace.jsonl"

# No display: SDL fell back to its offscreen driver and play exited 0 with nothing shown.
expect 2 "no display" env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER XDG_RUNTIME_DIR="$tmp" \
  "$exe" play --exit-after 0.2

# A write that fails (here: the file-size limit, as a full disk would) is named. The limit is
# set for tactile alone; its standard error goes through a pipe, which the limit spares.
limited() {
  local blocks=$1
  shift
  bash -c 'set -o pipefail; trap "" XFSZ; blocks=$1; shift; { ulimit -f "$blocks"; exec "$@"; } 2>&1 >/dev/null | cat >&2' - "$blocks" "$@"
}
expect 2 "$tmp/state.json: cannot write the state file: File too large" \
  limited 0 "$exe" replay --scene drag-star --trace "$tmp/trace.jsonl" --state "$tmp/state.json"
if [[ -c /dev/full ]]; then
  expect 2 "standard output: cannot write the state file: No space left on device" \
    bash -c 'exec "$@" >/dev/full' - "$exe" replay --scene drag-star --trace "$tmp/trace.jsonl" --state -
fi

# Scene files: an entity that is its own parent, a chain of 8,000 gestures, 50,000 parentheses.
printf '%s\n' '{"entities": [' '  {"name": "a", "shape": "circle"},' '  {"name": "b", "shape": "circle", "parent": "b"}' ']}' \
  >"$tmp/self-parent.json"
expect 2 "$tmp/self-parent.json:3:46: \"b\" names itself as its parent" \
  "$exe" replay --scene "$tmp/self-parent.json" --trace "$tmp/trace.jsonl"
python3 -c 'import json; print(json.dumps({"entities": [{"name": "a", "gesture": " >> ".join(["drag"] * 8000)}]}))' \
  >"$tmp/chain.json"
expect 2 "$tmp/chain.json:1:" "$exe" replay --scene "$tmp/chain.json" --trace "$tmp/trace.jsonl"
python3 -c 'import json; print(json.dumps({"entities": [{"name": "a", "gesture": "(" * 50000 + "drag" + ")" * 50000}]}))' \
  >"$tmp/deep.json"
expect 2 "nested more than 64 deep" "$exe" replay --scene "$tmp/deep.json" --trace "$tmp/trace.jsonl"

# Recording under a real X server: a trace file that cannot be created, and one whose writes
# start failing midway (the file-size limit after about 1 KiB of events).
display=:$((80 + RANDOM % 9))
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb=$!
export DISPLAY=$display
for _ in $(seq 300); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
expect 2 "/nonexistent-folder/s.jsonl: cannot create the trace: No such file or directory" \
  "$exe" play --scene drag-star --exit-after 1 --record /nonexistent-folder/s.jsonl
limited 1 "$exe" play --scene drag-star --exit-after 20 --record "$tmp/record.jsonl" 2>"$tmp/record.err" &
app=$!
xdotool search --sync --onlyvisible --name '^Tactile$' >/dev/null
sleep 1
# The window is centred on the 1600×1000 screen: its middle, where the star is, is (800, 500).
xdotool mousemove 800 500 mousedown 1 || true
for i in $(seq 1 60); do
  kill -0 $app 2>/dev/null || break
  xdotool mousemove $((800 + i * 3)) 500 || true
  sleep 0.02
done
xdotool mouseup 1 || true
set +e
wait $app
status=$?
set -e
if [[ $status == 2 ]] && grep -q "^tactile: $tmp/record.jsonl: cannot write the trace: File too large$" "$tmp/record.err"; then
  echo "ok   exit 2, a recording whose writes fail midway stops and says so ($(wc -c <"$tmp/record.jsonl") bytes kept)"
else
  echo "FAIL: recording under ulimit -f 1 -> exit $status, stderr: $(head -c 300 "$tmp/record.err")" >&2
  failures=$((failures + 1))
fi

# Asked for no output, replay writes the state on standard output: it always says something.
if "$exe" replay --scene tap-star --trace "$tmp/trace.jsonl" >"$tmp/out" 2>"$tmp/err" && grep -q '"entities"' "$tmp/out"; then
  echo "ok   exit 0, replay with no output option prints the state"
else
  echo "FAIL: replay with no output option -> $(head -c 300 "$tmp/out") $(head -c 300 "$tmp/err")" >&2
  failures=$((failures + 1))
fi

if ((failures > 0)); then
  echo "reliability exit status: $failures failed" >&2
  exit 1
fi
echo "reliability exit status: all passed"
