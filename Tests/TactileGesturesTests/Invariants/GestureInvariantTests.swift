import PropertyBased
import Testing
import TactileGestures
import TactileTestSupport

/// SPEC §10: "Invariants hold on every path and are tested with generated input".
///
/// Each test feeds thousands of random streams (see `EventStreamGenerator.swift`: downs, moves,
/// ups and cancels of 1–4 pointers, sometimes up to 20; invalid events; NaN, ±1e30 and ±∞
/// coordinates; ticks, long waits, cancel-all) to one composition in which EVERY node is
/// probed (`GestureProbe.swift`): `updating` a `GestureState<Bool>`, `onEnded`, `onCancelled`,
/// and a transparent spy that sees the node's phase after every input. After the stream all
/// pointers are lifted and the clock runs 2 s. Checked, per node and per interaction:
///
/// 1. a node that became active ends or is cancelled exactly once (onEnded + onCancelled = 1);
///    one that never became active is never cancelled; onEnded runs at most once;
/// 2. onEnded never runs after the node failed, nor for a node whose phase ends failed; a node
///    whose phase is ended had its onEnded run; phases only go possible → active → terminal;
/// 3. a GestureState is set only while its node is active: back to its initial value after
///    every terminal phase, and whenever the root is terminal (in particular with every
///    pointer up);
/// 4. every number in every value delivered to `updating` and `onEnded` is finite;
/// 5. the same stream replayed on a fresh gesture gives the same callbacks, values and
///    session transitions.
///
/// A failure prints the shrunk stream; `GestureProbe.swift` explains each message.
@Suite("Invariants over generated event streams (SPEC §10)")
struct GestureInvariantTests {
    /// How many streams each composition gets.
    static let streams = 300

    @Test(.shrinking) func longPressSequencedBeforeDrag() async {
        await checkInvariants { r in
            LongPressGesture().probed("longPress", r)
                .sequenced(before: DragGesture().probed("drag", r))
                .probed("sequence", r)
        }
    }

    @Test(.shrinking) func dragSimultaneouslyWithMagnifyAndRotate() async {
        await checkInvariants { r in
            DragGesture().probed("drag", r)
                .simultaneously(with: MagnifyGesture().probed("magnify", r))
                .probed("drag+magnify", r)
                .simultaneously(with: RotateGesture().probed("rotate", r))
                .probed("drag+magnify+rotate", r)
        }
    }

    @Test(.shrinking) func doubleTapExclusivelyBeforeTap() async {
        await checkInvariants { r in
            TapGesture(count: 2).probed("doubleTap", r)
                .exclusively(before: TapGesture().probed("tap", r))
                .probed("exclusive", r)
        }
    }

    @Test(.shrinking) func shortLongPressSequencedBeforeRotate() async {
        await checkInvariants { r in
            LongPressGesture(minimumDuration: 0.3).probed("longPress(0.3)", r)
                .sequenced(before: RotateGesture().probed("rotate", r))
                .probed("sequence", r)
        }
    }

    @Test(.shrinking) func immediateDragExclusivelyBeforeLongPress() async {
        await checkInvariants { r in
            DragGesture(minimumDistance: 0).probed("drag(0)", r)
                .exclusively(before: LongPressGesture().probed("longPress", r))
                .probed("exclusive", r)
        }
    }

    /// A custom gesture declared with `body` (an `AnyGesture` of a mapped drag), with a
    /// body-declared built-in (`MagnificationGesture`), mapped and erased again.
    @Test(.shrinking) func erasedAndMapped() async {
        await checkInvariants { r in
            ProbedSwipeGesture(recorder: r).probed("swipe", r)
                .simultaneously(with: MagnificationGesture().probed("magnification", r))
                .probed("swipe+magnification", r)
                .map { value in (value.first != nil, value.second ?? 1) }
                .probed("map", r)
                .eraseToAnyGesture()
                .probed("AnyGesture", r)
        }
    }

    @Test(.shrinking) func spatialDoubleTapExclusivelyBeforeSpatialTap() async {
        await checkInvariants { r in
            SpatialTapGesture(count: 2).probed("spatialDoubleTap", r)
                .exclusively(before: SpatialTapGesture(coordinateSpace: .global).probed("spatialTap", r))
                .probed("exclusive", r)
        }
    }

    /// The second part of an exclusive gesture can be active while the first is still possible.
    @Test(.shrinking) func tapExclusivelyBeforeMagnify() async {
        await checkInvariants { r in
            TapGesture().probed("tap", r)
                .exclusively(before: MagnifyGesture().probed("magnify", r))
                .probed("exclusive", r)
        }
    }

    /// Beyond the spec's examples: finite coordinates of ±1e300, whose squared distances
    /// overflow to infinity.
    @Test(.shrinking) func extremeCoordinatesInTwoFingerGestures() async {
        await checkInvariants(oddities: .extreme) { r in
            DragGesture().probed("drag", r)
                .simultaneously(with: MagnifyGesture().probed("magnify", r))
                .probed("drag+magnify", r)
                .simultaneously(with: RotateGesture().probed("rotate", r))
                .probed("drag+magnify+rotate", r)
        }
    }
}

/// The spaces of an entity that is rotated and offset in the window, as the runtime supplies.
let invariantSpaces = CoordinateSpaces(
    local: AffineTransform(translationX: -300, y: -200).concatenating(AffineTransform(rotation: .degrees(30))),
    bounds: Rect(x: -100, y: -80, width: 200, height: 160))

/// Plays `GestureInvariantTests.streams` generated streams through the gesture `build` makes,
/// twice each, and expects no violation and identical replays.
func checkInvariants<G: Gesture>(
    count: Int = GestureInvariantTests.streams,
    oddities: EventStreams.Oddities = .standard,
    spaces: CoordinateSpaces = invariantSpaces,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ build: @escaping (Recorder) -> G
) async {
    await propertyCheck(count: count, input: EventStreams.stream(oddities), perform: { steps in
        let first = StreamPlayer.play(steps, spaces: spaces, build)
        #expect(first.violations.isEmpty,
                "invariants violated:\n\(first.violations.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        let replay = StreamPlayer.play(steps, spaces: spaces, build)
        #expect(first.recorder.log == replay.recorder.log,
                "replaying the stream gave different callbacks or values",
                sourceLocation: sourceLocation)
        #expect(first.transitions == replay.transitions,
                "replaying the stream gave different session transitions",
                sourceLocation: sourceLocation)
    }, sourceLocation: sourceLocation)
}

/// Seed 003's `SwipeGesture` shape, with its inner nodes probed.
struct ProbedSwipeGesture: Gesture {
    enum Direction: Hashable { case left, right, up, down }
    typealias Value = Direction

    let recorder: Recorder

    var body: AnyGesture<Direction> {
        DragGesture(minimumDistance: 50).probed("swipe.drag", recorder)
            .map { value in
                let t = value.translation
                if abs(t.width) > abs(t.height) { return t.width < 0 ? Direction.left : .right }
                return t.height < 0 ? Direction.up : .down
            }
            .probed("swipe.map", recorder)
            .eraseToAnyGesture()
    }
}
