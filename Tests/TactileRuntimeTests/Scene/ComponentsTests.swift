import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// `Shape` measures its bounding boxes once: `bounds` is `kind.bounds` and `hitBounds` is
/// `hitShape.bounds`, whichever of `kind` and `contentShape` changed last.
@Suite("Shape bounds")
struct ComponentsTests {
    static let kinds: [ShapeKind] = [
        .circle(radius: 30), .rectangle(width: 80, height: 20), .roundedRectangle(width: 50, height: 70, cornerRadius: 8),
        .triangle(width: 60, height: 40), .star(points: 5, radius: 45, innerRatio: 0.4), .text("Hello", size: 24, bold: true),
        .text("", size: 10, bold: false), .photo(width: 300, height: 200), .arrow(radius: 12),
    ]

    static func expectConsistent(_ shape: Shape, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shape.bounds == shape.kind.bounds, comment, sourceLocation: sourceLocation)
        #expect(shape.hitBounds == shape.hitShape.bounds, comment, sourceLocation: sourceLocation)
        #expect(shape.hitShape == (shape.contentShape ?? shape.kind), comment, sourceLocation: sourceLocation)
    }

    @Test func initialisedBoundsMatch() {
        for kind in Self.kinds {
            Self.expectConsistent(Shape(kind), "\(kind)")
            for content in Self.kinds { Self.expectConsistent(Shape(kind, contentShape: content), "\(kind) / \(content)") }
        }
    }

    @Test func changingTheKindRemeasures() {
        var shape = Shape(.circle(radius: 5))
        for kind in Self.kinds {
            shape.kind = kind
            Self.expectConsistent(shape, "kind \(kind)")
            #expect(shape.hitBounds == kind.bounds, "no content shape: the kind is hit")
        }
    }

    @Test func changingTheContentShapeRemeasures() {
        var shape = Shape(.text("label", size: 12, bold: false))
        let kindBounds = shape.bounds
        for content in Self.kinds {
            shape.contentShape = content
            Self.expectConsistent(shape, "content \(content)")
            #expect(shape.hitBounds == content.bounds)
            #expect(shape.bounds == kindBounds, "the kind's box stays")
        }
        shape.contentShape = nil
        Self.expectConsistent(shape, "content removed")
        #expect(shape.hitBounds == kindBounds)
    }

    @Test func changingTheKindUnderAContentShapeKeepsTheHitBounds() {
        var shape = Shape(.circle(radius: 5), contentShape: .rectangle(width: 100, height: 100))
        for kind in Self.kinds {
            shape.kind = kind
            Self.expectConsistent(shape, "kind \(kind)")
            #expect(shape.hitBounds == ShapeKind.rectangle(width: 100, height: 100).bounds)
        }
    }

    @Test func changesInterleavedAndInPlaceStayConsistent() {
        var shape = Shape(.arrow(radius: 3))
        for (i, kind) in Self.kinds.enumerated() {
            shape.kind = kind
            shape.contentShape = i.isMultiple(of: 2) ? Self.kinds[(i + 3) % Self.kinds.count] : nil
            Self.expectConsistent(shape, "step \(i)")
        }
        // Through a store, as scenes change it.
        let world = World()
        let store = world.store(Shape.self)
        let entity = world.spawn()
        store[entity] = Shape(.circle(radius: 10))
        store.modify(entity) { $0.kind = .text("a much longer label", size: 30, bold: true) }
        Self.expectConsistent(store[entity]!, "kind in the store")
        store.modify(entity) { $0.contentShape = .circle(radius: 200) }
        Self.expectConsistent(store[entity]!, "content shape in the store")
        #expect(store[entity]!.hitBounds.size.width == 400)
    }

    @Test func aContentShapeSetAfterSpawningIsWhatHitTestingUses() {
        // A small dot with a large content shape, set after spawning but before the first
        // transform pass (as a declarative scene does): hit across the whole content shape.
        let simulation = Simulation()
        let dot = simulation.spawn(shape: .circle(radius: 5), appearance: Appearance(position: Point(x: 300, y: 300)))
        simulation.shapes.modify(dot) { $0.contentShape = .rectangle(width: 200, height: 200) }
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 395, y: 395)) == dot)
        #expect(simulation.hitTest(Point(x: 205, y: 300)) == dot)
        #expect(simulation.hitTest(Point(x: 405, y: 300)) == nil)
    }
}
