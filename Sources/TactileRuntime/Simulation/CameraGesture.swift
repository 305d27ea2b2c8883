import TactileGestures

/// Two fingers on empty space pan and zoom the camera, for scenes that allow it.
///
/// It works in window points, not scene points: the camera moves the scene under the fingers,
/// so measuring in scene points would feed the camera's own motion back into it. The scene
/// point first under the fingers' centre stays under it; the zoom follows their spread.
struct CameraGesture {
    var fingers: [(id: PointerID, location: Point)] = []
    var baseline: (centre: Point, span: Double, anchor: Point, zoom: Double)?

    var isEmpty: Bool { fingers.isEmpty }
}

extension Simulation {
    /// Follows a pointer event (window points) for the camera gesture.
    func trackCamera(_ event: PointerEvent) {
        switch event.kind {
        case .down:
            guard allowsCameraGestures, cameraGesture.fingers.count < 2, !dispatcher.holdsShape(in: self) else { return }
            let hit = hitTest(windowToScene(event.location))
            guard hit == nil || hit == backgroundEntity else { return }
            cameraGesture.fingers.append((event.pointer, event.location))
            rebaselineCamera()
        case .move:
            guard let i = cameraGesture.fingers.firstIndex(where: { $0.id == event.pointer }) else { return }
            cameraGesture.fingers[i].location = event.location
            followCameraFingers()
        case .up, .cancel:
            guard let i = cameraGesture.fingers.firstIndex(where: { $0.id == event.pointer }) else { return }
            cameraGesture.fingers.remove(at: i)
            rebaselineCamera()
        }
    }

    private func cameraPair() -> (centre: Point, span: Double)? {
        guard cameraGesture.fingers.count == 2 else { return nil }
        let (a, b) = (cameraGesture.fingers[0].location, cameraGesture.fingers[1].location)
        return (Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), a.distance(to: b))
    }

    private func rebaselineCamera() {
        guard let (centre, span) = cameraPair(), span > 1 else {
            cameraGesture.baseline = nil
            return
        }
        cameraGesture.baseline = (centre, span, windowToScene(centre), camera.zoom)
    }

    private func followCameraFingers() {
        guard let baseline = cameraGesture.baseline, let (centre, span) = cameraPair() else { return }
        let zoom = (baseline.zoom * span / baseline.span).clamped(to: 0.1...20)
        let half = Vector(width: windowSize.width / 2, height: windowSize.height / 2)
        let fromCentre = AffineTransform(rotation: camera.rotation).apply(to: (centre - Point(x: half.width, y: half.height)) / zoom)
        let position = baseline.anchor - half - fromCentre
        guard position.isFinite, zoom.isFinite else { return }
        camera.zoom = zoom
        camera.x = position.x
        camera.y = position.y
    }
}
