import Tactile

/// A photo to look at: pinch and twist it about your fingers, drag and fling it, double-tap to
/// zoom in where you tapped and again to fit it back.
///
/// ```swift
/// run(title: "Photo viewer") { PhotoViewer() }
/// ```
///
/// The gesture is `drag & magnify & rotate` beside a double tap, all in window points. While
/// the fingers are down `@GestureState` holds the live placement; a release commits it to
/// `@State`, and how the photo gets to a new resting place (at once, a fling, a spring) is
/// part of that state, so the animation never depends on which callback ran last.
public struct PhotoViewer: EntityView {
    /// Where the photo rests when fitted to the window.
    public static let home = Placement(position: Point(x: 640, y: 400))
    /// How far a double tap zooms in.
    public static let doubleTapZoom = 2.5
    /// The slowest release that flings, in points per second (Flutter's).
    public static let minimumFlingSpeed = 50.0

    @State private var resting = Resting(placement: PhotoViewer.home, arrival: nil)
    @GestureState private var live: Placement? = nil

    public init() {}

    public var body: some EntityView {
        let shown = live ?? resting.placement
        Image("photo")
            .frame(width: 600, height: 400)
            .position(x: shown.position.x, y: shown.position.y)
            .scaleEffect(shown.scale)
            .rotationEffect(shown.rotation)
            .animation(resting.arrival, value: resting.placement)
            .gesture(manipulation.simultaneously(with: doubleTap))
            .name("photo")
    }

    typealias Fingers = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>.Value

    /// One finger pans, two also pinch and twist; a fast one-finger release flings the photo on.
    private var manipulation: some Gesture<Fingers> {
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .simultaneously(with: MagnifyGesture())
            .simultaneously(with: RotateGesture())
            .updating($live) { fingers, live, _ in live = resting.placement.moved(by: fingers) }
            .onEnded { fingers in
                var moved = resting.placement.moved(by: fingers)
                guard moved != resting.placement else { return }  // a tap: nothing moved
                if fingers.first?.second == nil, let drag = fingers.first?.first,
                   drag.velocity.length >= PhotoViewer.minimumFlingSpeed {
                    // On by the drag's predicted end, slowing down as a scroll view does.
                    moved.position = moved.position + (drag.predictedEndTranslation - drag.translation)
                    resting = Resting(placement: moved, arrival: .decay())
                } else {
                    resting = Resting(placement: moved, arrival: nil)
                }
            }
    }

    private var doubleTap: some Gesture<SpatialTapGesture.Value> {
        SpatialTapGesture(count: 2, coordinateSpace: .global).onEnded { tap in
            let zoomed = resting.placement.scale > 1.01 ? PhotoViewer.home
                : resting.placement.zoomed(by: PhotoViewer.doubleTapZoom, about: tap.location)
            resting = Resting(placement: zoomed, arrival: .spring())
        }
    }

    /// Where the photo rests between gestures, and how it gets there (`nil`: at once).
    struct Resting {
        var placement: Placement
        var arrival: Animation?
    }
}

extension Placement {
    /// This placement as the fingers of `drag & magnify & rotate` have moved it so far.
    func moved(by fingers: PhotoViewer.Fingers) -> Placement {
        guard let drag = fingers.first?.first else { return self }
        return manipulated(from: drag.startLocation, to: drag.location,
                           magnification: fingers.first?.second?.magnification ?? 1,
                           rotation: fingers.second?.rotation ?? .zero)
    }
}
