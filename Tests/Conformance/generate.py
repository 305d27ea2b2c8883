#!/usr/bin/env python3
"""Writes Tactile's own conformance cases into Tests/Conformance/cases/.

usage: Tests/Conformance/generate.py            (rewrites every *.case.json it owns)
run:   TACTILE=.build/release/tactile ../shared/conformance/check Tests/Conformance/cases

Each case replays an inline trace on a built-in scene (SPEC section 6) and checks the state
file (section 8) at chosen times, or checks the exit status of a bad input (section 7).
Moves are sampled at 120 Hz like a real touchscreen; two-finger gestures put the fingers at
a radius around a centre, the second finger's events 1 ms (downs: 4 ms) after the first's.
Values that depend on animation curves are checked with tolerances, and settled values are
checked 1-3 s after the last animation starts.
"""
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "cases")
HZ = 120.0
CASES = {}


# ----------------------------------------------------------------------------- trace helpers

def r6(t):
    return round(t, 6)


def r3(v):
    return round(v, 3)


def ev(t, kind, **fields):
    e = {"t": r6(t), "type": kind}
    for k, v in fields.items():
        e[k] = r3(v) if isinstance(v, float) else v
    return e


def down(t, p, x, y, **kw):
    return ev(t, "down", pointer=p, x=float(x), y=float(y), **kw)


def move(t, p, x, y, **kw):
    return ev(t, "move", pointer=p, x=float(x), y=float(y), **kw)


def up(t, p, x, y, **kw):
    return ev(t, "up", pointer=p, x=float(x), y=float(y), **kw)


def key(t, name, action="down", mods=()):
    return {"t": r6(t), "type": "key", "key": name, "action": action, "mods": list(mods)}


def press_key(t, name, mods=()):
    """A key pressed and released 40 ms later."""
    return [key(t, name, "down", mods), key(t + 0.04, name, "up", mods)]


def keys(t0, names, gap=0.1, mods=()):
    out = []
    for i, n in enumerate(names):
        out += press_key(t0 + i * gap, n, mods)
    return out


def path(p, t0, t1, x0, y0, x1, y1, **kw):
    """Moves of pointer p at 120 Hz from (x0, y0) at t0 (exclusive) to (x1, y1) at t1."""
    n = max(1, int(round((t1 - t0) * HZ)))
    return [move(t0 + (t1 - t0) * i / n, p, x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n, **kw)
            for i in range(1, n + 1)]


def drag(t0, t1, x0, y0, x1, y1, release=None, p=1, rest=True, **kw):
    """Down at t0, a straight move to (x1, y1) finishing at t1, up at `release` (default t1 + 0.05)."""
    release = t1 + 0.05 if release is None else release
    out = [down(t0, p, x0, y0, **kw)] + path(p, t0, t1, x0, y0, x1, y1, **kw)
    if release is not False:
        out.append(up(release, p, x1, y1, **kw))
    return out


def tap(t, x=640.0, y=400.0, p=1, hold=0.06, **kw):
    return [down(t, p, x, y, **kw), up(t + hold, p, x, y, **kw)]


def two(c, r, a_deg):
    """Positions of the two fingers at radius r and angle a (degrees, clockwise, y down)."""
    a = math.radians(a_deg)
    dx, dy = r * math.cos(a), r * math.sin(a)
    return (c[0] + dx, c[1] + dy), (c[0] - dx, c[1] - dy)


def fingers_down(t, c, r, a=0.0, ps=(1, 2)):
    f1, f2 = two(c, r, a)
    return [down(t, ps[0], *f1), down(t + 0.004, ps[1], *f2)]


def fingers_up(t, c, r, a=0.0, ps=(1, 2)):
    f1, f2 = two(c, r, a)
    return [up(t, ps[0], *f1), up(t + 0.004, ps[1], *f2)]


def twist(t0, t1, c, r0, r1, a0, a1, ps=(1, 2), c1=None):
    """Both fingers move from radius r0 / angle a0 to r1 / a1 (and centre c to c1) at 120 Hz."""
    c1 = c if c1 is None else c1
    n = max(1, int(round((t1 - t0) * HZ)))
    out = []
    for i in range(1, n + 1):
        k = i / n
        cc = (c[0] + (c1[0] - c[0]) * k, c[1] + (c1[1] - c[1]) * k)
        f1, f2 = two(cc, r0 + (r1 - r0) * k, a0 + (a1 - a0) * k)
        t = t0 + (t1 - t0) * k
        out += [move(t, ps[0], *f1), move(t + 0.001, ps[1], *f2)]
    return out


def gesture2(t0, hold, dur, c, r0, r1, a0, a1, rest=0.1, c1=None, ps=(1, 2)):
    """A whole two-finger gesture: down at t0, still for `hold`, change over `dur`, still for
    `rest`, up. Returns (events, release time)."""
    t1 = t0 + hold
    t2 = t1 + dur
    c1 = c if c1 is None else c1
    out = fingers_down(t0, c, r0, a0, ps) + twist(t1, t2, c, r0, r1, a0, a1, ps, c1) + \
        fingers_up(t2 + rest, c1, r1, a1, ps)
    return out, t2 + rest


# ----------------------------------------------------------------------------- check helpers

def at(t, entity, **expect):
    return {"at": t, "entity": entity, "expect": expect}


def log(t, entity, event, count):
    return {"at": t, "log": {"entity": entity, "event": event, "count": count}}


def approx(v, tol):
    return {"approx": v, "tol": tol}


def rng(lo=None, hi=None):
    d = {}
    if lo is not None:
        d["min"] = lo
    if hi is not None:
        d["max"] = hi
    return d


def angle(a, tol=2.0):
    return {"angle": a, "tol": tol}


def exit_check(args, status, stderr_has=None):
    c = {"run": "exit", "args": args, "status": status}
    if stderr_has is not None:
        c["stderr_has"] = stderr_has
    return c


def case(name, scene, note, trace, checks, scene_file=None):
    assert name not in CASES, name
    if trace and not isinstance(trace[0], str):
        trace = sorted(trace, key=lambda e: e["t"])  # stable: equal times keep their order
    CASES[name] = {"scene": scene, "note": note, "trace": trace, "checks": checks}
    if scene_file:
        CASES[name]["scene_file"] = scene_file  # relative to the case file


def replay_args(scene):
    return ["replay", "--scene", scene, "--trace", "{trace}", "--state", "-"]


# ============================================================================= the cases
# ----------------------------------------------------------------------------- draggable-circle
S = "draggable-circle"
case("draggable-circle-hold-drag-commit", S,
     "down, still until 0.9 s: shadow animates to 8 and the border shows once the press ends "
     "(.second(true, nil)); drag +100,+50; the offset is committed on release",
     [down(0, 1, 640, 400)] + path(1, 0.9, 1.3, 640, 400, 740, 450) + [up(1.6, 1, 740, 450)],
     [at(0.3, "circle", x=640, y=400, border=False, shadow=rng(2.0, 6.5)),
      at(0.85, "circle", x=640, y=400, border=True, shadow=approx(8, 0.6)),
      at(1.5, "circle", x=740, y=450, border=True),
      at(3.0, "circle", x=740, y=450, border=False, shadow=0),
      log(3.0, "circle", "began", 1), log(3.0, "circle", "ended", 1),
      log(3.0, "circle", "cancelled", 0)])

case("draggable-circle-move-at-0.4s-fails", S,
     "held 0.4 s, then moved 100 pt before the 0.5 s elapse: the long press fails, nothing moves",
     [down(0, 1, 640, 400)] + path(1, 0.4, 0.5, 640, 400, 740, 450) +
     path(1, 0.5, 0.8, 740, 450, 780, 470) + [up(0.85, 1, 780, 470)],
     [at(1.0, "circle", x=640, y=400, border=False),
      at(2.5, "circle", x=640, y=400, border=False, shadow=0),
      log(2.5, "circle", "ended", 0)])

case("draggable-circle-press-release-no-move", S,
     "pressed 0.8 s without moving and released: the drag never started, so the sequence fails "
     "(no ended, logged as cancelled after being active), nothing moves, shadow back to 0",
     [down(0, 1, 640, 400), up(0.8, 1, 640, 400)],
     [at(0.7, "circle", x=640, y=400, border=True),
      at(2.0, "circle", x=640, y=400, border=False, shadow=0),
      log(2.0, "circle", "began", 1), log(2.0, "circle", "ended", 0),
      log(2.0, "circle", "cancelled", 1)])

case("draggable-circle-release-early", S,
     "released after 0.3 s: the long press fails; shadow returns to 0, no border",
     [down(0, 1, 640, 400), up(0.3, 1, 640, 400)],
     [at(0.25, "circle", shadow=rng(1.0, 6.0), border=False),
      at(1.5, "circle", x=640, y=400, border=False, shadow=0),
      log(1.5, "circle", "ended", 0)])

case("draggable-circle-9pt-wobble-still-works", S,
     "moving 9 pt (< maximumDistance 10) during the press does not fail it; the drag then "
     "measures from where it started receiving the pointer (no jump)",
     [down(0, 1, 640, 400)] + path(1, 0.1, 0.2, 640, 400, 649, 400) +
     path(1, 0.7, 1.1, 649, 400, 749, 450) + [up(1.2, 1, 749, 450)],
     [at(0.4, "circle", x=640, y=400),
      at(1.15, "circle", x=740, y=450, border=True),
      at(2.5, "circle", x=740, y=450, border=False),
      log(2.5, "circle", "ended", 1)])

case("draggable-circle-two-drags-add", S,
     "two long-press drags: offsets accumulate",
     [down(0, 1, 640, 400)] + path(1, 0.6, 0.9, 640, 400, 740, 400) + [up(1.0, 1, 740, 400)] +
     [down(2.0, 2, 740, 400)] + path(2, 2.6, 2.9, 740, 400, 740, 500) + [up(3.0, 2, 740, 500)],
     [at(1.8, "circle", x=740, y=400),
      at(4.5, "circle", x=740, y=500, shadow=0),
      log(4.5, "circle", "ended", 2)])

case("draggable-circle-focus-lost-mid-drag", S,
     "focus lost while dragging: the gesture is cancelled (no onEnded), the offset is not "
     "committed and the circle is back home",
     [down(0, 1, 640, 400)] + path(1, 0.6, 0.9, 640, 400, 740, 450) +
     [ev(1.0, "focus-lost")],
     [at(0.95, "circle", x=740, y=450),
      at(2.5, "circle", x=640, y=400, border=False, shadow=0),
      log(2.5, "circle", "cancelled", 1), log(2.5, "circle", "ended", 0)])

