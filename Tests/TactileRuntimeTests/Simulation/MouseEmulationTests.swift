import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §3.5: the mouse. The left button is a pointer; the wheel zooms the shape under the
/// cursor about the cursor (or the camera, over empty space); Shift+wheel and right-drag
/// rotate; Ctrl+left-drag is a two-finger pinch and twist about the press point.
@Suite("Mouse")
struct MouseEmulationTests {
    static let centre = Point(x: 640, y: 400)

    /// Where a scene point lies in an entity's own (local) space.
    static func local(_ point: Point, of entity: Entity, in simulation: Simulation) throws -> Point {
        try #require(simulation.transforms[entity]).inverse.apply(to: point)
    }

    // MARK: Left button

    @Test func aLeftButtonDragMovesTheStarLikeAFinger() throws {
        let drag = { (device: PointerDevice) in
            TraceBuilder().drag(0, from: Self.centre, to: Point(x: 740, y: 450), t: 0.1, duration: 0.3, steps: 18,
                                device: device)
        }
        let mouse = try SceneRunner("drag-star")
        mouse.run(drag(.mouse), until: 1.5)
        let touch = try SceneRunner("drag-star")
        touch.run(drag(.touch), until: 1.5)

        #expect(isClose(try mouse.state("star").centre, Point(x: 740, y: 450)))
        #expect(mouse.simulation.snapshot.entities == touch.simulation.snapshot.entities)
        #expect(mouse.logEvents(of: "star") == ["began", "ended"])
    }

    // MARK: The wheel

    @Test func theWheelZoomsTheShapeUnderTheCursorAboutTheCursor() throws {
        let runner = try SceneRunner("photo-zoom")
        let simulation = runner.simulation
        let photo = try runner.entity("photo")
        let cursor = Point(x: 760, y: 350)
        let underCursor = try Self.local(cursor, of: photo, in: simulation)

        runner.run(TraceBuilder().wheel(at: cursor, dy: 1, t: 0.1), until: 0.2)
        let zoomed = try runner.state("photo")
        #expect(zoomed.scale > 1.01)
        // The point under the cursor stays under it; the centre moves away from the cursor.
        #expect(isClose(try Self.local(cursor, of: photo, in: simulation), underCursor, within: 1e-9))
        #expect(isClose(zoomed.centre, cursor + (Self.centre - cursor) * zoomed.scale, within: 1e-9))

        runner.run(TraceBuilder().wheel(at: cursor, dy: 2, t: 0.3), until: 0.4)
        #expect(isClose(try runner.state("photo").scale, zoomed.scale * zoomed.scale * zoomed.scale))

        // Scrolling back the other way undoes it.
        runner.run(TraceBuilder().wheel(at: cursor, dy: -3, t: 0.5), until: 0.6)
        let back = try runner.state("photo")
        #expect(isClose(back.scale, 1, within: 1e-9))
        #expect(isClose(back.centre, Self.centre, within: 1e-9))
        #expect(simulation.camera == Camera())
    }

    @Test func theWheelOverARotatedShapeKeepsThePointUnderTheCursor() throws {
        let runner = try SceneRunner("rotate-square")
        let square = try runner.entity("square")
        runner.run(TraceBuilder().key("Tab", t: 0.05).key("]", t: 0.06).key("]", t: 0.07), until: 0.1)
        let cursor = Point(x: 700, y: 440)
        let underCursor = try Self.local(cursor, of: square, in: runner.simulation)
        runner.run(TraceBuilder().wheel(at: cursor, dy: 1, t: 0.2), until: 0.3)
        #expect(try runner.state("square").scale > 1.01)
        #expect(isClose(try Self.local(cursor, of: square, in: runner.simulation), underCursor, within: 1e-9))
    }

    @Test func shiftWheelRotatesTheShapeUnderTheCursor() throws {
        let runner = try SceneRunner("rotate-square")
        runner.run(TraceBuilder().wheel(at: Point(x: 700, y: 450), dy: 1, mods: .shift, t: 0.1), until: 0.2)
        let turned = try runner.state("square")
        #expect(abs(turned.rotation) > 1)
        #expect(isClose(turned.scale, 1))
        #expect(isClose(turned.centre, Self.centre))
        runner.run(TraceBuilder().wheel(at: Point(x: 700, y: 450), dy: 1, mods: .shift, t: 0.3), until: 0.4)
        #expect(isClose(try runner.state("square").rotation, 2 * turned.rotation))
        runner.run(TraceBuilder().wheel(at: Point(x: 700, y: 450), dy: -2, mods: .shift, t: 0.5), until: 0.6)
        #expect(isClose(try runner.state("square").rotation, 0))
    }

