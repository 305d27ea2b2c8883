import TactileGestures
import TactileECS
import TactileRuntime

// Seed 003, Pitfall 3 ("Using .gesture() Instead of Button"), done right.

/// A `Button` rather than a hand-made `onTapGesture`: it dims while pressed, forgets a press
/// dragged away or cancelled, takes keyboard focus, and reads out its title.
struct SubmitButton: EntityView {
    let environment: SceneEnvironment
    @State private var submissions = 0

    func submit() {
        submissions += 1
        environment.log("submit", "submitted")
    }

    var body: some EntityView {
        Button("Submit") {
            submit()
        }
        .frame(width: 160, height: 50)
        .accessibilityValue(Double(submissions))
        .name("submit")
    }
}
