import TactileECS
import TactileGestures

/// A control that runs its action when a press on it is released on it (SwiftUI's `Button`).
///
/// ```swift
/// Button("Submit") { submissions += 1 }
///     .frame(width: 160, height: 50)
///
/// Button { isPlaying.toggle() } label: {
///     Image(systemName: "play.circle.fill").font(.system(size: 44))
/// }
/// ```
///
/// It is pressed while a pointer that went down on it stays within 70 points of its frame
/// (leaving and coming back presses it again), and drawn by the ``ButtonStyle`` in effect
/// (``EntityView/buttonStyle(_:)``; the default dims it to half opacity at once). The action
/// runs once when that pointer is released within the region — not when it is released beyond
/// it, nor when the press is cancelled (focus lost, a pointer cancel, an enclosing gesture
/// taking over) or another pointer took the press. Its gesture is attached with `.gesture`, so
/// it takes precedence over its ancestors' `.gesture`s. It takes keyboard focus (Tab); Return
/// or Space run the action, which is also its accessibility default action, and its title (or
/// the text of its label) is its accessibility label. Built from public parts: a
/// `PressGesture`, a `@GestureState` and the style, so a control of your own can start from
/// this one. One entity for the style's shape plus the label's; O(label) per evaluation.
public struct Button<Label: EntityView>: EntityView {
    @GestureState private var isPressed = false
    private let role: ButtonRole?
    private let action: () -> Void
    private let label: Label
    private let title: String?

    /// A button drawn with `label`: `Button { save() } label: { Text("Save") }`.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @EntityBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
        title = nil
    }

    public var body: some EntityView {
        let label = label.resolve()
        let configuration = ButtonStyleConfiguration(label: .init(label, isTitle: title != nil),
                                                     isPressed: isPressed, role: role)
        ButtonStyleEnvironment.current.makeBody(configuration: configuration)
            .gesture(
                PressGesture()
                    .updating($isPressed) { value, isPressed, _ in
                        isPressed = value.isPressed
                    }
                    .onEnded { _ in
                        action()
                    }
            )
            .accessibilityAction { action() }
            .accessibilityLabel(title ?? label.accessibilityText)
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`: `Button("Submit") { submit() }`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.role = role
        self.action = action
        label = Text(title)
        self.title = title
    }
}

/// What a button does, for styles that show it (SwiftUI's `ButtonRole`).
///
/// ```swift
/// Button("Delete", role: .destructive) { rows.remove(at: index) }
/// ```
///
/// A plain value; the built-in styles tint a destructive button red.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or removes something.
    case destructive
    /// Dismisses without doing anything.
    case cancel
}

extension EntityNode {
    /// The text of the label's texts, depth first, joined by spaces (`nil` when it has none):
    /// what a button without a title is read out as.
    var accessibilityText: String? {
        var texts: [String] = []
        var stack = [self]
        while let node = stack.popLast() {
            if let label = node.accessibilityLabel {
                texts.append(label)
                continue
            }
            if case .text(let string)? = node.template { texts.append(string) }
            stack.append(contentsOf: node.children.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
}
