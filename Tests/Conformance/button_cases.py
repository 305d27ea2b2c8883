"""Conformance cases of ours for the `button` scene (SPEC 6), one or more per rule of SPEC 3.7's
Button: `Button("Submit") { submissions += 1 }` named `submit`, 160 x 50 at (640, 400), so its
frame spans x 560...720 and y 375...425; `value` counts submissions, each logs `submitted`;
opacity 0.5 while pressed.

Imported by generate.py, whose helpers it uses; the cases land in cases/ with the others.
"""
from generate import at, case, down, drag, ev, keys, log, path, tap, up

S = "button"
C = (640.0, 400.0)


def cancel(t, p):
    return ev(t, "cancel", pointer=p)


case("button-tap-submits", S,
     "a tap on the button submits once: value 1, one 'submitted', back to full opacity; its title is its label",
     tap(0.1),
     [at(0.05, "submit", value=0, opacity=1.0, label="Submit"),
      at(1.0, "submit", value=1, opacity=1.0, label="Submit"),
      log(1.0, "submit", "submitted", 1), log(1.0, "submit", "ended", 1)])

case("button-pressed-at-once", S,
     "held down, the button shows pressed at once (opacity 0.5, no animation) and submits only on release",
     [down(0.1, 1, *C), up(0.6, 1, *C)],
     [at(0.1, "submit", opacity=0.5, value=0), at(0.5, "submit", opacity=0.5, value=0),
      at(0.7, "submit", opacity=1.0, value=1)])

case("button-three-taps", S, "each press submits once: three taps, three submissions",
     tap(0.1) + tap(0.5, 700, 420, p=2) + tap(0.9, 570, 380, p=3),
     [at(2.0, "submit", value=3), log(2.0, "submit", "submitted", 3)])

case("button-mouse-click", S, "a left click is a press like a finger's",
     tap(0.1, device="mouse", p=0),
     [at(1.0, "submit", value=1)])

case("button-within-70-right", S,
     "dragged 60 pt beyond the right edge it stays pressed, and released there it submits",
     drag(0.1, 0.3, 640, 400, 780, 400, release=0.5),
     [at(0.4, "submit", opacity=0.5), at(1.0, "submit", value=1, opacity=1.0)])

case("button-beyond-70-right", S,
     "dragged 100 pt beyond the right edge it is no longer pressed, and released there nothing is submitted",
     drag(0.1, 0.3, 640, 400, 820, 400, release=0.5),
     [at(0.4, "submit", opacity=1.0, value=0), at(1.0, "submit", value=0),
      log(1.0, "submit", "submitted", 0), log(1.0, "submit", "cancelled", 1)])

case("button-within-70-below", S, "60 pt below the bottom edge (y 485) it is still pressed",
     drag(0.1, 0.3, 640, 400, 640, 485, release=False),
     [at(0.4, "submit", opacity=0.5)])

case("button-beyond-70-below", S, "80 pt below the bottom edge (y 505) it is not pressed",
     drag(0.1, 0.3, 640, 400, 640, 505, release=False),
     [at(0.4, "submit", opacity=1.0)])

case("button-leave-and-come-back", S,
     "dragged out of reach and back onto it, it is pressed again, and the release submits once",
     [down(0.1, 1, *C)] + path(1, 0.1, 0.3, 640, 400, 900, 400) + path(1, 0.5, 0.7, 900, 400, 650, 400) +
     [up(0.9, 1, 650, 400)],
     [at(0.4, "submit", opacity=1.0), at(0.8, "submit", opacity=0.5, value=0),
      at(1.5, "submit", value=1, opacity=1.0), log(1.5, "submit", "submitted", 1)])

case("button-leave-and-release-outside", S,
     "dragged out of reach, back within 70 pt, then out again and released: nothing is submitted",
     [down(0.1, 1, *C)] + path(1, 0.1, 0.3, 640, 400, 900, 400) + path(1, 0.4, 0.5, 900, 400, 760, 400) +
     path(1, 0.6, 0.7, 760, 400, 900, 400) + [up(0.8, 1, 900, 400)],
     [at(0.55, "submit", opacity=0.5), at(1.5, "submit", value=0, opacity=1.0)])

case("button-focus-lost", S, "the window losing focus cancels the press: the release submits nothing",
     [down(0.1, 1, *C), ev(0.3, "focus-lost"), up(0.5, 1, *C)],
     [at(0.4, "submit", opacity=1.0), at(1.0, "submit", value=0), log(1.0, "submit", "cancelled", 1)])

case("button-pointer-cancel", S, "a cancelled pointer cancels the press",
     [down(0.1, 1, *C), cancel(0.3, 1)],
     [at(0.4, "submit", opacity=1.0), at(1.0, "submit", value=0), log(1.0, "submit", "submitted", 0)])

case("button-another-pointer-takes-it", S,
     "a second finger down on the button takes the press: the first one's release submits nothing; "
     "the second one's does, once",
     [down(0.1, 1, *C), down(0.2, 2, 600, 390), up(0.3, 1, *C), up(0.6, 2, 600, 390)],
     [at(0.4, "submit", value=0, opacity=0.5), at(1.0, "submit", value=1),
      log(1.0, "submit", "submitted", 1)])

case("button-finger-elsewhere-ignored", S,
     "a second finger that taps empty space does not take the press: the first finger's release submits",
     [down(0.1, 1, *C)] + tap(0.2, 200, 200, p=2) + [up(0.5, 1, *C)],
     [at(1.0, "submit", value=1)])

case("button-keyboard-return", S, "Tab focuses the button; Return submits",
     keys(0.1, ["Tab", "Return"]),
     [at(1.0, "submit", focused=True, value=1), log(1.0, "submit", "submitted", 1)])

case("button-keyboard-space", S, "Space submits the focused button too, each press once",
     keys(0.1, ["Tab", "Space", "Space"]),
     [at(1.0, "submit", focused=True, value=2)])

case("button-keyboard-without-focus", S, "Return without focus submits nothing",
     keys(0.1, ["Return"]),
     [at(1.0, "submit", focused=False, value=0)])

case("label-null-without-one", "tap-star", "an entity without an accessibility label reads null",
     tap(0.1), [at(0.5, "star", label=None)])
