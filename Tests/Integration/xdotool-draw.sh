#!/usr/bin/env bash
# Under Xvfb, a real mouse drag made with xdotool draws in the draw scene (SpatialEventGesture):
# the stroke is an entity where the drag began, the screenshot shows ink along the drag and none
# off it, and the recording replays to the same stroke.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
source Tests/Integration/lib/xvfb.bash
xvfb=
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT
start_xvfb "xdotool draw" "$tmp"

"$exe" play --scene draw --exit-after 7 --record "$tmp/draw.jsonl" --state "$tmp/state.json" \
  --screenshot "$tmp/shot.png" 2>"$tmp/play.err" &
app=$!
xdotool search --sync --onlyvisible --name '^Tactile$' >/dev/null
sleep 1
# Asked again once the app has settled (SDL may replace its first X window).
window=$(xdotool search --onlyvisible --name '^Tactile$' | tail -n 1)
xdotool mousemove --window "$window" 300 200
sleep 0.2
xdotool mousedown 1
# Right along y = 200, then down along x = 700.
for x in $(seq 320 20 700); do xdotool mousemove --window "$window" "$x" 200; sleep 0.02; done
for y in $(seq 220 20 500); do xdotool mousemove --window "$window" 700 "$y"; sleep 0.02; done
xdotool mouseup 1
wait $app
"$exe" replay --scene draw --trace "$tmp/draw.jsonl" --state "$tmp/replayed.json"

python3 - "$tmp/state.json" "$tmp/replayed.json" "$tmp/shot.png" <<'PY'
import json, sys
sys.path.insert(0, "Tests/Integration")
import png
for path in sys.argv[1:3]:
    strokes = [e for e in json.load(open(path))["entities"] if e["name"].startswith("stroke-")]
    assert len(strokes) == 1, f"{path}: {len(strokes)} strokes, not one"
    assert (strokes[0]["x"], strokes[0]["y"]) == (300, 200), f"{path}: the stroke starts at {strokes[0]['x']}, {strokes[0]['y']}"
rows = png.read(sys.argv[3])
def ink(p): return p[2] > 150 and p[0] < 100 and p[1] < 100
along = [(x, 200) for x in range(310, 700, 30)] + [(700, y) for y in range(210, 500, 30)]
missing = [point for point in along if not ink(rows[point[1]][point[0]])]
assert not missing, f"no ink at {missing}"
stray = [point for point in [(500, 300), (300, 400), (800, 200), (700, 560)] if ink(rows[point[1]][point[0]])]
assert not stray, f"ink off the stroke at {stray}"
print(f"xdotool draw: one stroke from (300, 200), ink at {len(along)} points along the drag, none off it; the recording replays it")
PY
