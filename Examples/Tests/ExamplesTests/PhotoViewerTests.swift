import Testing
import Tactile
import PhotoViewer

@Suite("Photo viewer")
struct PhotoViewerTests {
    func scene() -> any SceneContent { DeclarativeScene { PhotoViewer() } }

    @Test func aPinchGrowsThePhotoAboutTheFingers() throws {
        let simulation = try Traces.replay("photo-pinch.jsonl", on: scene(), until: 1)
        let photo = try #require(simulation.state(of: "photo"))
        #expect(near(photo.scale, 2, 0.001), "the fingers spread from 100 to 200 points: \(photo.scale)")
        // The point under the centroid (790, 300) stayed there: the centre moved away from it.
        #expect(near(photo.x, 490) && near(photo.y, 500), "centre \(photo.x), \(photo.y)")
        #expect(near(photo.rotation, 0, 0.01))
    }

    @Test func aDoubleTapZoomsInWhereItTapped() throws {
        let simulation = try Traces.replay("photo-double-tap.jsonl", on: scene(), until: 0.36)
        let zooming = try #require(simulation.state(of: "photo"))
        #expect(zooming.scale < 1.5, "the zoom springs in: \(zooming.scale)")
        try Traces.continue("photo-double-tap.jsonl", on: simulation, until: 4)
        let photo = try #require(simulation.state(of: "photo"))
        #expect(near(photo.scale, 2.5, 0.01), "\(photo.scale)")
        #expect(near(photo.x, 490, 1) && near(photo.y, 325, 1), "about (740, 450): \(photo.x), \(photo.y)")
    }

    @Test func aFlingGoesOnByThePredictedEnd() throws {
        let simulation = try Traces.replay("photo-fling.jsonl", on: scene(), until: 0.3)
        let released = try #require(simulation.state(of: "photo"))
        // The release's tick presents the last live placement: the fling starts from there.
        #expect(near(released.x, 740, 5), "under the finger at release: \(released.x)")
        try Traces.continue("photo-fling.jsonl", on: simulation, until: 0.6)
        let flying = try #require(simulation.state(of: "photo"))
        #expect(flying.x > 760 && flying.x < 985, "slowing down on its way: \(flying.x)")
        try Traces.continue("photo-fling.jsonl", on: simulation, until: 5)
        let rested = try #require(simulation.state(of: "photo"))
        // 500 points/s for the predicted 0.5 s: 250 more points, give or take the fit.
        #expect(near(rested.x, 990, 10) && near(rested.y, 400, 1), "rested at \(rested.x), \(rested.y)")
        #expect(rested.scale == 1)
    }
}
