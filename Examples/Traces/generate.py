#!/usr/bin/env python3
"""Writes the examples' traces (SPEC §7 JSON lines): short, hand-designed interactions whose
outcome the tests in Tests/ExamplesTests know in advance. Run it after changing one."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = {"trace": 1, "window": {"width": 1280, "height": 800}}


def write(name, comment, events):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(f"# {comment}\n")
        f.write(json.dumps(HEADER) + "\n")
        for e in events:
            e = dict(e)
            e["t"] = round(e["t"], 4)
            for k in ("x", "y"):
                if k in e:
                    e[k] = round(e[k], 3)
            f.write(json.dumps({"t": e.pop("t"), **e}) + "\n")


def ev(t, kind, pointer, x, y):
    return {"t": t, "type": kind, "pointer": pointer, "x": x, "y": y}


def drag(pointer, start, end, t0, t1, steps):
    """A finger down at start, moving in even steps to end, lifted there at t1."""
    out = [ev(t0, "down", pointer, *start)]
    for i in range(1, steps + 1):
        f = i / steps
        out.append(ev(t0 + (t1 - t0) * f, "move", pointer,
                      start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f))
    out.append(ev(t1, "up", pointer, *end))
    return out


# Photo viewer: two fingers right of and above the photo's centre spread from 100 to 200 points
# apart; the photo doubles about their centroid (790, 300), so its centre goes to (490, 500).
pinch = [ev(0.1, "down", 1, 740, 300), ev(0.1, "down", 2, 840, 300)]
for i in range(1, 11):
    t, half = 0.1 + 0.02 * i, 50 + 5 * i
    pinch += [ev(t, "move", 1, 790 - half, 300), ev(t, "move", 2, 790 + half, 300)]
pinch += [ev(0.4, "up", 1, 690, 300), ev(0.4, "up", 2, 890, 300)]
write("photo-pinch.jsonl", "photo-viewer: a pinch to twice the size about (790, 300)", pinch)

# Two taps at (740, 450): zoom 2.5x about the tap, so the centre goes to (490, 325).
taps = [ev(0.1, "down", 1, 740, 450), ev(0.15, "up", 1, 740, 450),
        ev(0.3, "down", 1, 740, 450), ev(0.35, "up", 1, 740, 450)]
write("photo-double-tap.jsonl", "photo-viewer: a double tap zooms 2.5x about (740, 450)", taps)

# A fling: 100 points right in 0.2 s (500 points/s), released moving; it goes on by 250.
write("photo-fling.jsonl", "photo-viewer: a fling right at 500 points/s",
      drag(1, (640, 400), (740, 400), 0.1, 0.3, 20))

# Card stack: a quick flick of the top card to the left dismisses it; a slow drag of the next
# one that stops before release keeps it; a double tap on the table deals the first one back.
cards = drag(1, (640, 380), (440, 380), 0.1, 0.2, 10)
cards += drag(1, (640, 380), (700, 380), 1.0, 1.6, 10)
cards[-1]["t"] = 1.8  # held still for 0.2 s before the release: no fling
cards += [ev(3.0, "down", 1, 100, 100), ev(3.05, "up", 1, 100, 100),
          ev(3.2, "down", 1, 100, 100), ev(3.25, "up", 1, 100, 100)]
write("cards.jsonl", "card-stack: dismiss left, keep, deal again", cards)

# Falling shapes: shape-0 (a circle dropped at x = 120) has come to rest on the floor by 3 s;
# a finger catches it there, carries it up and right, and throws it.
write("falling-throw.jsonl", "falling-shapes: catch shape-0 on the floor and throw it",
      drag(1, (120, 760), (420, 500), 3.0, 3.3, 30))

# Hello: the dot, at the window's centre, dragged 100 right and 50 down and dropped there.
write("hello-drag.jsonl", "hello: drag the dot 100 right and 50 down",
      drag(1, (640, 400), (740, 450), 0.1, 0.3, 10))

# Drawing pad: two fingers draw at once, (300, 300) → (500, 300) and (300, 500) → (500, 600),
# twenty moves each; then a tap on Clear (80, 44) wipes both strokes.
both = [ev(0.1, "down", 1, 300, 300), ev(0.1, "down", 2, 300, 500)]
for i in range(1, 21):
    t = 0.1 + 0.01 * i
    both += [ev(t, "move", 1, 300 + 10 * i, 300), ev(t, "move", 2, 300 + 10 * i, 500 + 5 * i)]
both += [ev(0.35, "up", 1, 500, 300), ev(0.35, "up", 2, 500, 600)]
both += [ev(0.6, "down", 1, 80, 44), ev(0.65, "up", 1, 80, 44)]
write("drawing-two-fingers.jsonl", "drawing-pad: two strokes at once, then Clear", both)

# To-do list: the list's top is at 130, task k's centre at 175 + 80 (k - 1), the Add button at
# (830, 92), a task's Delete button 155 right of its centre. Add a task, swipe task 2 to the
# left, click task 1's Delete, then drag the list 200 up from task 9 (at 655 by then) and hold still.
todo = [ev(0.2, "down", 1, 830, 92), ev(0.28, "up", 1, 830, 92)]
todo += drag(1, (700, 255), (500, 258), 0.8, 1.05, 10)
todo += [ev(1.6, "down", 1, 795, 175), ev(1.7, "up", 1, 795, 175)]
todo += drag(1, (640, 655), (640, 455), 2.5, 3.0, 24)[:-1] + [ev(3.4, "up", 1, 640, 455)]
write("todo.jsonl", "todo-list: add, swipe task 2 away, delete task 1, scroll 200 up", todo)

