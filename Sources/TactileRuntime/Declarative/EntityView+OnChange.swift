import TactileECS
import TactileGestures

/// A value an `onChange(of:initial:_:)` modifier watches, and what it runs when it changes.
public struct ChangeWatch {
    let value: AnyEquatable
    let initial: Bool
    let action: (Any, Any) -> Void
}

extension EntityView {
    /// Runs `action` with the old and the new value whenever `value` differs from the last
    /// evaluation's, and once with the first value as both when `initial` (SwiftUI's
    /// `onChange(of:initial:_:)` with the two-argument closure).
    ///
    /// ```swift
    /// Circle().onChange(of: isDragging) { wasDragging, dragging in if !dragging { drops += 1 } }
    /// ```
    ///
    /// One comparison per evaluation of the body; the actions run after the scene is brought up
    /// to date (in the scene stage, after the gesture step), in the order of the entities, and
    /// state they change is shown on the next tick.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> EntityNode {
        modified { node in
            node.changeWatches.append(ChangeWatch(value: AnyEquatable(value), initial: initial) { old, new in
                guard let old = old as? V, let new = new as? V else { return }
                action(old, new)
            })
        }
    }

    /// The same with a closure of no arguments (SwiftUI's `onChange(of:initial:_:)`'s other form).
    ///
    /// ```swift
    /// Rectangle().onChange(of: selection) { log("selection changed") }
    /// ```
    ///
    /// The cost of the two-argument form.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> EntityNode {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
}

extension DeclarativeScene {
    /// The actions of `node`'s watches whose value changed since `previous` (all of them with
    /// `initial` on a first evaluation), and the values to remember.
    static func changes(of node: EntityNode, previous: [AnyEquatable]?) -> (actions: [() -> Void], values: [AnyEquatable]) {
        var actions: [() -> Void] = []
        for (slot, watch) in node.changeWatches.enumerated() {
            let new = watch.value.value
            if let previous, slot < previous.count {
                if !previous[slot].equals(watch.value) {
                    let old = previous[slot].value
                    actions.append { watch.action(old, new) }
                }
            } else if watch.initial {
                actions.append { watch.action(new, new) }
            }
        }
        return (actions, node.changeWatches.map(\.value))
    }
}