case("draggable-circle-miss", S,
     "a long press and drag that starts outside the circle (radius 50) does nothing",
     [down(0, 1, 640, 480)] + path(1, 0.6, 0.9, 640, 480, 740, 530) + [up(1.0, 1, 740, 530)],
     [at(2.5, "circle", x=640, y=400, shadow=0), log(2.5, "circle", "began", 0)])

# ----------------------------------------------------------------------------- rotation-lock
S = "rotation-lock"
C = (640.0, 400.0)
g1, r1 = gesture2(0.0, 0.6, 0.5, C, 80, 80, 0, 90, rest=0.05)
g2, r2 = gesture2(2.0, 0.6, 0.6, C, 80, 80, 0, 45, rest=0.05)
case("rotation-lock-90-then-45", S,
     "a second long-press-then-rotate adds to the kept angle: 90 + 45 = 135 (no jump back to 0 "
     "when the second rotation starts)",
     g1 + g2,
     [at(1.9, "arrow", rotation=angle(90), color="#FF0000"),
      at(2.58, "arrow", rotation=angle(90, 3)),
      at(3.1, "arrow", color="#0000FF"),
      at(4.5, "arrow", rotation=angle(135), color="#FF0000")])

g, rel = gesture2(0.05, 0.0, 0.5, C, 80, 80, 0, 90, rest=0.05)
case("rotation-lock-twist-without-hold", S,
     "twisting at once: the fingers move 10 pt before 0.5 s, the long press fails, no rotation",
     g,
     [at(0.4, "arrow", color="#FF0000"),
      at(2.0, "arrow", rotation=angle(0), color="#FF0000")])

case("rotation-lock-hold-turns-blue", S,
     "two fingers held still: red while pressing, blue once the press ends (.second(true, nil) "
     "is delivered at once), red again after release, no rotation",
     fingers_down(0, C, 80) + fingers_up(1.3, C, 80),
     [at(0.3, "arrow", color="#FF0000"),
      at(1.2, "arrow", color="#0000FF", rotation=angle(0)),
      at(2.6, "arrow", color="#FF0000", rotation=angle(0))])

g, rel = gesture2(0.0, 0.6, 0.4, C, 80, 80, 30, -30, rest=0.05)
case("rotation-lock-counterclockwise", S,
     "a counterclockwise twist of 60 degrees gives -60 (300)",
     g, [at(2.5, "arrow", rotation=angle(-60))])

g, rel = gesture2(0.0, 0.3, 0.4, C, 80, 80, 0, 90, rest=0.05)
case("rotation-lock-twist-at-0.3s-fails", S,
     "held 0.3 s then twisted: the press had not ended yet, so the twist fails it",
     g, [at(2.5, "arrow", rotation=angle(0), color="#FF0000")])

# ----------------------------------------------------------------------------- tap-star
S = "tap-star"
case("tap-star-two-taps-toggle-back", S, "two taps 0.9 s apart: 0.5 then back to 1",
     tap(0.1) + tap(1.0),
     [at(0.8, "star", scale=0.5), at(2.0, "star", scale=1.0)])

case("tap-star-three-quick-taps", S,
     "no double tap is attached, so quick taps each toggle at once: three taps give 0.5",
     tap(0.1) + tap(0.3) + tap(0.5),
     [at(2.0, "star", scale=0.5)])

case("tap-star-moved-50-no-toggle", S, "a tap that moves 50 pt (>= 45) fails",
     [down(0.1, 1, 640, 400)] + path(1, 0.1, 0.2, 640, 400, 690, 400) + [up(0.22, 1, 690, 400)],
     [at(1.5, "star", scale=1.0)])

case("tap-star-moved-30-toggles", S, "a tap that moves 30 pt (< 45) still taps",
     [down(0.1, 1, 640, 400)] + path(1, 0.1, 0.2, 640, 400, 670, 400) + [up(0.22, 1, 670, 400)],
     [at(1.5, "star", scale=0.5)])

case("tap-star-held-0.8-no-toggle", S, "held 0.8 s (>= 0.75 s): not a tap",
     tap(0.1, hold=0.8), [at(2.0, "star", scale=1.0)])

case("tap-star-held-0.6-toggles", S, "held 0.6 s (< 0.75 s): still a tap",
     tap(0.1, hold=0.6), [at(2.0, "star", scale=0.5)])

case("tap-star-miss", S, "a tap far from the star does nothing",
     tap(0.1, 640, 720), [at(1.5, "star", scale=1.0)])

case("tap-star-mouse-click", S, "a left mouse click taps like a finger",
     tap(0.1, p=0, device="mouse", button="left"), [at(1.5, "star", scale=0.5)])

case("tap-star-keyboard-return", S, "Tab focuses the star, Return activates it as a tap",
     keys(0.1, ["Tab"]) + keys(0.4, ["Return"]),
     [at(0.3, "star", focused=True, scale=1.0),
      at(1.5, "star", focused=True, scale=0.5)])

case("tap-star-return-without-focus", S, "Return with nothing focused does not tap the star",
     keys(0.4, ["Return"]), [at(1.5, "star", focused=False, scale=1.0)])

# ----------------------------------------------------------------------------- press-star
S = "press-star"
case("press-star-released-at-0.9", S,
     "released before 1.0 s: dimmed to 0.4 while pressing, then back to 1, no toggle",
     [down(0, 1, 640, 400), up(0.9, 1, 640, 400)],
     [at(0.7, "star", opacity=0.4, scale=1.0),
      at(2.0, "star", opacity=1.0, scale=1.0),
      log(2.0, "star", "ended", 0)])

case("press-star-ends-while-held", S,
     "the long press ends when 1 s elapses while still pressed (not on release): scale 0.5 and "
     "opacity back to 1 while the finger is still down",
     [down(0, 1, 640, 400), up(3.0, 1, 640, 400)],
     [at(0.7, "star", opacity=0.4),
      at(1.8, "star", opacity=1.0, scale=0.5),
      log(1.8, "star", "ended", 1),
      at(4.0, "star", opacity=1.0, scale=0.5),
      log(4.0, "star", "ended", 1)])

case("press-star-moved-20-fails", S, "moving 20 pt (>= 10) during the press fails it",
     [down(0, 1, 640, 400)] + path(1, 0.2, 0.3, 640, 400, 660, 400) + [up(1.5, 1, 660, 400)],
     [at(0.9, "star", opacity=1.0), at(2.5, "star", scale=1.0, opacity=1.0),
      log(2.5, "star", "ended", 0)])

case("press-star-moved-5-still-works", S, "moving 5 pt during the press is tolerated",
     [down(0, 1, 640, 400)] + path(1, 0.2, 0.3, 640, 400, 645, 400) + [up(1.3, 1, 645, 400)],
     [at(2.5, "star", scale=0.5, opacity=1.0)])

case("press-star-two-presses", S, "two long presses toggle back to 1",
     [down(0, 1, 640, 400), up(1.2, 1, 640, 400), down(2.0, 2, 640, 400), up(3.2, 2, 640, 400)],
     [at(1.9, "star", scale=0.5), at(4.5, "star", scale=1.0, opacity=1.0)])

# ----------------------------------------------------------------------------- snapback-star
S = "snapback-star"
case("snapback-star-follows-then-returns", S,
     "during the drag the star follows the finger; after release it returns home",
     drag(0, 0.4, 640, 400, 790, 480, release=1.3),
     [at(1.2, "star", x=approx(790, 2), y=approx(480, 2)),
      at(3.0, "star", x=640, y=400),
      log(3.0, "star", "began", 1), log(3.0, "star", "ended", 1)])

case("snapback-star-below-min-distance", S,
     "a 6 pt move never starts the drag (minimumDistance 10)",
     drag(0, 0.1, 640, 400, 646, 400),
     [at(1.5, "star", x=640, y=400), log(1.5, "star", "began", 0)])

case("snapback-star-focus-lost", S, "focus lost mid-drag: cancelled, back home",
     drag(0, 0.4, 640, 400, 740, 400, release=False) + [ev(1.0, "focus-lost")],
     [at(0.95, "star", x=approx(740, 2)),
      at(2.5, "star", x=640, y=400),
      log(2.5, "star", "cancelled", 1), log(2.5, "star", "ended", 0)])

case("snapback-star-pointer-cancel", S, "a cancel event for the pointer cancels the drag",
     drag(0, 0.4, 640, 400, 740, 400, release=False) + [ev(1.0, "cancel", pointer=1)],
     [at(2.5, "star", x=640, y=400),
      log(2.5, "star", "cancelled", 1), log(2.5, "star", "ended", 0)])

# ----------------------------------------------------------------------------- drag-star
S = "drag-star"
case("drag-star-two-drags-add", S, "two drags: the committed offsets add up",
     drag(0, 0.4, 640, 400, 740, 400) + drag(1.5, 1.9, 740, 400, 740, 500, p=2),
     [at(1.4, "star", x=740, y=400), at(3.5, "star", x=740, y=500),
      log(3.5, "star", "ended", 2)])

case("drag-star-mouse", S, "a left-button mouse drag works like a finger",
     drag(0, 0.4, 640, 400, 840, 500, p=0, device="mouse", button="left"),
     [at(2.0, "star", x=840, y=500)])

case("drag-star-below-min-distance", S, "an 8 pt move is not a drag",
     drag(0, 0.1, 640, 400, 648, 400),
     [at(1.5, "star", x=640, y=400), log(1.5, "star", "began", 0)])

case("drag-star-focus-lost", S,
     "focus lost mid-drag: no onEnded, so nothing is committed; the star is back home",
     drag(0, 0.4, 640, 400, 740, 450, release=False) + [ev(1.0, "focus-lost")],
     [at(2.5, "star", x=640, y=400),
      log(2.5, "star", "cancelled", 1), log(2.5, "star", "ended", 0)])

case("drag-star-miss", S, "a drag that starts away from the star does not move it",
     drag(0, 0.4, 640, 650, 840, 650),
     [at(2.0, "star", x=640, y=400), log(2.0, "star", "began", 0)])

case("drag-star-keyboard-arrows", S,
     "Tab focuses the star; arrows move it 10 pt, Shift+arrows 1 pt",
     keys(0.1, ["Tab"]) + keys(0.3, ["Right", "Right", "Right", "Down", "Down"]) +
     keys(1.0, ["Left", "Left"], mods=["shift"]),
     [at(0.2, "star", focused=True),
      at(2.5, "star", x=668, y=420, focused=True)])

case("drag-star-arrows-without-focus", S, "arrows with nothing focused move nothing",
     keys(0.3, ["Right", "Right", "Down"]),
     [at(1.5, "star", x=640, y=400, focused=False)])

case("drag-star-comments-and-header", S,
     "header line, comments and blank lines are accepted",
     ['{"trace": 1, "window": {"width": 1280, "height": 800}}', "# a comment", ""] +
     [json.dumps(e) for e in drag(0, 0.4, 640, 400, 740, 400)] + ["", "# end"],
     [at(2.0, "star", x=740, y=400)])

