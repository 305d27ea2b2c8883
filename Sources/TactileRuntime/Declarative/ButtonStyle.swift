import TactileECS
import TactileGestures

/// How buttons look, given whether they are pressed (SwiftUI's `ButtonStyle`).
///
/// ```swift
/// struct ShrinkingStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some EntityView {
///         RoundedRectangle(cornerRadius: 28)
///             .fill(.orange)
///             .frame(width: 180, height: 56)
///             .overlay(configuration.label.foregroundColor(.white))
///             .scaleEffect(configuration.isPressed ? 0.9 : 1)
///     }
/// }
///
/// Button("Play") { play() }.buttonStyle(ShrinkingStyle())
/// ```
///
/// The body's outermost entity is the button's: it takes the button's gesture, focus and
/// modifiers (a `.frame` after the button sizes it). It is built again whenever the press
/// changes, in O(the body).
public protocol ButtonStyle {
    /// The entity view the style makes.
    associatedtype Body: EntityView
    /// The button's label, press and role.
    typealias Configuration = ButtonStyleConfiguration
    /// The button as this style draws it.
    @EntityBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given (SwiftUI's `ButtonStyleConfiguration`).
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
///
/// A plain value holding the label's description.
public struct ButtonStyleConfiguration {
    /// The button's label, as an entity view to place in the style's body.
    public struct Label: EntityView {
        public typealias Body = Never
        let node: EntityNode
        /// Whether it is the text made from the button's title (the styles tint it).
        let isTitle: Bool

        init(_ node: EntityNode, isTitle: Bool) {
            self.node = node
            self.isTitle = isTitle
        }

        /// The label's description; O(1).
        public func resolve() -> EntityNode { node }
    }

    /// The label.
    public let label: Label
    /// Whether a pointer holds the button within its region now.
    public let isPressed: Bool
    /// The button's role, if it was given one.
    public let role: ButtonRole?
}

/// A ``ButtonStyle`` with its type erased, as the environment keeps it.
struct AnyButtonStyle: ButtonStyle, @unchecked Sendable {  // read during one evaluation, on its thread
    private let body: (ButtonStyleConfiguration) -> EntityNode

    init<S: ButtonStyle>(_ style: S) { body = { style.makeBody(configuration: $0).resolve() } }

    func makeBody(configuration: Configuration) -> EntityNode { body(configuration) }
}

/// The style that buttons resolved now take: ``EntityView/buttonStyle(_:)`` sets it around the
/// resolution of the view it modifies.
enum ButtonStyleEnvironment {
    @TaskLocal static var current = AnyButtonStyle(DefaultButtonStyle())
}

extension EntityView {
    /// Draws the buttons in this view with `style` (SwiftUI's `buttonStyle(_:)`).
    ///
    /// ```swift
    /// Button("Submit") { submit() }
    ///     .buttonStyle(.borderedProminent)
    ///     .frame(width: 160, height: 50)
    /// ```
    ///
    /// It reaches every button built while this view is: the button itself, and those a view's
    /// `body` makes. A button already resolved — by a modifier before this one, or by a
    /// container built around it — keeps its style, so put `.buttonStyle` first. The cost of
    /// resolving the view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> EntityNode {
        ButtonStyleEnvironment.$current.withValue(AnyButtonStyle(style)) { resolve() }
    }
}

/// The colour of buttons' tint: the system's blue.
let buttonTint = Color(red: 0, green: 0.48, blue: 1)

extension ButtonStyleConfiguration {
    /// The tint for this button's role: red for destructive ones.
    var tint: Color { role == .destructive ? .red : buttonTint }

    /// The rounded shape the built-in styles draw under the label: the label's size with
    /// room around it (a `.frame` on the button replaces it), filled with `fill`, the label
    /// in `text`, and both at half opacity while pressed.
    func capsule(fill: Color, text: Color) -> EntityNode {
        let size = label.node.shapeKind?.bounds.size ?? Vector(width: 60, height: 20)
        let opacity = isPressed ? 0.5 : 1
        return RoundedRectangle(cornerRadius: 10)
            .fill(fill)
            .frame(width: size.width + 28, height: size.height + 16)
            .overlay(label.node.tinting(label.isTitle ? text : nil).fading(opacity))
            .opacity(opacity)
    }
}

/// The default look: a lightly tinted rounded shape with the title in the tint, at half
/// opacity while pressed (SwiftUI's `.automatic`, as a bordered button).
///
/// ```swift
/// Button("Submit") { submit() }.buttonStyle(.automatic)
/// ```
///
/// Two entities and the label's; O(label).
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The tinted shape and label.
    public func makeBody(configuration: Configuration) -> some EntityView {
        let tint = configuration.tint
        configuration.capsule(fill: Color(red: 0.85 + 0.15 * tint.red, green: 0.85 + 0.15 * tint.green,
                                          blue: 0.85 + 0.15 * tint.blue),
                              text: tint)
    }
}

/// A shape filled with the tint and the title in white, at half opacity while pressed
/// (SwiftUI's `.borderedProminent`).
///
/// ```swift
/// Button("Submit") { submit() }.buttonStyle(.borderedProminent)
/// ```
///
/// Two entities and the label's; O(label).
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}
    /// The filled shape and white label.
    public func makeBody(configuration: Configuration) -> some EntityView {
        configuration.capsule(fill: configuration.tint, text: .white)
    }
}

/// The label alone, at half opacity while pressed (SwiftUI's `.plain`).
///
/// ```swift
/// Button { favourite.toggle() } label: { Star().frame(width: 44, height: 44) }
///     .buttonStyle(.plain)
/// ```
///
/// The label's entities; O(label).
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some EntityView {
        configuration.label.node.fading(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default look: `.buttonStyle(.automatic)`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A tint-filled shape: `.buttonStyle(.borderedProminent)`.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone: `.buttonStyle(.plain)`.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension EntityNode {
    /// This node and its subtree with `opacity` multiplied in (a parent's opacity does not
    /// reach its children's drawing).
    func fading(_ opacity: Double) -> EntityNode {
        var node = self
        node.opacity *= opacity
        node.touch(.opacity)
        node.children = children.map { $0.fading(opacity) }
        return node
    }

    /// This node and its subtree with the text entities still in the default black drawn in
    /// `color` (`nil`: as they are).
    func tinting(_ color: Color?) -> EntityNode {
        guard let color else { return self }
        var node = self
        if case .text? = template, fill == .black {
            node.fill = color
            node.touch(.fill)
        }
        node.children = children.map { $0.tinting(color) }
        return node
    }
}
