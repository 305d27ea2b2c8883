#!/usr/bin/env bash
# `tactile replay --debugger --screenshot` (headless, no display) draws the gesture debugger
# over a drag under way: the pointer's trail behind it and its velocity arrow ahead of it, in
# their colours, where the same replay without --debugger has neither.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Down at (640, 400) at 0.2 s, then 4 pt right a tick (480 pt/s) to (880, 400) at 0.7 s, held.
python3 - > "$tmp/drag.jsonl" <<'PY'
print('{"t": 0.2, "type": "down", "pointer": 1, "x": 640, "y": 400}')
for i in range(1, 61):
    print(f'{{"t": {0.2 + i / 120:.6f}, "type": "move", "pointer": 1, "x": {640 + 4 * i}, "y": 400}}')
PY
env -u DISPLAY -u WAYLAND_DISPLAY "$exe" replay --scene drag-star --trace "$tmp/drag.jsonl" --until 0.7 \
  --debugger --screenshot "$tmp/shown.png"
env -u DISPLAY -u WAYLAND_DISPLAY "$exe" replay --scene drag-star --trace "$tmp/drag.jsonl" --until 0.7 \
  --screenshot "$tmp/hidden.png"

python3 - "$tmp/shown.png" "$tmp/hidden.png" <<'PY'
import sys
sys.path.insert(0, "Tests/Integration")
import png
shown, hidden = png.read(sys.argv[1]), png.read(sys.argv[2])
# DebugOverlay's colours: the trail (0.93, 0.11, 0.60) and the arrow (1, 0.45, 0), as bytes.
trail, arrow = (237, 28, 153), (255, 115, 0)
def near(image, x, y, colour):
    return any(max(abs(a - b) for a, b in zip(image[j][i], colour)) <= 2
               for j in range(y - 1, y + 2) for i in range(x - 1, x + 2))
failures = []
for x in (872, 860, 840):    # 8, 20 and 40 pt behind the pointer
    if not near(shown, x, 400, trail): failures.append(f"no trail at ({x}, 400)")
    if near(hidden, x, 400, trail): failures.append(f"trail colour at ({x}, 400) without --debugger")
for x in (892, 910, 920):    # on the 48-pt arrow ahead of it
    if not near(shown, x, 400, arrow): failures.append(f"no arrow at ({x}, 400)")
    if near(hidden, x, 400, arrow): failures.append(f"arrow colour at ({x}, 400) without --debugger")
if failures:
    sys.exit("debugger screenshot: " + "; ".join(failures))
print("ok   replay --debugger --screenshot: trail and velocity arrow where the drag is")
PY
