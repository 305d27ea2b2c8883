#!/usr/bin/env bash
# Issue 30's command-line cases: memory that must stay bounded (a trace of a million events,
# a 16,384-point screenshot), outputs that would overwrite an input or each other, a million
# ignored events, usage errors and the order of what reaches standard error. Each case states
# what it expects; a failure prints what happened instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=${TACTILE:-.build/release/tactile}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# run COMMAND...: runs it with its output in $tmp/out and $tmp/err, its status in $status.
run() {
  set +e
  "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  set -e
}

# peak COMMAND...: runs COMMAND (output to $tmp/out, $tmp/err) and sets $status and $peak,
# its largest resident set in kilobytes (getrusage of the child, as /usr/bin/time -v reports).
peak() {
  local report
  report=$(python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "w") as out, open(sys.argv[2], "w") as err:
    code = subprocess.call(sys.argv[3:], stdout=out, stderr=err)
print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
' "$tmp/out" "$tmp/err" "$@")
  status=${report%% *}
  peak=${report##* }
}

# expect_one_line STATUS TEXT: the last run exited STATUS with exactly one line on standard
# error, ours ("tactile: "), containing TEXT.
expect_one_line() {
  local want=$1 text=$2 what=$3
  if [[ $status != "$want" || $(wc -l <"$tmp/err") != 1 || $(head -c 9 "$tmp/err") != "tactile: " ]] \
     || ! grep -qF -- "$text" "$tmp/err"; then
    fail "$what -> exit $status, stderr: $(head -c 400 "$tmp/err")"
  else
    echo "ok   $what: $(cat "$tmp/err")"
  fi
}

printf '%s\n' '{"t": 0, "type": "down", "pointer": 1, "x": 640, "y": 400}' \
  '{"t": 0.1, "type": "up", "pointer": 1, "x": 640, "y": 400}' >"$tmp/tap.jsonl"

# A trace of a million events replays in bounded memory (it was read whole: about 180 MB).
python3 - "$tmp/million.jsonl" <<'EOF'
import sys
with open(sys.argv[1], "w") as out:
    out.write('{"trace": 1, "window": {"width": 1280, "height": 800}}\n')
    t, n = 0.0, 0
    while n < 1_000_000:
        out.write('{"t": %.6f, "type": "down", "pointer": 1, "x": 640, "y": 400}\n' % t)
        for i in range(1, 99):
            out.write('{"t": %.6f, "type": "move", "pointer": 1, "x": %.1f, "y": 400}\n' % (t + i / 240, 640 + i % 50))
        out.write('{"t": %.6f, "type": "up", "pointer": 1, "x": 640, "y": 400}\n' % (t + 0.5))
        t, n = t + 1, n + 100
EOF
peak "$exe" replay --scene drag-star --trace "$tmp/million.jsonl" --state "$tmp/million-state.json"
if [[ $status == 0 && $peak -lt 100000 && -s $tmp/million-state.json ]]; then
  echo "ok   a million-event trace replays in $((peak / 1024)) MB resident"
else
  fail "a million-event trace: exit $status, $((peak / 1024)) MB resident (at most 100 MB), stderr: $(head -c 300 "$tmp/err")"
fi

# A 16,384 × 16,384 screenshot: the frame itself (1 GiB) and little more, no fatal allocation
# (it peaked at 5.2 GB and aborted under a 3 GB address-space limit).
peak bash -c 'ulimit -v 3000000; exec "$@"' - "$exe" replay --scene drag-star --trace "$tmp/tap.jsonl" \
  --size 16384x16384 --screenshot "$tmp/big.png"
size=$(python3 -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$tmp/big.png" 2>/dev/null || echo none)
if [[ $status == 0 && $size == 16384x16384 && $peak -lt 1400000 ]]; then
  echo "ok   a 16384x16384 screenshot under a 3 GB limit, $((peak / 1024)) MB resident"
else
  fail "a 16384x16384 screenshot: exit $status, $size, $((peak / 1024)) MB resident, stderr: $(head -c 300 "$tmp/err")"
fi

# Twenty thousand ignored events: the first few of each kind, one line with the count.
python3 - "$tmp/strays.jsonl" <<'EOF'
import sys
with open(sys.argv[1], "w") as out:
    for i in range(20_000):
        out.write('{"t": %.3f, "type": "move", "pointer": 7, "x": 1, "y": 2}\n' % (i / 1000))
EOF
run "$exe" replay --scene drag-star --trace "$tmp/strays.jsonl" --state "$tmp/strays-state.json"
if [[ $status == 0 && $(wc -l <"$tmp/err") == 6 ]] && tail -n 1 "$tmp/err" | grep -q "19995 more of these.*(20000 in all)"; then
  echo "ok   20,000 ignored moves: five warnings and a count"
else
  fail "20,000 ignored moves -> exit $status, $(wc -l <"$tmp/err") lines, last: $(tail -n 1 "$tmp/err" | head -c 200)"
fi

# An output that is an input, or two outputs on one file: exit 2, one line, nothing written.
cp "$tmp/tap.jsonl" "$tmp/keep.jsonl"
run "$exe" replay --scene drag-star --trace "$tmp/keep.jsonl" --state "$tmp/../$(basename "$tmp")/keep.jsonl"
expect_one_line 2 "--state names the file of --trace" "--state naming the --trace file"
cmp -s "$tmp/tap.jsonl" "$tmp/keep.jsonl" || fail "--state naming the --trace file overwrote it"
run "$exe" replay --scene drag-star --trace "$tmp/tap.jsonl" --timeline "$tmp/both" --screenshot "$tmp/both"
expect_one_line 2 "--timeline and --screenshot name the same file" "--timeline and --screenshot on one path"
[[ ! -e $tmp/both ]] || fail "--timeline and --screenshot on one path wrote $tmp/both"
printf '%s\n' '{"entities": [{"name": "a", "shape": "circle", "gesture": "drag"}]}' >"$tmp/scene.json"
run "$exe" replay --scene "$tmp/scene.json" --trace "$tmp/tap.jsonl" --state "$tmp/scene.json"
expect_one_line 2 "--state names the file of --scene" "--state naming the scene file"
run "$exe" play --scene "$tmp/scene.json" --record "$tmp/scene.json" --exit-after 0.1
expect_one_line 2 "--record names the file of --scene" "play --record naming the scene file"
grep -q '"gesture": "drag"' "$tmp/scene.json" || fail "play --record naming the scene file overwrote it"

# The soak's usage errors say what is wrong, in one line of ours (no Swift debug dump).
for args in "--seconds -5:--seconds -5.0 is negative" "--fingers 0:--fingers 0 is out of range" \
            "--seed -1:--seed \"-1\" is negative" "--cycle -2:--cycle -2.0 is negative"; do
  # shellcheck disable=SC2086
  run "$exe" soak ${args%%:*}
  expect_one_line 2 "${args#*:}" "soak ${args%%:*}"
  ! grep -q "UsageError" "$tmp/err" || fail "soak ${args%%:*} printed a debug dump"
done

# bench's progress does not run into an error line: the error starts a line of its own.
run bash -c 'exec "$@" >/dev/full' - "$exe" bench --scenario tap --entities 100 --events 50000
if [[ $status == 2 ]] && grep -q "^tactile: standard output: cannot write" "$tmp/err"; then
  echo "ok   bench's error line starts a line of its own"
else
  fail "bench to /dev/full -> exit $status, stderr: $(head -c 300 "$tmp/err" | od -c | head -5)"
fi

# No display: our one line comes first (SDL's Wayland complaint about XDG_RUNTIME_DIR came before it).
run env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -u XDG_RUNTIME_DIR "$exe" play --exit-after 0.2
expect_one_line 2 "no display" "play with no display and no XDG_RUNTIME_DIR"

if ((failures > 0)); then
  echo "reliability limits: $failures failed" >&2
  exit 1
fi
echo "reliability limits: all passed"