    @Test func theWheelOverEmptySpaceZoomsTheCameraAboutTheCursor() throws {
        let runner = try SceneRunner("photo-zoom")
        let simulation = runner.simulation
        let cursor = Point(x: 100, y: 100)
        #expect(simulation.hitTest(cursor) == nil)
        let before = simulation.windowToScene(cursor)

        runner.run(TraceBuilder().wheel(at: cursor, dy: 1, t: 0.1), until: 0.2)
        #expect(simulation.camera.zoom > 1.01)
        #expect(isClose(simulation.windowToScene(cursor), before, within: 1e-9))
        // The photo itself is unchanged in the scene.
        let photo = try runner.state("photo")
        #expect(isClose(photo.scale, 1) && isClose(photo.centre, Self.centre))

        // Input now maps through the camera: a press where the photo now appears in the window
        // lands on the photo.
        let zoom = simulation.camera.zoom
        let photoInWindow = cursor + (Self.centre - cursor) * zoom
        #expect(simulation.hitTest(simulation.windowToScene(photoInWindow)) == (try runner.entity("photo")))
    }

    @Test func theWheelOverThePlaygroundsBackgroundZoomsTheCamera() throws {
        let runner = try SceneRunner("playground")
        let spot = try ReplayDeterminismTests.emptySpot(in: runner.simulation, near: Self.centre)
        let before = runner.simulation.snapshot.entities
        runner.run(TraceBuilder().wheel(at: spot, dy: 1, t: 0.1), until: 0.2)
        #expect(runner.simulation.camera.zoom > 1.01)
        #expect(runner.simulation.snapshot.entities == before)
    }

    @Test func afterTheCameraZoomsAFingerDragsInScenePoints() throws {
        // Touch coordinates are window points; the scene sees them through the camera.
        let runner = try SceneRunner("drag-star")
        let cursor = Point(x: 100, y: 100)
        runner.run(TraceBuilder().wheel(at: cursor, dy: 1, t: 0.05), until: 0.1)
        let zoom = runner.simulation.camera.zoom
        #expect(zoom > 1.01)
        let starInWindow = cursor + (Self.centre - cursor) * zoom
        runner.run(TraceBuilder().drag(1, from: starInWindow, to: starInWindow + Vector(width: 100 * zoom, height: 0),
                                       t: 0.2, duration: 0.3), until: 1.5)
        #expect(isClose(try runner.state("star").centre, Point(x: 740, y: 400), within: 1e-6))
    }

    // MARK: Right button

    @Test func aRightDragTurnsTheShapeAboutItsCentre() throws {
        let runner = try SceneRunner("rotate-square")
        let start = Point(x: 700, y: 400)
        runner.run(TraceBuilder()
            .down(0, at: start, t: 0.1, device: .mouse, button: .right)
            .arc(0, about: Self.centre, radius: 60, from: .zero, sweep: .degrees(90), t: 0.1, duration: 0.4, steps: 24,
                 device: .mouse, button: .right)
            .up(0, at: Point(x: 640, y: 460), t: 0.6, device: .mouse, button: .right), until: 1)
        let square = try runner.state("square")
        // The cursor went a quarter turn clockwise about the centre; so did the square.
        #expect(isClose(square.rotation, 90, within: 1e-6))
        #expect(isClose(square.centre, Self.centre))
        #expect(isClose(square.scale, 1))
        // Right-dragging is not a touch: the scene's own gesture never ran.
        #expect(runner.logEvents(of: "square").isEmpty)
    }

    @Test func aRightDragOnEmptySpaceTurnsNothing() throws {
        let runner = try SceneRunner("rotate-square")
        runner.run(TraceBuilder()
            .down(0, at: Point(x: 100, y: 400), t: 0.1, device: .mouse, button: .right)
            .arc(0, about: Self.centre, radius: 540, from: .degrees(180), sweep: .degrees(-20), t: 0.1, duration: 0.3,
                 device: .mouse, button: .right)
            .up(0, at: Point(x: 100, y: 300), t: 0.5, device: .mouse, button: .right), until: 1)
        #expect(isClose(try runner.state("square").rotation, 0))
    }

    // MARK: Ctrl + left drag

