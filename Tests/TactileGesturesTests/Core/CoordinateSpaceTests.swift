import Testing
import TactileGestures

/// How global points map into the spaces a gesture may ask for.
@Suite("CoordinateSpaces")
struct CoordinateSpaceTests {
    private let spaces = CoordinateSpaces(
        local: AffineTransform(translationX: -100, y: -50),
        bounds: Rect(x: 0, y: 0, width: 200, height: 100),
        named: [(name: "board", transform: AffineTransform(scale: 0.5)),
                (name: "panel", transform: AffineTransform(translationX: 10, y: 10))])

    @Test("each space resolves to its transform",
          arguments: [(CoordinateSpace.local, Point(x: 100, y: 50)),
                      (.global, Point(x: 200, y: 100)),
                      (.named("board"), Point(x: 100, y: 50)),
                      (.named("panel"), Point(x: 210, y: 110)),
                      (.named("missing"), Point(x: 200, y: 100))])
    func resolves(space: CoordinateSpace, expected: Point) {
        #expect(spaces.transform(for: space).apply(to: Point(x: 200, y: 100)) == expected)
    }

    @Test func identityIsGlobalEverywhere() {
        let p = Point(x: 3, y: 4)
        #expect(CoordinateSpaces.identity.transform(for: .local).apply(to: p) == p)
        #expect(CoordinateSpaces.identity.transform(for: .named("x")).apply(to: p) == p)
    }

    @Test func unitPointsInTheBounds() {
        #expect(spaces.unitPoint(ofLocal: Point(x: 50, y: 50)) == UnitPoint(x: 0.25, y: 0.5))
        #expect(spaces.unitPoint(ofLocal: Point(x: 200, y: 100)) == .bottomTrailing)
        #expect(CoordinateSpaces.identity.unitPoint(ofLocal: Point(x: 9, y: 9)) == .center, "no bounds")
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).unitPoint(of: .zero) == .center, "empty bounds")
    }
}

/// Where every name in scope is known (the runtime's spaces), an unknown one is a mistake: a
/// clear stop in debug builds, global coordinates in release builds.
@Suite("CoordinateSpaces: unknown names")
struct UnknownCoordinateSpaceTests {
    @Test func knownNamesResolveAsUsual() {
        let spaces = CoordinateSpaces(named: [(name: "board", transform: AffineTransform(translationX: -20, y: 0))],
                                      namesAreComplete: true)
        #expect(spaces.transform(for: .named("board")).apply(to: Point(x: 30, y: 5)) == Point(x: 10, y: 5))
        #expect(spaces.namedTransform("elsewhere") == nil)
    }

    #if DEBUG
    @Test func anUnknownNameStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let spaces = CoordinateSpaces(named: [(name: "board", transform: .identity)], namesAreComplete: true)
            _ = spaces.transform(for: .named("bord"))
        }
    }
    #else
    @Test func anUnknownNameIsGlobalInARelease() {
        let spaces = CoordinateSpaces(named: [(name: "board", transform: .identity)], namesAreComplete: true)
        #expect(spaces.transform(for: .named("bord")).apply(to: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }
    #endif
}
