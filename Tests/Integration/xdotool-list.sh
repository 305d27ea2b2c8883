#!/usr/bin/env bash
# Under Xvfb, a real mouse on the list scene: a click on row 3's Delete button deletes row 3, a
# drag that starts on a row scrolls the list (the row's tap is cancelled), and the wheel scrolls
# it further; the state the window saves on exit has all three, and the recording replays to
# the same state.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
source Tests/Integration/lib/xvfb.bash
xvfb=
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT
start_xvfb "xdotool list" "$tmp"

"$exe" play --scene list --exit-after 9 --state "$tmp/state.json" --record "$tmp/list.jsonl" 2>"$tmp/play.err" &
app=$!
xdotool search --sync --onlyvisible --name '^Tactile$' >/dev/null
sleep 1
window=$(xdotool search --onlyvisible --name '^Tactile$' | tail -n 1)
# Row 3's Delete button: 160 pt right of the row's centre (640, 310).
xdotool mousemove --window "$window" 800 310 click 1
sleep 1.5
# A drag from row 6 (at 490 once row 3 has gone) 200 pt up, held still before the release.
xdotool mousemove --window "$window" 600 490 mousedown 1
for i in $(seq 1 20); do
  xdotool mousemove --window "$window" 600 $((490 - i * 10))
  sleep 0.02
done
sleep 0.4
xdotool mouseup 1
sleep 0.5
# Two notches towards the user: 80 pt more.
xdotool mousemove --window "$window" 640 400 click 5 click 5
wait $app
"$exe" replay --scene list --trace "$tmp/list.jsonl" --state "$tmp/replayed.json"

python3 - "$tmp/state.json" "$tmp/replayed.json" <<'PY'
import json, sys
states = [json.load(open(path)) for path in sys.argv[1:]]
for path, state in zip(sys.argv[1:], states):
    entities = {e["name"]: e for e in state["entities"]}
    assert "row-3" not in entities and "delete-3" not in entities, f"{path}: row 3 was not deleted"
    assert any(e["entity"] == "row-3" and e["event"] == "deleted" for e in state["log"]), f"{path}: no 'deleted' for row 3"
    scroll = entities["list"]["scroll_y"]
    assert abs(scroll - 280) < 1, f"{path}: the list scrolled to {scroll}, not 200 + 80"
    assert not any(e["selected"] for e in state["entities"]), f"{path}: the drag selected a row"
assert states[0]["entities"] == states[1]["entities"], "the recording replays to another state"
print("xdotool list: a click deleted row 3, a drag and the wheel scrolled the list 280 pt, and the recording replays it")
PY
