import Foundation
import TactileECS
import TactileGestures

/// The final state of a simulation, as the state file reports it (SPEC §8).
public struct StateSnapshot: Hashable, Sendable {
    /// One named entity as presented: `snapshot.entities.first { $0.name == "star" }?.x`.
    public struct EntityState: Hashable, Sendable {
        /// The entity's name.
        public var name: String
        /// The centre in scene points, the rotation in degrees (clockwise), scale and opacity.
        public var x, y, rotation, scale, opacity: Double
        /// The presented fill as `#RRGGBB`.
        public var color: String
        /// Whether it has an outline.
        public var border: Bool
        /// The presented shadow radius.
        public var shadow: Double
        /// Whether it is selected.
        public var selected: Bool
        /// Whether it has keyboard focus.
        public var focused: Bool
        /// The adjustable value, where it has one.
        public var value: Double?
        /// The accessibility label (a button's title), where it has one.
        public var label: String?
        /// A scroll view's content offset (`scroll_x`, `scroll_y`): positive when the content
        /// has moved left or up; `nil` for everything else.
        public var scroll: Vector? = nil
    }

    /// The time of the last tick, in seconds.
    public var time: Double
    /// The last tick.
    public var tick: UInt64
    /// The camera.
    public var camera: Camera
    /// Every named entity, in the order they were spawned.
    public var entities: [EntityState]
    /// Gesture and scene events, in time order.
    public var log: [LogEntry]
}

extension Simulation {
    /// Presented values of every named entity, in scene order, and the log.
    public var snapshot: StateSnapshot {
        let scrolls = world.store(ScrollState.self)
        let labels = world.existing(AccessibilityLabel.self)
        let entities: [StateSnapshot.EntityState] = names.entities.sorted { $0.index < $1.index }.compactMap { entity in
            guard let name = names[entity]?.value, let presentation = presentations[entity] else { return nil }
            let appearance = presentation.appearance
            let world = transforms[entity]?.current ?? .identity
            let centre = world.apply(to: Point.zero)
            let axis = world.apply(to: Vector(width: 1, height: 0))
            let status = statuses[entity] ?? Status()
            return .init(name: name, x: centre.x, y: centre.y,
                         rotation: atan2(axis.height, axis.width) * 180 / .pi,
                         scale: axis.length, opacity: appearance.opacity,
                         color: appearance.fill.hex, border: appearance.border != nil,
                         shadow: appearance.shadowRadius, selected: status.selected,
                         focused: focused == entity, value: status.value, label: labels?[entity]?.text,
                         scroll: scrolls.isEmpty ? nil : scrolls[entity]?.offset)
        }
        return StateSnapshot(time: now, tick: tick, camera: camera, entities: entities, log: log)
    }
}

extension StateSnapshot {
    /// The state file's JSON: keys in the documented order, numbers rounded to 1e-6 so that
    /// the same run prints the same bytes, one entity and one log entry per line.
    public var json: String {
        var out = "{\"time\": \(Self.number(time)), \"tick\": \(tick),\n"
        out += " \"camera\": {\"x\": \(Self.number(camera.x)), \"y\": \(Self.number(camera.y)), "
        out += "\"zoom\": \(Self.number(camera.zoom)), \"rotation\": \(Self.number(camera.rotation.degrees))},\n"
        out += " \"entities\": ["
        out += entities.map { e in
            "\n   {\"name\": \(Self.string(e.name)), \"x\": \(Self.number(e.x)), \"y\": \(Self.number(e.y)), "
                + "\"rotation\": \(Self.number(e.rotation)), \"scale\": \(Self.number(e.scale)), "
                + "\"opacity\": \(Self.number(e.opacity)), \"color\": \"\(e.color)\", \"border\": \(e.border), "
                + "\"shadow\": \(Self.number(e.shadow)), \"selected\": \(e.selected), \"focused\": \(e.focused), "
                + "\"value\": \(e.value.map(Self.number) ?? "null"), \"label\": \(e.label.map(Self.string) ?? "null")"
                + (e.scroll.map { ", \"scroll_x\": \(Self.number($0.width)), \"scroll_y\": \(Self.number($0.height))" } ?? "") + "}"
        }.joined(separator: ",")
        out += "\n ],\n \"log\": ["
        out += log.map { entry in
            "\n   {\"t\": \(Self.number(entry.time)), \"entity\": \(Self.string(entry.entity)), \"event\": \(Self.string(entry.event))}"
        }.joined(separator: ",")
        out += "\n ]}\n"
        return out
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e12 else { return "\(value)" }  // rounding to 1e-6 would overflow
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