case("drag-star-huge-coordinates", S,
     "a move to 1e30 and back neither crashes nor corrupts the state",
     [down(0, 1, 640, 400)] + path(1, 0, 0.1, 640, 400, 700, 400) +
     [move(0.11, 1, 1e30, 1e30), move(0.12, 1, -1e30, 400)] +
     path(1, 0.12, 0.3, 700, 400, 740, 400) + [up(0.4, 1, 740, 400)],
     [at(3.0, "star", x=740, y=400)])

# ----------------------------------------------------------------------------- press-drag-star
S = "press-drag-star"
case("press-drag-star-hold-then-drag", S,
     "held 1.2 s then dragged: dimmed to 0.5 while pressing and dragging, stays where dropped",
     [down(0, 1, 640, 400)] + path(1, 1.2, 1.6, 640, 400, 740, 450) + [up(2.2, 1, 740, 450)],
     [at(0.7, "star", opacity=0.5, x=640),
      at(2.1, "star", opacity=0.5, x=approx(740, 2), y=approx(450, 2)),
      at(3.5, "star", x=740, y=450, opacity=1.0),
      log(3.5, "star", "ended", 1)])

case("press-drag-star-drag-at-0.7s-fails", S,
     "dragging after 0.7 s (before the 1.0 s press ends) fails: nothing moves",
     [down(0, 1, 640, 400)] + path(1, 0.7, 1.1, 640, 400, 740, 450) + [up(1.6, 1, 740, 450)],
     [at(3.0, "star", x=640, y=400, opacity=1.0), log(3.0, "star", "ended", 0)])

case("press-drag-star-hold-release", S,
     "held 1.2 s and released without dragging: no move, opacity back to 1",
     [down(0, 1, 640, 400), up(1.2, 1, 640, 400)],
     [at(1.1, "star", opacity=0.5), at(2.5, "star", x=640, y=400, opacity=1.0)])

# ----------------------------------------------------------------------------- draggable-views
S = "draggable-views"
for ent, (x0, y0), (dx, dy) in (("star", (320, 400), (100, 100)),
                                ("text", (640, 400), (0, -150)),
                                ("circle", (960, 400), (-80, 150))):
    others = [(n, p) for n, p in (("star", (320, 400)), ("text", (640, 400)), ("circle", (960, 400)))
              if n != ent]
    case(f"draggable-views-{ent}", S,
         f"long press 1.1 s on the {ent}, then drag it; only it moves",
         [down(0, 1, x0, y0)] + path(1, 1.1, 1.5, x0, y0, x0 + dx, y0 + dy) +
         [up(1.6, 1, x0 + dx, y0 + dy)],
         [at(0.7, ent, opacity=0.5),
          at(3.0, ent, x=x0 + dx, y=y0 + dy, opacity=1.0)] +
         [at(3.0, n, x=p[0], y=p[1], opacity=1.0) for n, p in others])

case("draggable-views-quick-drag-fails", S,
     "dragging the circle without the 1 s press moves nothing",
     drag(0, 0.4, 960, 400, 960, 550),
     [at(2.0, "circle", x=960, y=400, opacity=1.0)])

# ----------------------------------------------------------------------------- photo-zoom
S = "photo-zoom"
a, ra = gesture2(0.0, 0.05, 0.5, C, 50, 100, 0, 0)
b, rb = gesture2(1.5, 0.05, 0.5, C, 100, 50, 0, 0)
case("photo-zoom-double-then-half", S, "pinch 2x, then 0.5x: back to 1.0",
     a + b, [at(1.4, "photo", scale=approx(2.0, 0.05)), at(3.5, "photo", scale=approx(1.0, 0.03))])

a, ra = gesture2(0.0, 0.05, 0.3, C, 50, 75, 0, 0, rest=0.6)
case("photo-zoom-follows-during-pinch", S, "while the fingers rest at 1.5x span the scale is 1.5",
     a, [at(0.8, "photo", scale=approx(1.5, 0.04)), at(2.5, "photo", scale=approx(1.5, 0.04))])

# finger 2 lifted at 2x and put down again nearer (span 100): the scale must not jump.
t = 0.0
ev_ = fingers_down(0, C, 50) + twist(0.05, 0.55, C, 50, 100, 0, 0)  # 2x at 0.55
ev_ += [up(0.6, 2, 540, 400), down(0.8, 2, 640, 400)]
ev_ += path(2, 0.9, 1.3, 640, 400, 590, 400) + [up(1.5, 1, 740, 400), up(1.504, 2, 590, 400)]
case("photo-zoom-finger-replaced-mid-pinch", S,
     "a finger lifted at 2x and put down again elsewhere re-baselines: no jump (still 2x), then "
     "spreading from span 100 to 150 gives 2 x 1.5 = 3",
     ev_,
     [at(0.7, "photo", scale=approx(2.0, 0.06)),
      at(0.88, "photo", scale=approx(2.0, 0.06)),
      at(3.0, "photo", scale=approx(3.0, 0.1))])

case("photo-zoom-one-finger-drag", S, "one finger cannot pinch: nothing changes",
     drag(0, 0.4, 640, 400, 740, 400),
     [at(1.5, "photo", scale=1.0, x=640, y=400)])

case("photo-zoom-wheel-in", S, "a wheel step away from the user over the photo zooms it in",
     [ev(0.1, "wheel", x=640.0, y=400.0, dx=0, dy=1)],
     [at(1.5, "photo", scale=rng(1.01, 3.0))])

case("photo-zoom-wheel-out", S, "a wheel step towards the user over the photo zooms it out",
     [ev(0.1, "wheel", x=640.0, y=400.0, dx=0, dy=-1)],
     [at(1.5, "photo", scale=rng(0.2, 0.99))])

case("photo-zoom-wheel-off-photo", S, "a wheel over empty space does not scale the photo",
     [ev(0.1, "wheel", x=100.0, y=100.0, dx=0, dy=1)],
     [at(1.5, "photo", scale=1.0)])

# ----------------------------------------------------------------------------- rotate-square
S = "rotate-square"
a, ra = gesture2(0.0, 0.05, 0.4, C, 80, 80, 0, 45)
b, rb = gesture2(1.5, 0.05, 0.4, C, 80, 80, 45, 0)
case("rotate-square-45-then-back", S, "twist 45 degrees, then a second twist back: 45 then 0",
     a + b, [at(1.4, "square", rotation=angle(45)), at(3.5, "square", rotation=angle(0))])

ev_ = fingers_down(0, C, 80) + twist(0.05, 0.45, C, 80, 80, 0, 45) + \
    twist(0.9, 1.3, C, 80, 80, 45, 0) + fingers_up(1.4, C, 80)
case("rotate-square-45-and-back-in-one", S, "one twist to 45 and back: 45 during, 0 after",
     ev_, [at(0.8, "square", rotation=angle(45)), at(3.0, "square", rotation=angle(0))])

a, ra = gesture2(0.0, 0.05, 0.4, C, 80, 80, 0, -30)
case("rotate-square-counterclockwise", S, "counterclockwise 30 degrees: -30 (330)",
     a, [at(2.0, "square", rotation=angle(-30))])

a, ra = gesture2(0.0, 0.05, 0.4, C, 80, 80, 0, 30)
b, rb = gesture2(1.5, 0.05, 0.4, C, 80, 80, 10, 70)
case("rotate-square-adds-up", S, "30 then 60 more: 90",
     a + b, [at(3.5, "square", rotation=angle(90))])

# ----------------------------------------------------------------------------- drag-zoom
S = "drag-zoom"
case("drag-zoom-one-finger-drag-resets", S,
     "a one-finger drag moves the photo while held and it returns home after release",
     drag(0, 0.4, 640, 400, 740, 450, release=1.0),
     [at(0.9, "photo", x=approx(740, 2), y=approx(450, 2), scale=1.0),
      at(2.5, "photo", x=640, y=400, scale=1.0)])

a, ra = gesture2(0.0, 0.05, 0.4, C, 50, 100, 0, 0, rest=0.5)
case("drag-zoom-pinch-resets", S, "a symmetric pinch to 2x scales while held, back to 1 after",
     a, [at(0.85, "photo", scale=approx(2.0, 0.06)),
         at(2.5, "photo", scale=1.0, x=640, y=400)])

a, ra = gesture2(0.0, 0.05, 0.4, C, 50, 100, 0, 0, rest=0.5, c1=(740.0, 450.0))
case("drag-zoom-drag-and-pinch", S,
     "fingers spread to 2x while their centre moves +100,+50: both apply at once, then reset",
     a, [at(0.85, "photo", scale=approx(2.0, 0.08), x=rng(700, 960), y=rng(420, 560)),
         at(2.5, "photo", scale=1.0, x=640, y=400)])

# ----------------------------------------------------------------------------- double-tap
S = "double-tap"
case("double-tap-single-selects-after-delay", S,
     "one tap: selected only once the double tap failed (0.35 s after the tap), scale stays 1",
     tap(0.1),
     [at(0.4, "tile", selected=False),
      at(0.65, "tile", selected=True),
      at(1.5, "tile", selected=True, scale=1.0),
      log(1.5, "tile", "single-tap", 1), log(1.5, "tile", "double-tap", 0)])

case("double-tap-taps-0.5s-apart", S,
     "taps 0.5 s apart are two single taps: selected toggles twice (false), no zoom",
     tap(0.1) + tap(0.66),
     [at(2.0, "tile", selected=False, scale=1.0),
      log(2.0, "tile", "single-tap", 2), log(2.0, "tile", "double-tap", 0)])

case("double-tap-gap-0.3s", S, "a second tap 0.3 s after the first: a double tap",
     tap(0.1) + tap(0.46),
     [at(2.0, "tile", selected=False, scale=2.0),
      log(2.0, "tile", "single-tap", 0), log(2.0, "tile", "double-tap", 1)])

case("double-tap-twice", S, "two double taps zoom in and back out",
     tap(0.1) + tap(0.3) + tap(1.5) + tap(1.7),
     [at(1.4, "tile", scale=2.0),
      at(3.0, "tile", scale=1.0, selected=False),
      log(3.0, "tile", "double-tap", 2), log(3.0, "tile", "single-tap", 0)])

case("double-tap-miss", S, "taps beside the tile do nothing",
     tap(0.1, 640, 650) + tap(0.3, 640, 650),
     [at(1.5, "tile", scale=1.0, selected=False), log(1.5, "tile", "double-tap", 0)])

# ----------------------------------------------------------------------------- draggable-card
S = "draggable-card"
case("draggable-card-drop", S,
     "the card follows on an interactive spring and settles where it was dropped",
     drag(0, 0.5, 640, 400, 840, 500, release=1.0),
     [at(0.95, "card", x=approx(840, 3), y=approx(500, 3)),
      at(4.0, "card", x=840, y=500)])

