#!/usr/bin/env bash
# Under Xvfb, a real mouse drag made with xdotool on the drag-star scene moves the star, the
# screenshot the window saves on exit shows it at its new place, and the recording replays to
# the same place. Xvfb has XInput 2.4, so the touchpad gestures' selection is accepted: no
# warning that they are off.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
source Tests/Integration/lib/xvfb.bash
xvfb=
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT
start_xvfb "xdotool drag" "$tmp"

"$exe" play --scene drag-star --exit-after 8 --state "$tmp/state.json" --screenshot "$tmp/shot.png" \
  --record "$tmp/drag.jsonl" 2>"$tmp/play.err" &
app=$!
xdotool search --sync --onlyvisible --name '^Tactile$' >/dev/null
sleep 1
# Asked again once the app has settled: SDL may replace its first X window when it sets up
# OpenGL, and the first one found is then gone (BadWindow).
window=$(xdotool search --onlyvisible --name '^Tactile$' | tail -n 1)
xdotool mousemove --window "$window" 640 400
xdotool mousedown 1
for i in $(seq 1 20); do
  xdotool mousemove --window "$window" $((640 + i * 10)) $((400 + i * 5))
  sleep 0.02
done
sleep 0.2
xdotool mouseup 1
wait $app
if grep -q "touchpad pinch and rotate are off" "$tmp/play.err"; then
  echo "xdotool drag: $(cat "$tmp/play.err")" >&2
  exit 1
fi
"$exe" replay --scene drag-star --trace "$tmp/drag.jsonl" --state "$tmp/replayed.json"

python3 - "$tmp/state.json" "$tmp/shot.png" <<'PY'
import json, sys
sys.path.insert(0, "Tests/Integration")
import png
for path in (sys.argv[1], sys.argv[1].replace("state.json", "replayed.json")):
    state = json.load(open(path))
    star = next(e for e in state["entities"] if e["name"] == "star")
    assert abs(star["x"] - 840) < 2 and abs(star["y"] - 500) < 2, f"{path}: the star is at ({star['x']}, {star['y']}), not (840, 500)"
rows = png.read(sys.argv[2])
def greenish(p): return p[1] > 150 and p[0] < 120 and p[2] < 140
assert greenish(rows[500][840]), f"no star at its new place: pixel {rows[500][840]}"
assert not greenish(rows[400][640]), f"the star is still at home: pixel {rows[400][640]}"
print("xdotool drag: the star moved to (840, 500), the screenshot shows it there, and the recording replays it")
PY
