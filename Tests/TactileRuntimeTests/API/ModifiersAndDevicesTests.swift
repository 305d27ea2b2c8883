import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// `Gesture.modifiers(_:)` against the keyboard state the runtime keeps (a resource, from each
/// event's modifiers), and the device filter on gestures attached to entities.
@Suite("Gesture.modifiers and supportedDevices in scenes")
struct ModifiersAndDevicesTests {
    /// A photo that Shift+drags to pan and plain-drags nowhere; a sticker only a pen moves.
    struct Desk: EntityView {
        @State private var photoOffset = Vector.zero
        @State private var stickerOffset = Vector.zero

        var body: some EntityView {
            ZStack {
                Image("photo")
                    .frame(width: 300, height: 200)
                    .position(x: 400, y: 400)
                    .offset(photoOffset)
                    .gesture(DragGesture().modifiers(.shift).onEnded { photoOffset += $0.translation })
                    .name("photo")
                Circle()
                    .fill(.yellow)
                    .frame(width: 100, height: 100)
                    .position(x: 900, y: 400)
                    .offset(stickerOffset)
                    .gesture(DragGesture().supportedDevices(.pen).onEnded { stickerOffset += $0.translation })
                    .name("sticker")
            }
        }
    }

    static func drag(_ start: Point, by offset: Vector, device: PointerDevice = .touch, mods: KeyModifiers = [],
                     before: TraceBuilder = TraceBuilder()) -> SceneRunner {
        let runner = SceneRunner(scene: DeclarativeScene { Desk() })
        runner.run(before.drag(1, from: start, to: start + offset, t: 0.2, duration: 0.2, device: device, mods: mods), until: 1)
        return runner
    }

    @Test func aShiftDragMovesThePhoto() throws {
        let runner = Self.drag(Point(x: 400, y: 400), by: Vector(width: 100, height: 0), mods: .shift)
        #expect(isClose(try runner.state("photo").centre, Point(x: 500, y: 400)))
    }

    @Test func aPlainDragDoesNot() throws {
        let runner = Self.drag(Point(x: 400, y: 400), by: Vector(width: 100, height: 0))
        #expect(isClose(try runner.state("photo").centre, Point(x: 400, y: 400)))
    }

    @Test func theKeyboardStateIsAResource() {
        let runner = SceneRunner(scene: DeclarativeScene { Desk() })
        runner.run(TraceBuilder().key("Left Shift", mods: .shift, t: 0.1, up: false), until: 0.2)
        #expect(runner.simulation.world.resource(KeyboardState.self).modifiers == .shift)
        #expect(runner.simulation.world.resource(KeyboardState.self).eventModifiers == .shift)
        runner.run(TraceBuilder().key("Left Shift", t: 0.3, up: false), until: 0.4)
        #expect(runner.simulation.world.resource(KeyboardState.self).modifiers == [])
    }

    @Test func ctrlAltAndSuperHaveSwiftUIsNames() {
        #expect(KeyModifiers([.ctrl, .alt, .meta, .shift]).eventModifiers == [.control, .option, .command, .shift])
    }

    @Test func aPenMovesTheSticker() throws {
        let runner = Self.drag(Point(x: 900, y: 400), by: Vector(width: 0, height: 100), device: .pen)
        #expect(isClose(try runner.state("sticker").centre, Point(x: 900, y: 500)))
    }

    @Test("a finger or the mouse does not move the sticker", arguments: [PointerDevice.touch, .mouse])
    func otherDevicesDoNot(device: PointerDevice) throws {
        let runner = Self.drag(Point(x: 900, y: 400), by: Vector(width: 0, height: 100), device: device)
        #expect(isClose(try runner.state("sticker").centre, Point(x: 900, y: 400)))
    }
}