case("draggable-card-quick-release", S,
     "released right after a quick move: the spring still settles at the dropped place",
     drag(0, 0.2, 640, 400, 540, 350, release=0.21),
     [at(3.5, "card", x=540, y=350)])

case("draggable-card-two-drags", S, "two drops add up",
     drag(0, 0.4, 640, 400, 740, 400) + drag(2.0, 2.4, 740, 400, 740, 300, p=2),
     [at(1.9, "card", x=740, y=400), at(5.5, "card", x=740, y=300)])

# ----------------------------------------------------------------------------- swipe
S = "swipe"
DIRS = {"left": (-120, 0), "right": (120, 0), "up": (0, -120), "down": (0, 120)}
for d, (dx, dy) in DIRS.items():
    case(f"swipe-{d}-120", S, f"a quick 120 pt swipe {d} logs swipe-{d} once",
         drag(0, 0.15, 640, 400, 640 + dx, 400 + dy, release=0.16),
         [log(1.0, "item", f"swipe-{o}", 1 if o == d else 0) for o in DIRS])

case("swipe-40pt-none", S, "a 40 pt move is below the swipe's 50 pt minimum: no swipe",
     drag(0, 0.15, 640, 400, 600, 400, release=0.16),
     [log(1.0, "item", f"swipe-{o}", 0) for o in DIRS])

case("swipe-60pt-right", S, "a 60 pt move right is a swipe",
     drag(0, 0.15, 640, 400, 700, 400, release=0.16),
     [log(1.0, "item", "swipe-right", 1), log(1.0, "item", "swipe-left", 0)])

case("swipe-diagonal-mostly-down", S, "the larger component decides: (+30, +80) is down",
     drag(0, 0.15, 640, 400, 670, 480, release=0.16),
     [log(1.0, "item", f"swipe-{o}", 1 if o == "down" else 0) for o in DIRS])

case("swipe-slow-long", S, "a slow swipe still counts once",
     drag(0, 1.0, 640, 400, 440, 420, release=1.1),
     [log(2.0, "item", f"swipe-{o}", 1 if o == "left" else 0) for o in DIRS])

case("swipe-two-swipes", S, "two swipes log twice",
     drag(0, 0.15, 640, 400, 760, 400, release=0.16) + drag(0.8, 0.95, 640, 400, 640, 280, p=2, release=0.96),
     [log(2.0, "item", "swipe-right", 1), log(2.0, "item", "swipe-up", 1)])

case("swipe-starting-off-item", S, "a swipe starting off the item (300x100) is not its swipe",
     drag(0, 0.15, 640, 600, 500, 600, release=0.16),
     [log(1.0, "item", f"swipe-{o}", 0) for o in DIRS])

# ----------------------------------------------------------------------------- momentum
S = "momentum"
case("momentum-fast-fling-right", S,
     "a 2000 pt/s fling keeps moving after release and comes to rest further on, inside the window",
     drag(0, 0.1, 640, 400, 840, 400, release=0.1 + 1 / HZ),
     [at(0.3, "puck", x=rng(845, 1240)),
      at(4.0, "puck", x=rng(900, 1240), y=approx(400, 3)),
      at(6.0, "puck", x=rng(900, 1240), y=approx(400, 3))])

case("momentum-fling-up-left-stays-inside", S,
     "a fast fling towards the top-left corner stops inside the window",
     drag(0, 0.1, 640, 400, 440, 250, release=0.1 + 1 / HZ),
     [at(5.0, "puck", x=rng(40, 430), y=rng(40, 245))])

case("momentum-fling-down-stays-inside", S,
     "a very fast fling down stays inside the window (y <= 760)",
     drag(0, 0.05, 640, 400, 640, 600, release=0.05 + 1 / HZ),
     [at(5.0, "puck", x=approx(640, 3), y=rng(605, 760))])

case("momentum-slow-release", S,
     "the finger rests 100 ms before lifting: no momentum, the puck stays at the release point",
     drag(0, 0.2, 640, 400, 740, 450, release=0.3),
     [at(3.0, "puck", x=approx(740, 2), y=approx(450, 2))])

case("momentum-gentle-fling", S,
     "a 300 pt/s fling travels a little past the release point",
     drag(0, 0.2, 640, 400, 700, 400, release=0.2 + 1 / HZ),
     [at(4.0, "puck", x=rng(710, 1000), y=approx(400, 3))])

# ----------------------------------------------------------------------------- volume
S = "volume"
case("volume-drag-to-left-end", S, "dragging to the slider's left end (x 440) sets 0",
     drag(0, 0.3, 640, 400, 440, 400), [at(1.5, "slider", value=0)])

case("volume-drag-to-right-end", S, "dragging to the slider's right end (x 840) sets 100",
     drag(0, 0.3, 640, 400, 840, 400), [at(1.5, "slider", value=100)])

case("volume-drag-past-ends-clamps", S, "dragging beyond either end clamps to 0 / 100",
     drag(0, 0.3, 640, 400, 1100, 400, release=0.4) + drag(1.0, 1.3, 640, 400, 100, 400, p=2),
     [at(0.35, "slider", value=100), at(2.5, "slider", value=0)])

case("volume-drag-to-three-quarters", S, "x 740 on a slider from 440 to 840 is 75",
     drag(0, 0.3, 640, 400, 740, 400), [at(1.5, "slider", value=75)])

case("volume-keys-up-three", S, "Tab focuses the slider; Up x3 adds 15: 65",
     keys(0.1, ["Tab"]) + keys(0.4, ["Up", "Up", "Up"]),
     [at(0.3, "slider", focused=True, value=50), at(1.5, "slider", value=65, focused=True)])

case("volume-keys-right-left", S, "Right adds 5, Left subtracts 5: 50 + 10 - 5 = 55",
     keys(0.1, ["Tab"]) + keys(0.4, ["Right", "Right", "Left"]),
     [at(1.5, "slider", value=55)])

case("volume-keys-clamp-100", S, "Up x12 clamps at 100",
     keys(0.1, ["Tab"]) + keys(0.3, ["Up"] * 12, gap=0.08),
     [at(2.0, "slider", value=100)])

case("volume-keys-clamp-0", S, "Down x12 clamps at 0",
     keys(0.1, ["Tab"]) + keys(0.3, ["Down"] * 12, gap=0.08),
     [at(2.0, "slider", value=0)])

case("volume-keys-without-focus", S, "Up without focus does nothing",
     keys(0.4, ["Up", "Up", "Up"]),
     [at(1.5, "slider", value=50, focused=False)])

case("volume-drag-then-keys", S, "drag to 75, then Up x2: 85",
     drag(0, 0.3, 640, 400, 740, 400) + keys(0.6, ["Tab"]) + keys(0.8, ["Up", "Up"]),
     [at(0.5, "slider", value=75), at(2.0, "slider", value=85)])

case("volume-drag-off-slider", S, "a drag that starts off the slider does not change it",
     drag(0, 0.3, 640, 500, 800, 500), [at(1.5, "slider", value=50)])

# ----------------------------------------------------------------------------- nested
KNOB = drag(0, 0.4, 640, 400, 740, 450, release=0.45)
PANEL = drag(0, 0.4, 400, 250, 500, 300, release=0.45)
for scene, knob_panel, knob_knob in (("nested", (640, 400), (740, 450)),
                                     ("nested-high-priority", (740, 450), (740, 450)),
                                     ("nested-simultaneous", (740, 450), (840, 500))):
    what = {"nested": "the knob only", "nested-high-priority": "the panel only (the knob rides along)",
            "nested-simultaneous": "both (the knob moves with the panel and by itself)"}[scene]
    case(f"{scene}-drag-on-knob", scene, f"a drag starting on the knob moves {what}",
         KNOB, [at(2.0, "panel", x=knob_panel[0], y=knob_panel[1]),
                at(2.0, "knob", x=knob_knob[0], y=knob_knob[1])])
    case(f"{scene}-drag-on-panel", scene,
         "a drag on the panel away from the knob moves the panel and the knob with it",
         PANEL, [at(2.0, "panel", x=740, y=450), at(2.0, "knob", x=740, y=450)])

case("nested-knob-then-panel", "nested",
     "knob dragged +100 inside the panel, then the panel dragged -100,-50: the knob keeps its "
     "place in the panel",
     KNOB + drag(1.0, 1.4, 400, 250, 300, 200, p=2),
     [at(3.0, "panel", x=540, y=350), at(3.0, "knob", x=640, y=400)])

# ----------------------------------------------------------------------------- playground
S = "playground"
# shape-10: a circle of radius 55 at (631, 308), rotated 5 degrees; (731, 308) is empty space.
H = (631.0, 308.0)
case("playground-drag-shape", S,
     "a shape follows a drag; the finger rests before lifting so it does not fling",
     drag(0, 0.4, 631, 308, 731, 358, release=0.55),
     [at(0.5, "shape-10", x=approx(731, 2), y=approx(358, 2)),
      at(2.5, "shape-10", x=approx(731, 2), y=approx(358, 2), rotation=angle(5), scale=1.0)])

case("playground-double-tap-resets", S,
     "a dragged shape goes back home after a double tap on it",
     drag(0, 0.4, 631, 308, 731, 358, release=0.55) + tap(1.0, 731, 358, p=2) + tap(1.2, 731, 358, p=3),
     [at(0.9, "shape-10", x=approx(731, 2), y=approx(358, 2)),
      at(4.0, "shape-10", x=approx(631, 2), y=approx(308, 2), rotation=angle(5), scale=1.0)])

a, ra = gesture2(0.0, 0.05, 0.4, H, 40, 80, 0, 0, rest=0.15)
case("playground-pinch-shape", S, "two fingers on a shape pinch it to 2x",
     a, [at(3.0, "shape-10", scale=approx(2.0, 0.08))])

a, ra = gesture2(0.0, 0.05, 0.4, H, 40, 40, 0, 30, rest=0.15)
case("playground-twist-shape", S, "two fingers on a shape twist it 30 degrees: 5 + 30",
     a, [at(3.0, "shape-10", rotation=angle(35, 2.5), scale=approx(1.0, 0.04))])

ev_ = [down(0, 1, 631, 308), down(0.1, 2, 731, 308)] + \
    [e for i in range(1, 49) for e in (move(0.15 + i / HZ, 1, 631 - 50 * i / 48, 308),
                                       move(0.151 + i / HZ, 2, 731 + 50 * i / 48, 308))] + \
    [up(0.7, 1, 581, 308), up(0.704, 2, 781, 308)]
