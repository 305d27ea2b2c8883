import Testing
import TactileGestures
import TactileTestSupport

// MARK: - Pitfall 1 (and pattern 1's ❌ WRONG drag): @State instead of @GestureState

extension Seed003 {
    /// ❌ WRONG: `@State private var offset = CGSize.zero // Should be GestureState`
    struct OffsetThatNeverResets {
        @State var offset = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    offset = value.translation
                }
        }
    }
}

// MARK: - Pitfall 4: not handling gesture cancellation

extension Seed003 {
    /// The preview's life, as the seed's `showPreview` / `hidePreview` / `commitChange` see it.
    struct PreviewLog {
        var preview: Point? = nil
        var committed: Point? = nil
        var hides = 0
    }

    /// ❌ WRONG (Assumes gesture always completes)
    struct PreviewAssumingCompletion {
        @State var log = PreviewLog()

        var gesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    showPreview(at: value.location)
                }
                .onEnded { value in
                    hidePreview()
                    commitChange(at: value.location)
                }
        }

        func showPreview(at location: Point) { log.preview = location }
        func hidePreview() { log.preview = nil; log.hides += 1 }
        func commitChange(at location: Point) { log.committed = location }
    }

    /// ✅ CORRECT (GestureState auto-resets)
    struct PreviewWithGestureState {
        @GestureState var isDragging = false
        @State var log = PreviewLog()

        var gesture: some Gesture {
            DragGesture()
                .updating($isDragging) { _, state, _ in
                    state = true
                }
                .onChanged { value in
                    if isDragging {
                        showPreview(at: value.location)
                    }
                }
                .onEnded { value in
                    commitChange(at: value.location)
                }
        }

        /// The action of `.onChange(of: isDragging) { _, newValue in … }`, verbatim.
        var onChangeOfIsDragging: (Bool, Bool) -> Void {
            { _, newValue in
                if !newValue {
                    hidePreview() // Cleanup when cancelled
                }
            }
        }

        /// What SwiftUI does after each update: if `isDragging` differs from what the view last
        /// showed, run the `onChange` action with the old and new values.
        @State var shownIsDragging = false
        func render() {
            guard isDragging != shownIsDragging else { return }
            let oldValue = shownIsDragging
            shownIsDragging = isDragging
            onChangeOfIsDragging(oldValue, isDragging)
        }

        func showPreview(at location: Point) { log.preview = location }
        func hidePreview() { log.preview = nil; log.hides += 1 }
        func commitChange(at location: Point) { log.committed = location }
    }

    /// Beyond SwiftUI: the ❌ WRONG snippet fixed with Tactile's `onCancelled`, so the cancel is
    /// handled directly rather than inferred from a GestureState reset.
    struct PreviewWithOnCancelled {
        @State var log = PreviewLog()
        @State var cancellations = 0

        var gesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    showPreview(at: value.location)
                }
                .onEnded { value in
                    hidePreview()
                    commitChange(at: value.location)
                }
                .onCancelled {
                    hidePreview()
                    cancellations += 1
                }
        }

        func showPreview(at location: Point) { log.preview = location }
        func hidePreview() { log.preview = nil; log.hides += 1 }
        func commitChange(at location: Point) { log.committed = location }
    }
}

// MARK: - Pitfall 5: forgetting coordinateSpace

extension Seed003 {
    struct Annotations {
        @State var annotations: [Point] = []

        /// ❌ WRONG (Location relative to view, not screen)
        var localGesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    // value.location is relative to the gesture's view
                    addAnnotation(at: value.location)
                }
        }

        /// ✅ CORRECT (Specify coordinate space)
        var containerGesture: some Gesture {
            DragGesture(coordinateSpace: .named("container"))
                .onChanged { value in
                    addAnnotation(at: value.location) // Relative to "container"
                }
        }

        func addAnnotation(at location: Point) { annotations.append(location) }
    }
}

// MARK: - Performance: minimize work in .onChanged

extension Seed003 {
    /// Stand-ins for the seed's expensive calls, counting how often they run.
    struct Workload {
        var calculations = 0
        var databaseWrites = 0
        var reloads = 0
    }

    /// ❌ SLOW
    struct SlowDrag {
        @State var work = Workload()

        var gesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    // Called 60-120 times per second!
                    let position = complexCalculation(value.translation)
                    updateDatabase(position) // ❌ I/O in gesture
                    reloadAllViews() // ❌ Heavy work
                }
        }

        func complexCalculation(_ translation: Vector) -> Vector { work.calculations += 1; return translation }
        func updateDatabase(_ position: Vector) { work.databaseWrites += 1 }
        func reloadAllViews() { work.reloads += 1 }
    }

    /// ✅ FAST
    struct FastDrag {
        @GestureState var dragOffset = Vector.zero
        @State var work = Workload()
        @State var stored = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation // Minimal work
                }
                .onEnded { value in
                    // Heavy work once, not 120 times/second
                    let finalPosition = complexCalculation(value.translation)
                    updateDatabase(finalPosition)
                }
        }

        func complexCalculation(_ translation: Vector) -> Vector { work.calculations += 1; return translation }
        func updateDatabase(_ position: Vector) { work.databaseWrites += 1; stored = position }
        /// `.offset(dragOffset) // Cheap - just layout`
        var offset: Vector { dragOffset }
    }
}
