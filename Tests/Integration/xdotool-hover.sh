#!/usr/bin/env bash
# Under Xvfb, real mouse motion made with xdotool (no button held) over a card of the hover
# scene reaches its onHover: the card logs hover-began and, once the mouse leaves, hover-ended.
# The recording of the session replays to the same log.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
source Tests/Integration/lib/xvfb.bash
xvfb=
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT
start_xvfb "xdotool hover" "$tmp"

"$exe" play --scene hover --exit-after 7 --record "$tmp/hover.jsonl" --state "$tmp/state.json" &
app=$!
xdotool search --sync --onlyvisible --name '^Tactile$' >/dev/null
sleep 1
# Asked again once the app has settled (SDL may replace its first X window).
window=$(xdotool search --onlyvisible --name '^Tactile$' | tail -n 1)
xdotool mousemove --window "$window" 100 100
sleep 0.3
# Across the first card (at (340, 300), 220 × 150), no button held, and off it again.
for x in $(seq 200 20 480); do
  xdotool mousemove --window "$window" "$x" 300
  sleep 0.02
done
sleep 0.3
xdotool mousemove --window "$window" 100 750
wait $app

"$exe" replay --scene hover --trace "$tmp/hover.jsonl" --state "$tmp/replayed.json"
python3 - "$tmp/state.json" "$tmp/replayed.json" "$tmp/hover.jsonl" <<'PY'
import json, sys
played, replayed = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
hovers = sum(1 for line in open(sys.argv[3]) if '"type": "hover"' in line)
events = [e["event"] for e in played["log"] if e["entity"] == "card-1"]
assert events[:2] == ["hover-began", "hover-ended"], f"card-1 logged {events}, not hover-began then hover-ended"
again = [e["event"] for e in replayed["log"] if e["entity"] == "card-1"]
assert again == events, f"the replay logged {again}, the session {events}"
print(f"xdotool hover: card-1 heard hover-began and hover-ended; {hovers} hover events recorded replay the same")
PY