case("playground-second-finger-on-empty-space-joins", S,
     "a second finger on empty space joins the held shape's gesture: spreading 100 -> 200 is 2x",
     ev_, [at(3.0, "shape-10", scale=approx(2.0, 0.1))])

case("playground-long-press-lifts-with-shadow", S,
     "held still for 1 s a shape is lifted with a shadow; the shadow goes after release",
     [down(0, 1, 631, 308), up(1.2, 1, 631, 308)],
     [at(1.0, "shape-10", shadow=rng(1.0), x=approx(631, 1), y=approx(308, 1)),
      at(3.0, "shape-10", shadow=approx(0, 0.5))])

case("playground-fling", S, "a fast fling carries a shape on past the release point",
     drag(0, 0.1, 631, 308, 781, 308, release=0.1 + 1 / HZ),
     [at(4.0, "shape-10", x=rng(800, 1270), y=approx(308, 4))])

many = []
for i in range(100):
    x, y = 40 + (i % 20) * 60, 100 + (i // 20) * 120
    many.append(down(0.01 * i / 100, 100 + i, x, y))
for k in range(1, 13):
    for i in range(100):
        x, y = 40 + (i % 20) * 60 + 2 * k, 100 + (i // 20) * 120 + k
        many.append(move(0.1 + k / HZ + i * 1e-5, 100 + i, x, y))
for i in range(100):
    x, y = 40 + (i % 20) * 60 + 24, 100 + (i // 20) * 120 + 12
    many.append(up(0.3 + i * 1e-5, 100 + i, x, y))
case("playground-hundred-fingers", S, "100 fingers at once neither crash nor error",
     many, [exit_check(replay_args(S), 0)])

# ----------------------------------------------------------------------------- bad input
BAD = "draggable-circle"
case("bad-time-backwards", BAD, "time going backwards is rejected naming line 3",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.5, "type": "move", "pointer": 1, "x": 650, "y": 400}',
      '{"t": 0.2, "type": "move", "pointer": 1, "x": 660, "y": 400}'],
     [exit_check(replay_args(BAD), 2, "trace.jsonl:3")])

case("bad-time-backwards-after-comments", BAD,
     "line numbers count header, comment and blank lines: the error is on line 5",
     ['{"trace": 1, "window": {"width": 1280, "height": 800}}',
      '# comment', '',
      '{"t": 0.5, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.25, "type": "up", "pointer": 1, "x": 640, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":5")])

case("bad-nan", BAD, "NaN is not JSON and not a number: rejected at line 2",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.1, "type": "move", "pointer": 1, "x": NaN, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-infinite", BAD, "an infinite coordinate (1e999) is rejected at line 2",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.1, "type": "move", "pointer": 1, "x": 1e999, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-unknown-type", BAD, "an unknown event type is rejected at its line",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.1, "type": "squeeze", "pointer": 1, "x": 640, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-second-down", BAD, "a second down for a pointer that is down is rejected",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"t": 0.1, "type": "down", "pointer": 1, "x": 650, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-missing-field", BAD, "a down without y is rejected",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640}'],
     [exit_check(replay_args(BAD), 2, ":1")])

case("bad-missing-time", BAD, "an event without t is rejected",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}',
      '{"type": "up", "pointer": 1, "x": 640, "y": 400}'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-not-an-object", BAD, "a line that is JSON but not an object is rejected",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}', '[1, 2, 3]'],
     [exit_check(replay_args(BAD), 2, ":2")])

case("bad-unknown-scene", BAD, "an unknown scene name is rejected with status 2",
     tap(0.1),
     [exit_check(["replay", "--scene", "no-such-scene", "--trace", "{trace}", "--state", "-"], 2,
                 "no-such-scene")])

case("bad-missing-trace-file", BAD, "a trace file that does not exist: status 2, named",
     tap(0.1),
     [exit_check(["replay", "--scene", BAD, "--trace", "/nonexistent/dir/missing-trace.jsonl",
                  "--state", "-"], 2, "missing-trace.jsonl")])

case("bad-until-not-a-number", BAD, "--until abc is a bad argument: status 2",
     tap(0.1),
     [exit_check(["replay", "--scene", BAD, "--trace", "{trace}", "--until", "abc"], 2)])

case("good-trace-exit-0", BAD, "a good trace replays with status 0",
     drag(0, 0.4, 640, 400, 700, 400),
     [exit_check(replay_args(BAD), 0)])


# ----------------------------------------------------------------------------- following while moving
# The finger moves steadily at 250 pt/s; the checks are taken while it is still moving. With
# SwiftUI's implicit animations (additive, or velocity-preserving springs) the shape trails the
# finger by a fraction of the animation's duration; it must not stay behind at the start.
FOLLOW = drag(0, 0.8, 640, 400, 840, 400, release=1.5)
case("drag-star-follows-while-moving", "drag-star",
     "the star follows a moving finger (easeInOut trails it by well under 0.4 s)",
     FOLLOW, [at(0.4, "star", x=rng(670, 745)), at(0.8, "star", x=rng(740, 845)),
              at(3.0, "star", x=840)])
case("snapback-star-follows-while-moving", "snapback-star",
     "the star follows a moving finger, then returns home",
     FOLLOW, [at(0.8, "star", x=rng(740, 845)), at(3.0, "star", x=640)])
case("press-drag-star-follows-while-moving", "press-drag-star",
     "after the 1 s press the star follows the moving finger",
     [down(0, 1, 640, 400)] + path(1, 1.2, 2.0, 640, 400, 840, 400) + [up(2.6, 1, 840, 400)],
     [at(2.0, "star", x=rng(740, 845), opacity=0.5), at(4.0, "star", x=840, opacity=1.0)])
case("draggable-views-circle-follows-while-moving", "draggable-views",
     "after the 1 s press the circle follows the moving finger",
     [down(0, 1, 960, 400)] + path(1, 1.2, 2.0, 960, 400, 960, 600) + [up(2.6, 1, 960, 600)],
     [at(2.0, "circle", y=rng(500, 605)), at(4.0, "circle", y=600)])
case("draggable-card-follows-closely", "draggable-card",
     "an interactive spring (response 0.15 s) keeps the card within a few points of the finger",
     FOLLOW, [at(0.4, "card", x=rng(710, 745)), at(0.8, "card", x=rng(790, 845)),
              at(3.5, "card", x=840)])
g, rel = gesture2(0.0, 0.6, 0.8, C, 80, 80, 0, 90, rest=0.5)
case("rotation-lock-follows-while-twisting", "rotation-lock",
     "the arrow turns while the fingers twist (90 degrees over 0.8 s), not only afterwards",
     g, [at(1.0, "arrow", rotation=rng(15, 50)), at(1.4, "arrow", rotation=rng(45, 92)),
         at(3.0, "arrow", rotation=angle(90))])

# ----------------------------------------------------------------------------- momentum, more
case("momentum-pause-then-lift", "momentum",
     "a fast move, a 50 ms pause (>= 40 ms gap: the pointer stopped), a 1 pt nudge and lift: "
     "no fling",
     [down(0, 1, 640, 400)] + path(1, 0, 0.1, 640, 400, 840, 400) +
     [move(0.15, 1, 841, 400), up(0.158, 1, 841, 400)],
     [at(3.0, "puck", x=approx(841, 2), y=approx(400, 2))])

case("momentum-release-keeps-velocity", "momentum",
     "moved slowly to x 200, then flung right at 1000 pt/s: right after release it still moves at "
     "about that speed, and comes to rest further right, inside the window",
     drag(0, 0.3, 640, 400, 200, 400, release=0.45) +
     drag(1.0, 1.1, 200, 400, 300, 400, p=2, release=1.1 + 1 / HZ),
     [at(0.9, "puck", x=approx(200, 2)),
      at(1.158333, "puck", x=rng(330, 352)),
      at(4.5, "puck", x=rng(450, 1000), y=approx(400, 3))])

case("momentum-wall-fling-keeps-velocity", "momentum",
     "flung at 2000 pt/s towards the right edge: the release speed carries on (about 100 pt in "
     "the next 50 ms) even though the puck must stop at the edge",
     drag(0, 0.1, 640, 400, 840, 400, release=0.1 + 1 / HZ),
     [at(0.158333, "puck", x=rng(890, 950)),
      at(5.0, "puck", x=rng(1100, 1240))])

case("momentum-window-from-header", "momentum",
     "in a 1024x768 window (trace header) the puck starts at the centre and a fast fling right "
     "stops inside that window (x <= 984)",
     ['{"trace": 1, "window": {"width": 1024, "height": 768}}'] +
     [json.dumps(e) for e in drag(0.2, 0.3, 512, 384, 712, 384, release=0.3 + 1 / HZ)],
     [at(0.1, "puck", x=512, y=384),
      at(5.0, "puck", x=rng(720, 984), y=rng(40, 728))])

# ----------------------------------------------------------------------------- camera (playground)
PAN = [down(0, 1, 560, 200), down(0.004, 2, 720, 200)] + \
    [e for i in range(1, 49) for e in (move(0.05 + i / HZ, 1, 560 + 100 * i / 48, 200),
                                       move(0.051 + i / HZ, 2, 720 + 100 * i / 48, 200))] + \
    [up(0.6, 1, 660, 200), up(0.604, 2, 820, 200)]
case("playground-two-finger-pan-camera", "playground",
     "two fingers on empty space pan the camera +100 pt: shape-10 (scene 631,308) is then on "
     "screen at (731,308), and a drag there moves it by 50,50 in the scene",
     PAN + drag(1.0, 1.4, 731, 308, 781, 358, p=3, release=1.6),
     [at(0.9, "shape-10", x=approx(631, 1), y=approx(308, 1)),
      at(3.0, "shape-10", x=approx(681, 2), y=approx(358, 2))])

ZOOM = [down(0, 1, 560, 200), down(0.004, 2, 720, 200)] + \
    [e for i in range(1, 49) for e in (move(0.05 + i / HZ, 1, 560 - 80 * i / 48, 200),
                                       move(0.051 + i / HZ, 2, 720 + 80 * i / 48, 200))] + \
    [up(0.6, 1, 480, 200), up(0.604, 2, 800, 200)]
case("playground-two-finger-zoom-camera", "playground",
     "two fingers on empty space spread 160 -> 320 pt about (640,200): the camera zooms 2x, so "
     "shape-10 (scene 631,308) shows at (622,416) and a 50 pt drag there moves it 25 pt",
     ZOOM + drag(1.0, 1.4, 622, 416, 672, 416, p=3, release=1.6),
     [at(3.0, "shape-10", x=approx(656, 4), y=approx(308, 2), scale=1.0)])

case("playground-wheel-zooms-camera", "playground",
     "wheel steps over empty space zoom the camera in: a 50 pt drag on a shape then moves it "
     "less than 50 pt in the scene",
     [ev(0.1 + 0.05 * i, "wheel", x=631.0, y=200.0, dx=0, dy=1) for i in range(5)] +
     drag(1.0, 1.4, 631, 340, 681, 340, release=1.6),
     [at(0.9, "shape-10", x=approx(631, 1), scale=1.0),
      at(3.0, "shape-10", x=rng(652, 680), y=approx(308, 2), scale=1.0)])

case("playground-two-shapes-at-once", "playground",
     "two fingers on two shapes drag each its own",
     drag(0, 0.4, 631, 308, 681, 308, release=0.55) +
     drag(0.01, 0.41, 266, 507, 266, 457, p=2, release=0.56),
     [at(2.0, "shape-10", x=approx(681, 2), y=approx(308, 2)),
      at(2.0, "shape-15", x=approx(266.3, 2), y=approx(457, 2))])

# ----------------------------------------------------------------------------- mouse, more
case("photo-zoom-ctrl-drag-pinch", "photo-zoom",
     "ctrl+left-drag emulates a pinch about the press point: dragging 60 pt away zooms in, by a "
     "sane amount (a real two-finger spread of that size is a few x, not 100x)",
     drag(0, 0.4, 700, 400, 760, 400, p=0, device="mouse", button="left", mods=["ctrl"]),
     [at(2.0, "photo", scale=rng(1.05, 20))])

case("drag-star-mouse-default-button", "drag-star", "a mouse drag without a button field is a left drag",
     [down(0, 0, 640, 400, device="mouse")] + path(0, 0, 0.4, 640, 400, 740, 400, device="mouse") +
     [up(0.45, 0, 740, 400, device="mouse")],
     [at(2.0, "star", x=740, y=400)])

case("drag-star-right-button-does-not-drag", "drag-star",
     "the right button is not the pointer: a right-drag does not move the star",
     drag(0, 0.4, 640, 400, 740, 400, p=0, device="mouse", button="right"),
     [at(2.0, "star", x=640, y=400), log(2.0, "star", "began", 0)])

case("photo-zoom-wheel-about-cursor", "photo-zoom",
     "the wheel zooms about the cursor: zooming in at (700,400) pushes the centre left",
     [ev(0.1, "wheel", x=700.0, y=400.0, dx=0, dy=3)],
     [at(1.5, "photo", scale=rng(1.05, 5), x=rng(540, 638), y=approx(400, 1))])

case("photo-zoom-shift-wheel-does-not-zoom", "photo-zoom",
     "shift+wheel rotates rather than zooms",
     [ev(0.1, "wheel", x=640.0, y=400.0, dx=0, dy=1, mods=["shift"])],
     [at(1.5, "photo", scale=1.0)])

case("photo-zoom-huge-wheel", "photo-zoom", "a wheel delta of 1e30 leaves a finite scale",
     [ev(0.1, "wheel", x=640.0, y=400.0, dx=0, dy=1e30), ev(0.2, "wheel", x=640.0, y=400.0, dx=0, dy=-1e30)],
     [at(1.5, "photo", scale=rng(0.001, 1e6), x=rng(0, 1280))])

# ----------------------------------------------------------------------------- keyboard, more
case("photo-zoom-keyboard-plus-minus", "photo-zoom", "+ zooms the focused entity in, - out",
     keys(0.1, ["Tab"]) + keys(0.3, ["+", "+"]) + keys(1.5, ["-", "-", "-", "-"]),
     [at(1.3, "photo", scale=rng(1.05, 3), focused=True),
      at(3.0, "photo", scale=rng(0.3, 0.98))])

case("rotate-square-keyboard-brackets", "rotate-square",
     "[ and ] rotate the focused entity by 15 degrees: twelve steps either way make 180, and "
     "[ x3 then ] x3 is back to 0",
     keys(0.1, ["Tab"]) + keys(0.3, ["]"] * 12, gap=0.05) + keys(1.5, ["["] * 3, gap=0.05) +
     keys(1.8, ["]"] * 3, gap=0.05),
     [at(1.4, "square", rotation=angle(180)), at(3.0, "square", rotation=angle(180))])

case("rotate-square-keyboard-brackets-back", "rotate-square",
     "[ x3 then ] x3 returns to 0; [ x12 is 180",
     keys(0.1, ["Tab"]) + keys(0.3, ["["] * 3, gap=0.05) + keys(0.6, ["]"] * 3, gap=0.05) +
     keys(1.5, ["["] * 12, gap=0.05),
     [at(1.4, "square", rotation=angle(0)), at(3.0, "square", rotation=angle(180))])

case("draggable-views-tab-order", "draggable-views",
     "Tab moves focus in scene order (star, text, circle); one entity is focused at a time",
     keys(0.1, ["Tab", "Tab"]),
     [at(1.0, "star", focused=False), at(1.0, "text", focused=True),
      at(1.0, "circle", focused=False)])

case("draggable-views-tab-wraps", "draggable-views", "three Tabs then a fourth wraps to the star",
     keys(0.1, ["Tab", "Tab", "Tab"]) + keys(0.6, ["Tab"]),
     [at(0.5, "circle", focused=True), at(0.5, "star", focused=False),
      at(1.0, "star", focused=True), at(1.0, "circle", focused=False)])

case("draggable-views-shift-tab", "draggable-views", "Shift+Tab from nothing focuses the last one",
     keys(0.1, ["Tab"], mods=["shift"]),
     [at(1.0, "circle", focused=True), at(1.0, "star", focused=False), at(1.0, "text", focused=False)])

case("draggable-views-keyboard-moves-focused", "draggable-views",
     "arrows move only the focused entity (the text after two Tabs)",
     keys(0.1, ["Tab", "Tab"]) + keys(0.5, ["Up", "Up", "Left"]),
     [at(2.0, "text", x=630, y=380), at(2.0, "star", x=320, y=400), at(2.0, "circle", x=960, y=400)])

case("drag-star-key-r-resets", "drag-star", "R resets the scene: the dropped star is back home",
     drag(0, 0.4, 640, 400, 740, 400) + keys(1.0, ["R"]),
     [at(0.9, "star", x=740), at(2.5, "star", x=640, y=400)])

case("volume-key-r-resets", "volume", "R resets the slider to 50",
     drag(0, 0.3, 640, 400, 740, 400) + keys(1.0, ["R"]),
     [at(0.9, "slider", value=75), at(2.5, "slider", value=50)])

case("double-tap-keyboard-return", "double-tap",
     "Return on the focused tile is one tap: selected once the double tap has failed",
     keys(0.1, ["Tab"]) + keys(0.5, ["Return"]),
     [at(0.7, "tile", selected=False), at(1.5, "tile", selected=True, scale=1.0),
      log(1.5, "tile", "single-tap", 1)])

case("double-tap-keyboard-return-twice", "double-tap",
     "Return twice within 0.35 s on the focused tile is a double tap",
     keys(0.1, ["Tab"]) + keys(0.5, ["Return", "Return"], gap=0.15),
     [at(2.0, "tile", scale=2.0, selected=False), log(2.0, "tile", "double-tap", 1)])

case("press-star-keyboard-f1-d-harmless", "press-star", "F1 and D toggle overlays only",
     keys(0.1, ["F1", "D", "D", "F1"]),
     [at(1.0, "star", x=640, y=400, scale=1.0, opacity=1.0)])

# ----------------------------------------------------------------------------- thresholds, exactly
case("tap-star-held-0.74-toggles", "tap-star", "held 0.74 s: a tap", tap(0.1, hold=0.74),
     [at(2.0, "star", scale=0.5)])
case("tap-star-held-0.76-no-toggle", "tap-star", "held 0.76 s: not a tap", tap(0.1, hold=0.76),
     [at(2.0, "star", scale=1.0)])
for d, sc in ((44, 0.5), (45, 1.0)):
    case(f"tap-star-moved-{d}", "tap-star", f"a tap that moves {d} pt: " + ("a tap" if sc == 0.5 else "fails (45 or more)"),
         [down(0.1, 1, 640, 400)] + path(1, 0.1, 0.2, 640, 400, 640 + d, 400) + [up(0.22, 1, 640 + d, 400)],
         [at(2.0, "star", scale=sc)])
case("double-tap-gap-0.33s", "double-tap", "second tap 0.33 s after the first ended: double",
     tap(0.1) + tap(0.49),
     [at(2.0, "tile", scale=2.0), log(2.0, "tile", "double-tap", 1), log(2.0, "tile", "single-tap", 0)])
case("double-tap-gap-0.37s", "double-tap", "second tap 0.37 s after the first ended: two singles",
     tap(0.1) + tap(0.53),
     [at(2.0, "tile", scale=1.0, selected=False), log(2.0, "tile", "double-tap", 0),
      log(2.0, "tile", "single-tap", 2)])
case("press-star-released-at-0.98", "press-star", "released at 0.98 s: no toggle",
     [down(0, 1, 640, 400), up(0.98, 1, 640, 400)], [at(2.5, "star", scale=1.0, opacity=1.0)])
case("press-star-released-at-1.02", "press-star", "released at 1.02 s: toggled",
     [down(0, 1, 640, 400), up(1.02, 1, 640, 400)], [at(2.5, "star", scale=0.5, opacity=1.0)])
case("press-star-moved-exactly-10", "press-star", "moving exactly maximumDistance (10 pt) fails",
     [down(0, 1, 640, 400)] + path(1, 0.2, 0.3, 640, 400, 650, 400) + [up(1.5, 1, 650, 400)],
     [at(2.5, "star", scale=1.0, opacity=1.0)])
case("drag-star-exactly-10", "drag-star", "moving exactly minimumDistance (10 pt) starts the drag",
     drag(0, 0.1, 640, 400, 650, 400),
     [at(2.0, "star", x=650, y=400), log(2.0, "star", "ended", 1)])
case("volume-tick-boundary", "volume",
     "an event at t = 0.2 is in the state at --until 0.2 (tick 24); one at 0.205 only from tick 25",
     [down(0.1, 1, 640, 400), move(0.2, 1, 740, 400), move(0.205, 1, 540, 400), up(0.3, 1, 540, 400)],
     [at(0.2, "slider", value=75), at(0.21, "slider", value=25)])

# ----------------------------------------------------------------------------- pointers joining
C2 = (600.0, 400.0)
case("rotate-square-second-finger-on-empty-space", "rotate-square",
     "a second finger on empty space joins the square's twist",
     [down(0, 1, 700, 400), down(0.1, 2, 500, 400)] + twist(0.2, 0.6, C2, 100, 100, 0, 60) +
     fingers_up(0.7, C2, 100, 60),
     [at(2.0, "square", rotation=angle(60))])
C3 = (590.0, 400.0)
case("rotation-lock-second-finger-on-empty-space", "rotation-lock",
     "the second finger lands outside the arrow's shape and still joins the rotation",
     [down(0, 1, 700, 400), down(0.1, 2, 480, 400)] + twist(0.7, 1.1, C3, 110, 110, 0, 90) +
     fingers_up(1.2, C3, 110, 90),
     [at(2.5, "arrow", rotation=angle(90))])
C4 = (550.0, 400.0)
case("photo-zoom-second-finger-on-empty-space", "photo-zoom",
     "a second finger on empty space joins the photo's pinch",
     [down(0, 1, 700, 400), down(0.1, 2, 400, 400)] + twist(0.2, 0.6, C4, 150, 300, 0, 0) +
     fingers_up(0.7, C4, 300),
     [at(2.0, "photo", scale=approx(2.0, 0.06))])
case("photo-zoom-empty-space-finger-first", "photo-zoom",
     "a finger already down on empty space does not join a later finger's gesture",
     [down(0, 2, 400, 400), down(0.1, 1, 700, 400)] + path(1, 0.2, 0.6, 700, 400, 800, 400) +
     [up(0.7, 1, 800, 400), up(0.7, 2, 400, 400)],
     [at(2.0, "photo", scale=1.0)])
case("photo-zoom-third-finger-ignored", "photo-zoom",
     "magnify uses the first two fingers: a third finger moving changes nothing, the first two "
     "spreading 2x give 2x",
     fingers_down(0, C, 50) + [down(0.1, 3, 700, 450)] + path(3, 0.1, 0.3, 700, 450, 800, 520) +
     twist(0.4, 0.8, C, 50, 100, 0, 0) + fingers_up(0.9, C, 100) + [up(0.9, 3, 800, 520)],
     [at(0.35, "photo", scale=1.0), at(2.0, "photo", scale=approx(2.0, 0.05))])

# ----------------------------------------------------------------------------- cancellation, more
case("drag-star-up-after-focus-lost", "drag-star",
     "after focus loss, the lifted finger's up is tolerated and the same pointer id drags again",
     drag(0, 0.4, 640, 400, 740, 400, release=False) + [ev(0.5, "focus-lost"), up(0.6, 1, 740, 400)] +
     drag(1.0, 1.4, 640, 400, 640, 500),
     [at(3.0, "star", x=640, y=500), log(3.0, "star", "cancelled", 1), log(3.0, "star", "ended", 1)])
case("press-star-focus-lost", "press-star",
     "focus lost during the press: opacity back to 1, no toggle even after 1 s",
     [down(0, 1, 640, 400), ev(0.5, "focus-lost")],
     [at(0.45, "star", opacity=rng(0.35, 0.6)), at(2.5, "star", opacity=1.0, scale=1.0),
      log(2.5, "star", "cancelled", 1), log(2.5, "star", "ended", 0)])
a, ra = gesture2(0, 0.05, 0.4, C, 50, 100, 0, 0, rest=1.0)
case("photo-zoom-focus-lost-mid-pinch", "photo-zoom",
     "focus lost mid-pinch: no commit, scale back to 1",
     [e for e in a if e["type"] != "up"] + [ev(0.6, "focus-lost")],
     [at(0.55, "photo", scale=approx(2.0, 0.05)), at(2.0, "photo", scale=1.0),
      log(2.0, "photo", "cancelled", 1), log(2.0, "photo", "ended", 0)])

# ----------------------------------------------------------------------------- logs of compositions
for scene, knob_n, panel_n in (("nested", 1, 0), ("nested-high-priority", 0, 1),
                               ("nested-simultaneous", 1, 1)):
    case(f"{scene}-logs", scene, "which entity's gesture began and ended for a drag on the knob",
         KNOB, [log(2.0, "knob", "began", knob_n), log(2.0, "knob", "ended", knob_n),
                log(2.0, "panel", "began", panel_n), log(2.0, "panel", "ended", panel_n)])
a, ra = gesture2(0.0, 0.05, 0.4, C, 50, 100, 0, 0, rest=0.5, c1=(740.0, 450.0))
case("drag-zoom-ends-once", "drag-zoom",
     "drag & magnify together: one began and one ended for the simultaneous gesture",
     a, [log(2.5, "photo", "began", 1), log(2.5, "photo", "ended", 1), log(2.5, "photo", "cancelled", 0)])

# ----------------------------------------------------------------------------- more taps
case("double-tap-triple", "double-tap",
     "three quick taps: a double tap (zoom), then the third tap alone selects 0.35 s later",
     tap(0.1) + tap(0.3) + tap(0.5),
     [at(2.0, "tile", scale=2.0, selected=True),
      log(2.0, "tile", "double-tap", 1), log(2.0, "tile", "single-tap", 1)])
case("double-tap-quadruple", "double-tap", "four quick taps: two double taps, zoom back to 1",
     tap(0.1) + tap(0.3) + tap(0.5) + tap(0.7),
     [at(2.0, "tile", scale=1.0, selected=False),
      log(2.0, "tile", "double-tap", 2), log(2.0, "tile", "single-tap", 0)])

case("bad-wrong-type", "draggable-circle", "a coordinate given as a string is rejected at its line",
     ['{"t": 0.0, "type": "down", "pointer": 1, "x": "640", "y": 400}'],
     [exit_check(replay_args("draggable-circle"), 2, ":1")])

# ----------------------------------------------------------------------------- scene files
case("scene-file-bad-json", "drag-star",
     "a scene file (JSON) with a syntax error on line 2: status 2, the error names file:line",
     ['{"entities": [',
      '  {"name": "a", "shape": "circle" "x": 100, "y": 100}',
      ']}'],
     [exit_check(["replay", "--scene", "{trace}", "--trace", "{trace}"], 2, "trace.jsonl:2")])


# ----------------------------------------------------------------------------- feel: held under the fingers
# Issue 20: the scene point under the fingers' centroid when a gesture starts stays under their
# centroid, while scale and rotation apply about it (SPEC 3.4).
S = "playground"
a, ra = gesture2(0.0, 0.05, 0.4, H, 40, 80, 0, 0, rest=0.15)
case("feel-playground-symmetric-pinch-keeps-centre", S,
     "a pinch symmetric about a shape's centre scales it in place: it does not slide after a finger",
     a, [at(0.5, "shape-10", x=approx(631, 1.5), y=approx(308, 1.5), scale=approx(2.0, 0.06)),
         at(3.0, "shape-10", x=approx(631, 1.5), y=approx(308, 1.5), scale=approx(2.0, 0.08))])

a, ra = gesture2(0.0, 0.05, 0.4, (651.0, 308.0), 20, 40, 0, 0, rest=0.15)
case("feel-playground-pinch-about-fingers", S,
     "fingers centred 20 pt right of the centre spread 2x: the point between them stays, so the "
     "centre moves to 651 + 2 x (631 - 651) = 611",
     a, [at(3.0, "shape-10", x=approx(611, 2), y=approx(308, 1.5), scale=approx(2.0, 0.08))])

a, ra = gesture2(0.0, 0.05, 0.5, (651.0, 308.0), 30, 30, 0, 90, rest=0.15)
case("feel-playground-twist-about-fingers", S,
     "a quarter turn about a point 20 pt right of the centre: the shape turns about the fingers, "
     "its centre goes to (651, 288), rotation 5 + 90",
     a, [at(3.0, "shape-10", x=approx(651, 2), y=approx(288, 2), rotation=angle(95, 2.5),
                scale=approx(1.0, 0.04))])

a, ra = gesture2(0.0, 0.05, 0.5, H, 30, 30, 0, 0, rest=0.15, c1=(731.0, 358.0))
case("feel-playground-symmetric-twist-does-not-orbit", S,
     "two fingers about the centre turning 60 degrees while moving +100,+50: the centre follows "
     "the fingers' centre exactly",
     gesture2(0.0, 0.05, 0.5, H, 30, 30, 0, 60, rest=0.15, c1=(731.0, 358.0))[0],
     [at(3.0, "shape-10", x=approx(731, 2), y=approx(358, 2), rotation=angle(65, 2.5))])

a, ra = gesture2(0.0, 0.05, 0.5, H, 40, 80, 0, 0, rest=0.15, c1=(731.0, 358.0))
case("feel-playground-pinch-while-moving", S,
     "fingers spreading 2x about the centre while their centre moves +100,+50: the shape's centre "
     "stays between them",
     a, [at(0.6, "shape-10", x=approx(731, 2), y=approx(358, 2), scale=approx(2.0, 0.08))])

# Finger 1 drags the shape to 651; finger 2 lands on empty space at 731 and joins; finger 2
# spreads to 771 (finger 1 still: the shape scales 1.5x about finger 1, which stays on it);
# finger 1 lifts and finger 2 carries the shape down 50.
ev_ = [down(0, 1, 631, 308)] + path(1, 0, 0.2, 631, 308, 651, 308) + [down(0.3, 2, 731, 308)] + \
    path(2, 0.4, 0.7, 731, 308, 771, 308) + [up(0.8, 1, 651, 308)] + \
    path(2, 0.9, 1.2, 771, 308, 771, 358) + [up(1.4, 2, 771, 358)]
case("feel-playground-fingers-join-and-leave", S,
     "a finger joining and the first finger leaving cause no jump; the second finger carries on",
     ev_, [at(0.25, "shape-10", x=approx(651, 1.5), y=approx(308, 1.5)),
           at(0.35, "shape-10", x=approx(651, 1.5), y=approx(308, 1.5), scale=1.0),
           at(0.75, "shape-10", x=approx(651, 2), y=approx(308, 1.5), scale=approx(1.5, 0.05)),
           at(0.85, "shape-10", x=approx(651, 2), y=approx(308, 1.5), scale=approx(1.5, 0.05)),
           at(3.0, "shape-10", x=approx(651, 2), y=approx(358, 2), scale=approx(1.5, 0.05))])

case("feel-playground-ctrl-drag-about-press-point", S,
     "ctrl+left-drag pinches about the press point (20 pt right of the centre): dragging 40 pt "
     "right doubles the virtual fingers' spread, so the centre goes to 611",
     drag(0, 0.4, 651, 308, 691, 308, p=0, device="mouse", button="left", mods=["ctrl"]),
     [at(2.0, "shape-10", x=approx(611, 2), y=approx(308, 1.5), scale=approx(2.0, 0.06))])

a, ra = gesture2(0.0, 0.05, 0.4, (700.0, 400.0), 25, 50, 0, 0, rest=0.5)
case("feel-drag-zoom-pinch-about-fingers", "drag-zoom",
     "drag-zoom: a pinch centred 60 pt right of the photo's centre scales about the fingers "
     "(centre 700 + 2 x (640 - 700) = 580) while held, and resets after",
     a, [at(0.85, "photo", x=approx(580, 2), y=approx(400, 1.5), scale=approx(2.0, 0.06)),
         at(2.5, "photo", x=640, y=400, scale=1.0)])

a, ra = gesture2(0.0, 0.05, 0.4, (600.0, 460.0), 50, 100, 0, 0, rest=0.15)
case("feel-scene-file-pinch-about-fingers", None,
     "a scene file's drag & magnify & rotate holds the board under the fingers: 2x about (600, "
     "460) puts its centre at (680, 340)",
     a, [at(2.0, "board", x=approx(680, 2), y=approx(340, 2), scale=approx(2.0, 0.06))],
     scene_file="../../../Resources/scenes/board.json")

PANZOOM = [down(0, 1, 560, 200), down(0.004, 2, 720, 200)] + \
    [e for i in range(1, 49) for e in (move(0.05 + i / HZ, 1, 560 - 80 * i / 48 + 100 * i / 48, 200 + 50 * i / 48),
                                       move(0.051 + i / HZ, 2, 720 + 80 * i / 48 + 100 * i / 48, 200 + 50 * i / 48))] + \
    [up(0.6, 1, 580, 250), up(0.604, 2, 900, 250)]
case("feel-playground-camera-pinch-about-fingers", S,
     "two fingers on empty space spread 2x while their centre moves from (640,200) to (740,250): "
     "the scene point (640,200) ends under (740,250), so the camera is at (-50,-125), zoom 2",
     PANZOOM, [{"at": 1.0, "camera": {"x": approx(-50, 1.5), "y": approx(-125, 1.5), "zoom": approx(2.0, 0.02)}}])

# ----------------------------------------------------------------------------- feel: resizing
case("feel-drag-star-after-resize", "drag-star",
     "after the window shrinks to 1024x768 a drag of (100, 50) moves the star by (100, 50) in "
     "scene points: resizing keeps scene coordinates",
     [ev(0.1, "resize", width=1024, height=768)] + drag(0.3, 0.7, 640, 400, 740, 450),
     [at(0.2, "star", x=640, y=400), at(2.0, "star", x=740, y=450)])

case("feel-drag-star-resize-mid-drag", "drag-star",
     "the window grows in the middle of a drag: the drag of (100, 50) still lands at (740, 450)",
     drag(0, 0.8, 640, 400, 740, 450) + [ev(0.4, "resize", width=1600, height=1000)],
     [at(2.0, "star", x=740, y=450)])

case("feel-playground-resize-mid-drag", "playground",
     "the window shrinks in the middle of a drag: the shape stays under the finger, no jump",
     drag(0, 0.8, 631, 308, 731, 358, release=1.0) + [ev(0.4, "resize", width=1000, height=700)],
     [at(0.39, "shape-10", x=approx(679.75, 1.5), y=approx(332.4, 1.5)),
      at(0.42, "shape-10", x=approx(683.5, 1.5), y=approx(334.25, 1.5)),
      at(2.0, "shape-10", x=approx(731, 1.5), y=approx(358, 1.5))])

case("feel-momentum-fling-after-resize", "momentum",
     "after a resize to 1024x600 a horizontal fling stays horizontal and stops inside the new "
     "window (x <= 984)",
     [ev(0.1, "resize", width=1024, height=600)] + drag(0.3, 0.4, 640, 400, 840, 400, release=0.4 + 1 / HZ),
     [at(0.2, "puck", x=640, y=400),
      at(1.0, "puck", y=approx(400, 2)),
      at(5.0, "puck", x=rng(845, 984), y=approx(400, 2))])

case("feel-playground-resize-with-zoomed-camera", S,
     "with the camera zoomed (wheel), a resize keeps every scene point where it is in the window: "
     "shape-10 still shows at (631, 374), and a 50 pt drag there moves it 50 / 1.61 = 31 pt",
     [ev(0.1 + 0.05 * i, "wheel", x=631.0, y=200.0, dx=0, dy=1) for i in range(5)] +
     [ev(0.6, "resize", width=800, height=600)] + drag(1.0, 1.4, 631, 374, 681, 374, release=1.6),
     [at(3.0, "shape-10", x=approx(662, 2.5), y=approx(308, 2), scale=1.0)])

# ----------------------------------------------------------------------------- touchpad (X11 XInput 2.4)
def touchpad(t, phase, x, y, scale=1.0, rotation=0.0):
    return ev(t, "touchpad-pinch", phase=phase, x=float(x), y=float(y), scale=float(scale), rotation=float(rotation))


def touchpad_pinch(t0, x, y, scale, rotation=0.0, steps=10, end="end"):
    """A whole touchpad pinch at the cursor (x, y): begin, `steps` updates 20 ms apart, end."""
    out = [touchpad(t0, "begin", x, y)]
    for i in range(1, steps + 1):
        f = i / steps
        out.append(touchpad(t0 + 0.02 * i, "update", x, y, 1 + (scale - 1) * f, rotation * f))
    out.append(touchpad(t0 + 0.02 * (steps + 1), end, x, y, scale, rotation))
    return out


case("touchpad-pinch-photo", "photo-zoom",
     "a touchpad pinch over the photo magnifies it 2x, committed at the end",
     touchpad_pinch(0.1, 700, 380, 2.0),
     [at(2.0, "photo", scale=approx(2.0, 0.01)), log(2.0, "photo", "ended", 1)])

case("touchpad-pinch-playground-about-cursor", "playground",
     "a touchpad pinch over a shape scales and turns it about the cursor: 1.5x and 30 degrees "
     "about (651, 308) put its centre at (651 - 30 cos 30, 308 - 30 sin 30)",
     touchpad_pinch(0.1, 651, 308, 1.5, 30.0),
     [at(2.0, "shape-10", scale=approx(1.5, 0.01), rotation=angle(35, 0.5),
         x=approx(651 - 30 * math.cos(math.radians(30)), 1), y=approx(308 - 30 * math.sin(math.radians(30)), 1)),
      {"at": 2.0, "camera": {"zoom": 1.0}}])

case("touchpad-pinch-empty-space-zooms-camera", "playground",
     "a touchpad pinch over empty space zooms the camera about the cursor: 2x at (1200, 760) "
     "keeps that scene point there, so the camera is at (280, 180)",
     touchpad_pinch(0.1, 1200, 760, 2.0),
     [{"at": 2.0, "camera": {"zoom": approx(2.0, 0.01), "x": approx(280, 1), "y": approx(180, 1)}},
      at(2.0, "shape-10", scale=1.0)])

case("touchpad-pinch-cancelled", "photo-zoom",
     "a touchpad pinch the server cancels commits nothing",
     touchpad_pinch(0.1, 640, 400, 2.0, end="cancel"),
     [at(2.0, "photo", scale=1.0), log(2.0, "photo", "cancelled", 1)])

case("bad-touchpad-pinch-scale", "photo-zoom", "a touchpad pinch with scale 0 is rejected at its line",
     [touchpad(0.1, "begin", 640, 400), touchpad(0.2, "update", 640, 400, 0.0)],
     [exit_check(replay_args("photo-zoom"), 2, ":2")])

# ----------------------------------------------------------------------------- SwiftUI API (issue 20)
def hover(t, x, y):
    return ev(t, "hover", x=float(x), y=float(y))


SWEEP = [hover(0.1 + i * 0.02, 100 + 30 * i, 300) for i in range(12)]  # across card-1 (230...450)
case("hover-card-lifts", "hover",
     "the mouse (no button held) moving over a card lifts it and logs hover-began; leaving logs hover-ended",
     SWEEP + [hover(0.6, 100, 750)],
     [at(0.5, "card-1", scale=approx(1.1, 0.01)), at(1.2, "card-1", scale=approx(1.0, 0.01)),
      at(1.2, "card-2", scale=1.0), log(1.2, "card-1", "hover-began", 1), log(1.2, "card-1", "hover-ended", 1),
      log(1.2, "card-2", "hover-began", 0)])
case("hover-card-exit", "hover", "the mouse leaving the window ends the hover (hover-exit)",
     [hover(0.1, 340, 300), ev(0.3, "hover-exit")],
     [at(0.25, "card-1", scale=approx(1.1, 0.01)), log(1.0, "card-1", "hover-ended", 1)])
case("hover-card-drag-is-not-hover", "hover", "a mouse drag (button held) across a card is no hover",
     drag(0.1, 0.4, 100, 300, 500, 300, device="mouse"),
     [log(1.0, "card-1", "hover-began", 0), at(1.0, "card-1", scale=1.0)])
case("hover-spotlight-follows", "hover",
     "onContinuousHover in the pad's named space: the spotlight sits under the mouse, and goes on hover-exit",
     [hover(0.1, 500, 560), hover(0.2, 700, 650)] + [ev(0.5, "hover-exit")],
     [at(0.3, "spotlight", x=700.0, y=650.0, opacity=1.0), at(0.8, "spotlight", opacity=0.0)])

case("draw-two-fingers", "draw", "two fingers draw two strokes at once, each an entity at its first point",
     drag(0.1, 0.4, 200, 200, 400, 200, p=1) + drag(0.15, 0.45, 200, 500, 200, 700, p=2),
     [at(1.0, "stroke-1", x=200.0, y=200.0), at(1.0, "stroke-2", x=200.0, y=500.0)])


# ============================================================================= writing

def dump_case(c):
    """Compact but readable: one trace event a line."""
    lines = ["{", f' "scene": {json.dumps(c["scene"])},', f' "note": {json.dumps(c["note"])},']
    if "scene_file" in c:
        lines.append(f' "scene_file": {json.dumps(c["scene_file"])},')
    lines.append(' "trace": [')
    tr = c["trace"]
    for i, e in enumerate(tr):
        lines.append("  " + json.dumps(e) + ("," if i < len(tr) - 1 else ""))
    lines.append(" ],")
    lines.append(' "checks": [')
    ch = c["checks"]
    for i, k in enumerate(ch):
        lines.append("  " + json.dumps(k) + ("," if i < len(ch) - 1 else ""))
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    # Cases of other areas live in modules of their own that take the helpers from here.
    sys.modules.setdefault("generate", sys.modules[__name__])
    sys.path.insert(0, HERE)
    import button_cases  # noqa: F401
    import containers  # noqa: F401
    import cli_cases  # noqa: F401
    os.makedirs(OUT, exist_ok=True)
    # Only its own cases are rewritten: cases/ also holds cases written by hand.
    total = 0
    for name, c in sorted(CASES.items()):
        text = dump_case(c)
        json.loads(text)  # sanity
        with open(os.path.join(OUT, name + ".case.json"), "w") as f:
            f.write(text)
        total += len(text)
    print(f"wrote {len(CASES)} cases, {total / 1024:.0f} KiB, into {os.path.relpath(OUT)}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
