"""Cases for SPEC section 3.7 (scroll views, stacks, buttons) on the list, list-blocked and
button scenes; imported by generate.py, whose helpers it uses."""


from generate import approx, at, case, down, drag, ev, log, rng, tap


def row(k):
    return 130.0 + 90.0 * (k - 1)

gap_y = 535.0  # between row 5 and row 6: the scroll view itself

def wheel(t, x, y, dy, dx=0.0):
    return ev(t, "wheel", x=float(x), y=float(y), dx=float(dx), dy=float(dy))

S = "list"
case("list-at-rest", S, "row k's centre is (640, 130 + 90 (k - 1)); the offset starts at 0 (the mouse only hovers)",
     [ev(0.05, "hover", x=100.0, y=100.0)],
     [at(0.1, "list", x=640, y=400, scroll_x=0, scroll_y=0),
      at(0.1, "row-1", x=640, y=130), at(0.1, "row-20", x=640, y=row(20))])
case("list-drag-follows-the-finger", S,
     "a drag that starts between rows: the point pressed stays under the finger (offset = the "
     "finger's whole movement), held still before release so nothing glides",
     drag(0.1, 0.7, 640, gap_y, 640, gap_y - 300, release=1.0),
     [at(0.5, "list", scroll_y=rng(150, 250)),
      at(1.5, "list", scroll_y=300), at(1.5, "row-1", y=row(1) - 300)])
case("list-pan-needs-ten-points", S, "9 pt of movement along the axis, or sideways, scrolls nothing",
     drag(0.1, 0.4, 640, gap_y, 700, gap_y - 9),
     [at(1.0, "list", scroll_y=0), log(1.0, "list", "began", 0)])
case("list-tap-selects-a-row", S, "a tap on row 2 toggles its selection",
     tap(0.2, 640, row(2)),
     [at(0.5, "row-2", selected=True), at(0.5, "list", scroll_y=0)])
case("list-scroll-cancels-the-rows-tap", S,
     "pressed on row 2 and dragged 60 pt up: the list scrolls 60 pt, row 2's tap is cancelled",
     drag(0.1, 0.5, 640, row(2), 640, row(2) - 60, release=0.8),
     [at(1.2, "row-2", selected=False), at(1.2, "list", scroll_y=60)])
case("list-swipe-left-deletes", S,
     "a swipe to the left on row 3 (the row's simultaneous drag) deletes it; row 4 moves up 90 pt, "
     "animated, settled within 1 s; nothing scrolls",
     drag(0.1, 0.4, 700, row(3), 500, row(3) + 5),
     [log(0.6, "row-3", "deleted", 1), {"at": 0.6, "absent": "row-3"},
      at(0.5, "row-4", y=rng(row(3) + 0.5, row(4) - 0.5)),
      at(1.5, "row-4", y=approx(row(3), 0.5)), at(1.5, "list", scroll_y=0)])
case("list-vertical-drag-on-a-row-scrolls-and-keeps-it", S,
     "a vertical drag on row 3 scrolls; the row's drag ends mostly vertical, so the row stays",
     drag(0.1, 0.5, 640, row(3), 640, row(3) - 200, release=0.8),
     [at(1.2, "list", scroll_y=200), at(1.2, "row-3", y=row(3) - 200), log(1.2, "row-3", "deleted", 0)])
case("list-rubber-band-and-spring-back", S,
     "pulled 300 pt down at the top: the content moves less than the finger (UIScrollView's "
     "rubber band), then springs back to 0 on release",
     drag(0.1, 0.6, 640, row(2), 640, row(2) + 300, release=0.8),
     [at(0.7, "list", scroll_y=approx(-(1 - 1 / (300 * 0.55 / 640 + 1)) * 640, 0.01)),
      at(2.0, "list", scroll_y=approx(0, 0.01))])
case("list-glide-after-a-fling", S,
     "released at about 1,000 pt/s: it glides on, slowing by 0.998 each millisecond, and rests",
     drag(0.1, 0.2, 640, row(6), 640, row(6) - 100, release=0.2),
     [at(0.3, "list", scroll_y=rng(100, 300)), at(5.0, "list", scroll_y=rng(450, 700)),
      at(6.0, "list", scroll_y=rng(450, 700))])
case("list-glide-stops-at-the-end", S, "a hard fling stops at the bottom: 1,810 − 640 = 1,170",
     drag(0.1, 0.2, 640, row(6), 640, row(6) - 400, release=0.2),
     [at(6.0, "list", scroll_y=1170), at(6.0, "row-20", y=row(20) - 1170)])
case("list-press-stops-a-glide-without-tapping", S,
     "a press during the glide stops it at once, and its tap does not select the row under it",
     drag(0.1, 0.2, 640, row(6), 640, row(6) - 100, release=0.2) + tap(0.45, 640, 400, p=2),
     [at(0.6, "list", scroll_y=rng(150, 600)), at(0.6, "row-5", selected=False),
      at(0.6, "row-4", selected=False), at(0.6, "row-6", selected=False)])
case("list-wheel-scrolls", S, "a wheel notch towards the user scrolls 40 pt, eased; at the top one away scrolls nothing",
     [wheel(0.1, 640, 400, -1.0), wheel(1.0, 640, 100, 2.0)],
     [at(0.6, "list", scroll_y=40), at(1.6, "list", scroll_y=0)])

case("list-delete-button-deletes-its-row", S,
     "a click on row 3's Delete button (160 pt right of the row's centre) deletes row 3; the rows below move up",
     tap(0.1, 800, row(3), hold=0.1),
     [log(0.5, "row-3", "deleted", 1), {"at": 0.5, "absent": "row-3"}, {"at": 0.5, "absent": "delete-3"},
      at(1.5, "row-4", y=approx(row(3), 0.5)), at(1.5, "delete-4", x=800, y=approx(row(3), 0.5))])
case("list-press-on-a-button-that-scrolls-does-not-fire", S,
     "pressed on row 3's Delete button and dragged 150 pt up: the list scrolls, the button is cancelled",
     drag(0.1, 0.4, 800, row(3), 800, row(3) - 150, release=0.7),
     [at(1.0, "list", scroll_y=150), log(1.0, "row-3", "deleted", 0), log(1.0, "delete-3", "cancelled", 1)])
case("list-button-press-shows-late", S,
     "inside the scroll view a button shows its press 0.15 s after it (opacity 0.5), as UIScrollView delays touches",
     [down(0.1, 1, 800, row(3))],
     [at(0.2, "delete-3", opacity=1), at(0.3, "delete-3", opacity=0.5), at(0.3, "delete-3", label="Delete")])

S = "list-blocked"
case("list-blocked-a-drag-on-a-row-does-not-scroll", S,
     "each row's .gesture(DragGesture()) wins the drag: nothing scrolls",
     drag(0.1, 0.5, 640, row(3), 640, row(3) - 200, release=0.8),
     [at(1.2, "list", scroll_y=0), at(1.2, "row-3", y=row(3)), log(1.2, "row-3", "began", 1)])
case("list-blocked-a-drag-between-rows-scrolls", S,
     "a drag that starts in the gap between rows 5 and 6 scrolls",
     drag(0.1, 0.5, 640, gap_y, 640, gap_y - 200, release=0.8),
     [at(1.2, "list", scroll_y=200)])
case("list-blocked-a-drag-in-the-padding-scrolls", S,
     "the 10 pt of padding above row 1 belongs to the scroll view",
     drag(0.1, 0.5, 640, 85, 640, 85 - 150, release=0.8),
     [at(1.2, "list", scroll_y=150)])
