import TactileECS
import TactileGestures

/// Which gestures an attachment enables: the attached gesture, its subviews', both or none
/// (SwiftUI's `GestureMask`).
///
/// ```swift
/// list.gesture(DragGesture().onChanged { reorder($0) }, including: .gesture)   // rows' taps off
/// ```
///
/// A one-byte option set, read once when an interaction starts.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to an entity, and how it composes with the gestures of its children.
public struct GestureAttachment {
    public enum Priority: Hashable, Sendable {
        /// `.gesture`: children first (`children.exclusively(before: g)`).
        case normal
        /// `.highPriorityGesture`: this first (`g.exclusively(before: children)`).
        case high
        /// `.simultaneousGesture`: both (`children.simultaneously(with: g)`).
        case simultaneous
    }

    public var priority: Priority
    public var mask: GestureMask
    /// Whether it is a scroll view's pan, which its content's gestures come before until it
    /// starts, and which then cancels them but for `.simultaneousGesture` ones (``ScrollArbitration``).
    var scrollsContent = false
    /// A fresh recognizer of the gesture, erased, seeing the coordinate spaces it is given.
    public let makeRecognizer: () -> AnyGesture<Void>.Recognizer
    /// The same, seeing the attached entity's coordinate spaces: what the runtime attaches.
    @usableFromInline let makeEntityRecognizer: (EntitySpace) -> AnyGesture<Void>.Recognizer

    /// Inlinable, so that the recognizer is erased where the gesture's type is known and runs
    /// specialised, behind one dynamic call per input.
    @inlinable public init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        self.priority = priority
        self.mask = mask
        makeRecognizer = { AnyGesture<Void>.Recognizer(gesture.makeRecognizer(), transform: { _ in }) }
        makeEntityRecognizer = { space in
            AnyGesture<Void>.Recognizer(EntityRecognizer(base: gesture.makeRecognizer(), space: space), transform: { _ in })
        }
    }
}

extension EntityView {
    /// Attaches `gesture`; gestures of children take precedence (SwiftUI's
    /// `gesture(_:including:)`). `mask` keeps this gesture (`.gesture`), the children's
    /// (`.subviews`), both (`.all`) or neither (`.none`).
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    /// card.gesture(TapGesture().onEnded { flip() }, including: .gesture)   // the card's buttons go dead
    /// ```
    ///
    /// One recognizer per attachment, composed with the children's when an interaction starts
    /// on the entity; then one dynamic call per input.
    @inlinable public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> EntityNode {
        modified { $0.attachments.append(GestureAttachment(gesture, priority: .normal, mask: mask)) }
    }

    /// Attaches `gesture` with precedence over the gestures of children: they run only if it
    /// fails (SwiftUI's `highPriorityGesture(_:including:)`; `mask` as for `gesture`).
    ///
    /// ```swift
    /// panel.highPriorityGesture(DragGesture().onEnded { move($0) })   // a drag on a knob moves the panel
    /// ```
    ///
    /// The cost of `gesture(_:including:)`.
    @inlinable public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> EntityNode {
        modified { $0.attachments.append(GestureAttachment(gesture, priority: .high, mask: mask)) }
    }

    /// Attaches `gesture` to be recognized together with the gestures of children (SwiftUI's
    /// `simultaneousGesture(_:including:)`; `mask` as for `gesture`).
    ///
    /// ```swift
    /// card.simultaneousGesture(TapGesture().onEnded { analytics.log("tap") })   // buttons still work
    /// ```
    ///
    /// The cost of `gesture(_:including:)`.
    @inlinable public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> EntityNode {
        modified { $0.attachments.append(GestureAttachment(gesture, priority: .simultaneous, mask: mask)) }
    }

    /// SwiftUI's shorthand for a tap gesture: `count` taps run `action`.
    ///
    /// ```swift
    /// Star().onTapGesture(count: 2) { isFavourite.toggle() }
    /// ```
    ///
    /// A `TapGesture` attached with `.gesture`; its cost.
    @inlinable public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> EntityNode {
        gesture(TapGesture(count: count).onEnded { action() })
    }
}
