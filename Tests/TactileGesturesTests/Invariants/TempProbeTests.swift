import Testing
import TactileGestures
import TactileTestSupport

@Test func tempHandcraftedLongPressUpAtDeadline() {
    let steps: [Step] = [.down(1, at: Location(x: .points(0), y: .points(0)), after: 1), .up(1, after: 505)]
    let out = StreamPlayer.play(steps, spaces: invariantSpaces) { r in
        LongPressGesture().probed("longPress", r)
            .sequenced(before: DragGesture().probed("drag", r))
            .probed("sequence", r)
    }
    #expect(out.violations.isEmpty, "\(out.violations)")
}