    @Test func ctrlDragPinchesThePhotoAboutThePressPoint() throws {
        let runner = try SceneRunner("photo-zoom")
        // Two virtual fingers, mirrored about the press point, start 80 pt apart; the mouse
        // carries one of them: 40 pt to the right puts them 160 pt apart.
        runner.feed(TraceBuilder()
            .down(0, at: Self.centre, t: 0.1, device: .mouse, mods: .ctrl)
            .moves(0, from: Self.centre, to: Point(x: 680, y: 400), t: 0.1, duration: 0.2, steps: 10,
                   device: .mouse, mods: .ctrl)
            .up(0, at: Point(x: 680, y: 400), t: 0.5, device: .mouse, mods: .ctrl))
        runner.run(until: 0.13)
        let started = try runner.state("photo").scale
        #expect(started > 1 && started < 1.2, "a small first move zooms a little, not \(started)")
        runner.run(until: 0.4)
        let pinched = try runner.state("photo").scale
        #expect(isClose(pinched, 2, within: 0.02), "fingers 80 → 160 pt apart zoomed to \(pinched)")
        runner.run(until: 1)
        // Committed on release.
        let committed = try runner.state("photo").scale
        #expect(isClose(committed, pinched, within: 1e-9))
        #expect(runner.logEvents(of: "photo") == ["began", "ended"])
    }

    @Test func ctrlDragTwistsTheSquare() throws {
        let runner = try SceneRunner("rotate-square")
        // Turning the finger pair by 90°: the mouse carries the right-hand finger from
        // (680, 400) round to (640, 440), that is the mouse from the press point to (600, 440).
        var trace = TraceBuilder().down(0, at: Self.centre, t: 0.1, device: .mouse, mods: .ctrl)
        for i in 1...24 {
            let angle = Double(i) / 24 * .pi / 2
            let finger = Point(x: 640 + 40 * cos(angle), y: 400 + 40 * sin(angle))
            trace = trace.move(0, to: Point(x: finger.x - 40, y: finger.y), t: 0.1 + Double(i) / 60, device: .mouse, mods: .ctrl)
        }
        runner.run(trace.up(0, at: Point(x: 600, y: 440), t: 0.6, device: .mouse, mods: .ctrl), until: 1)
        #expect(isClose(try runner.state("square").rotation, 90, within: 1))
        #expect(runner.logEvents(of: "square") == ["began", "ended"])
    }

    @Test func afterACtrlDragAPlainDragHasNoVirtualFinger() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(TraceBuilder()
            .down(0, at: Self.centre, t: 0.1, device: .mouse, mods: .ctrl)
            .moves(0, from: Self.centre, to: Point(x: 680, y: 400), t: 0.1, duration: 0.2, device: .mouse, mods: .ctrl)
            .up(0, at: Point(x: 680, y: 400), t: 0.35, device: .mouse, mods: .ctrl), until: 0.5)
        let zoomed = try runner.state("photo").scale
        #expect(zoomed > 1.5)
        runner.run(TraceBuilder()
            .drag(0, from: Self.centre, to: Point(x: 700, y: 400), t: 0.6, duration: 0.2, device: .mouse), until: 1.2)
        #expect(isClose(try runner.state("photo").scale, zoomed))
    }

    @Test func losingFocusDuringACtrlDragCancelsThePinch() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(TraceBuilder()
            .down(0, at: Self.centre, t: 0.1, device: .mouse, mods: .ctrl)
            .moves(0, from: Self.centre, to: Point(x: 700, y: 400), t: 0.1, duration: 0.2, device: .mouse, mods: .ctrl)
            .focusLost(t: 0.4), until: 0.35)
        #expect(try runner.state("photo").scale > 1.5)
        runner.run(until: 0.5)
        #expect(isClose(try runner.state("photo").scale, 1))
        #expect(runner.logEvents(of: "photo") == ["began", "cancelled"])
        // A plain drag afterwards has no virtual finger.
        runner.run(TraceBuilder().drag(0, from: Self.centre, to: Point(x: 700, y: 400), t: 0.6, duration: 0.2,
                                       device: .mouse), until: 1.2)
        #expect(isClose(try runner.state("photo").scale, 1))
    }

    @Test func aCtrlDragPinchesAndTwistsButDoesNotDrag() throws {
        // Ctrl+drag emulates two fingers turning and spreading about the press point: a
        // one-finger drag never sees them, so the star stays where it is.
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder()
            .drag(0, from: Self.centre, to: Point(x: 700, y: 430), t: 0.1, duration: 0.3, device: .mouse, mods: .ctrl),
                   until: 1.5)
        #expect(isClose(try runner.state("star").centre, Self.centre))
    }
}
