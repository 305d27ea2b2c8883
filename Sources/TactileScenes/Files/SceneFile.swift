import Foundation
import TactileGestures
import TactileECS
import TactileRuntime

/// A scene described in a JSON file: shapes, colours, positions, parents, and each entity's
/// gesture as a composition expression.
///
/// ```json
/// {"scene": 1,
///  "entities": [
///    {"name": "board", "shape": "roundedRectangle", "width": 600, "height": 400, "x": 640, "y": 400,
///     "color": "#8E8E93", "gesture": "drag"},
///    {"name": "chip", "parent": "board", "shape": "circle", "radius": 40, "color": "#FF9500",
///     "gesture": "longPress(0.5) >> (drag & magnify & rotate)", "attach": "highPriority"}]}
/// ```
///
/// Shapes: `circle` (`radius`), `rectangle` and `roundedRectangle` (`width`, `height`,
/// `cornerRadius`), `triangle` (`width`, `height`), `star` (`radius`, `points`), `text`
/// (`text`, `size`), `photo` (`width`, `height`). Placement: `x`, `y` (in the parent's space
/// when there is a `parent`, whose centre is its origin), `rotation` (degrees), `scale`,
/// `opacity`, `z`. `attach` is `gesture` (default), `highPriority` or `simultaneous`; `mask`
/// is `all` (default), `gesture`, `subviews` or `none`. An entity with `layout` (`vstack`,
/// `hstack`, `zstack`; with `spacing`, `alignment`, `padding`) places its children, and one
/// with `scroll` (`vertical`, `horizontal`, `both`) scrolls them, and one with `button` (its
/// title) is a button that logs `clicked` (``ContainerLayout``).
///
/// What the gestures do: a drag moves the entity, magnify scales it and rotate turns it (kept
/// when the whole gesture ends, undone when it is cancelled); a tap toggles `selected`; a long
/// press shows a shadow while it is held; a swipe logs its direction. Every error names the
/// file, line and column, and what was expected there.
public struct SceneFile: SceneContent {
    public struct Entity {
        var name: String
        var parent: String?
        var shape: ShapeKind
        var appearance: Appearance
        var zIndex: Double
        var gesture: GestureExpression?
        /// The gesture as the file writes it (what the composition bar shows).
        var gestureText: String?
        var priority: GestureAttachment.Priority
        var mask: GestureMask
        /// What it does with its children: stacks or scrolls them (`layout`, `scroll`).
        var container: ContainerLayout? = nil
        /// A button's title (`button`): it presses and logs `clicked`.
        var buttonTitle: String? = nil
    }

    public var path: String
    public var windowSize: Vector?
    var entities: [Entity]

    public func fresh() -> any SceneContent { self }

    /// Reads and checks a scene file; `regularFileOnly` refuses, unread, anything but a regular
    /// file (a reload after a save: a folder, a FIFO, a link to `/dev/zero`).
    ///
    /// ```swift
    /// let file = try SceneFile.read(path: "desk.json")
    /// ```
    ///
    /// O(size of the file).
    public static func read(path: String, regularFileOnly: Bool = false) throws(InputFileError) -> SceneFile {
        try parse(utf8: InputFile.bytes(atPath: path, regularFileOnly: regularFileOnly), path: path)
    }

    public static func parse(_ text: String, path: String = "<scene>") throws(InputFileError) -> SceneFile {
        try parse(utf8: Array(text.utf8), path: path)
    }

    /// Parses a scene file from its UTF-8 bytes.
    public static func parse(utf8 bytes: [UInt8], path: String = "<scene>") throws(InputFileError) -> SceneFile {
        let root: JSONValue
        do {
            root = try JSONReader.parse(utf8: bytes)
        } catch {
            throw InputFileError(file: path, line: error.line, column: error.column, problem: "invalid JSON: \(error.problem)")
        }
        let reader = Reader(path: path)
        guard case .object = root else { throw InputFileError(file: path, line: 1, column: 1, problem: "expected a JSON object") }
        var file = SceneFile(path: path, windowSize: nil, entities: [])
        if let window = root["window"] {
            file.windowSize = Vector(width: try reader.windowSide(window, "width"), height: try reader.windowSide(window, "height"))
        }
        guard let list = root["entities"] else { throw InputFileError(file: path, line: 1, column: 1, problem: "expected an \"entities\" list") }
        guard case .array(let items) = list.value else { throw reader.failure(list, "expected a list of entities") }
        let members = items.enumerated().map { index, item in
            JSONMember(key: "entities[\(index)]", value: item.value, line: item.line, column: item.column)
        }
        let parents = Self.declaredParents(members)
        var names = Set<String>()
        for member in members {
            let entity = try reader.entity(member)
            guard names.insert(entity.name).inserted else {
                throw reader.failure(member.value["name"] ?? member, "a second entity named \(InputFileError.quote(entity.name))")
            }
            if let parent = entity.parent, let field = member.value["parent"], !names.contains(parent) || parent == entity.name {
                throw reader.failure(field, Self.parentProblem(of: entity.name, parent: parent, parents: parents))
            }
            file.entities.append(entity)
        }
        return file
    }

    /// Each listed entity's parent, by name, as far as the file says (for error messages).
    private static func declaredParents(_ members: [JSONMember]) -> [String: String] {
        var parents: [String: String] = [:]
        for member in members {
            guard case .string(let name)? = member.value["name"]?.value else { continue }
            if case .string(let parent)? = member.value["parent"]?.value, parents[name] == nil { parents[name] = parent }
            else if parents[name] == nil { parents[name] = "" }
        }
        return parents
    }

    /// Why `parent` cannot be `name`'s parent: itself, a cycle, unknown, or listed later.
    /// Entities are installed in file order, so a parent comes before its children; a cycle
    /// can never be listed so, and is named as such.
    private static func parentProblem(of name: String, parent: String, parents: [String: String]) -> String {
        if parent == name { return "\(InputFileError.quote(name)) names itself as its parent" }
        guard parents[parent] != nil else {
            return "parent \(InputFileError.quote(parent)) of \(InputFileError.quote(name)) is not an entity of this file"
        }
        var chain = [name, parent]
        var seen: Set<String> = [name, parent]
        while let next = parents[chain[chain.count - 1]], !next.isEmpty {
            chain.append(next)
            if next == name {
                let shown = chain.count <= 6 ? chain : Array(chain.prefix(3)) + ["…"] + Array(chain.suffix(2))
                let names = shown.map { $0 == "…" ? $0 : InputFileError.quote($0, limit: 20) }.joined(separator: " → ")
                return "parents form a cycle of \(chain.count - 1) entities: \(names)"
            }
            guard seen.insert(next).inserted else { break }
        }
        return "parent \(InputFileError.quote(parent)) must be listed before \(InputFileError.quote(name))"
    }

    public func install(in simulation: Simulation) {
        var ids: [String: TactileECS.Entity] = [:]
        let (placed, scrollContents) = laidOut()
        for entity in placed {
            let id = simulation.spawn(name: entity.name, shape: entity.shape, appearance: entity.appearance,
                                      parent: entity.parent.flatMap { ids[$0] }, zIndex: entity.zIndex)
            ids[entity.name] = id
            if let gesture = entity.gesture {
                let source = GestureSource(expression: entity.gestureText ?? "", priority: entity.priority, mask: entity.mask)
                GestureEditing.attach(gesture, source, to: id, in: simulation)
            }
        }
        makeControls(ids, contents: scrollContents, in: simulation)
    }

    /// Typed access to members, failing at their position.
    struct Reader {
        let path: String

        func failure(_ member: JSONMember, _ problem: String, offset: Int = 0) -> InputFileError {
            InputFileError(file: path, line: member.line, column: member.column + offset, problem: problem)
        }

        func number(_ member: JSONMember, _ key: String, positive: Bool = false) throws(InputFileError) -> Double {
            guard let field = member.value[key] else { throw failure(member, "expected \"\(key)\"") }
            guard let value = field.value.double else { throw failure(field, "\"\(key)\" must be a number") }
            if positive, value <= 0 { throw failure(field, "\"\(key)\" must be positive") }
            return value
        }

        func number(_ member: JSONMember, _ key: String, default value: Double, positive: Bool = false) throws(InputFileError) -> Double {
            member.value[key] == nil ? value : try number(member, key, positive: positive)
        }

        /// A window's width or height: from 1 to ``Trace/maximumWindowSide`` points, as traces.
        func windowSide(_ member: JSONMember, _ key: String) throws(InputFileError) -> Double {
            let value = try number(member, key)
            guard value >= 1, value <= Trace.maximumWindowSide else {
                throw failure(member.value[key] ?? member, "\"\(key)\" must be from 1 to \(Int(Trace.maximumWindowSide)), not \(value)")
            }
            return value
        }

        func string(_ member: JSONMember, _ key: String) throws(InputFileError) -> String? {
            guard let field = member.value[key] else { return nil }
            guard case .string(let value) = field.value else { throw failure(field, "\"\(key)\" must be a string") }
            return value
        }

        func entity(_ member: JSONMember) throws(InputFileError) -> Entity {
            guard case .object = member.value else { throw failure(member, "expected an entity object") }
            guard let name = try string(member, "name"), !name.isEmpty else { throw failure(member, "expected a \"name\"") }
            let shapeName = try string(member, "shape") ?? "rectangle"
            let width = try number(member, "width", default: 100, positive: true)
            let height = try number(member, "height", default: 100, positive: true)
            let radius = try number(member, "radius", default: 50, positive: true)
            let shape: ShapeKind
            switch shapeName {
            case "circle": shape = .circle(radius: radius)
            case "rectangle": shape = .rectangle(width: width, height: height)
            case "roundedRectangle":
                shape = .roundedRectangle(width: width, height: height, cornerRadius: try number(member, "cornerRadius", default: 16))
            case "triangle": shape = .triangle(width: width, height: height)
            case "star":
                let points = try number(member, "points", default: 5, positive: true)
                shape = .star(points: Int(points.clamped(to: 2...64)), radius: radius, innerRatio: 0.45)
            case "text": shape = .text(try string(member, "text") ?? name, size: try number(member, "size", default: 24, positive: true), bold: true)
            case "photo": shape = .photo(width: width, height: height)
            default:
                let field = member.value["shape"].map { $0 } ?? member
                throw failure(field, "unknown shape \(InputFileError.quote(shapeName)); expected circle, rectangle, roundedRectangle, triangle, star, text or photo")
            }
            var color = Color.gray
            if let hex = try string(member, "color") {
                guard let parsed = Color(hex: hex) else { throw failure(member.value["color"]!, "expected a colour as \"#RRGGBB\"") }
                color = parsed
            }
            let appearance = Appearance(
                position: Point(x: try number(member, "x", default: 640), y: try number(member, "y", default: 400)),
                rotation: .degrees(try number(member, "rotation", default: 0)),
                scale: try number(member, "scale", default: 1, positive: true),
                opacity: try number(member, "opacity", default: 1).clamped(to: 0...1), fill: color)
            var gesture: GestureExpression?
            if let text = try string(member, "gesture") {
                do {
                    gesture = try GestureExpression.parse(text)
                } catch {
                    // The column of the character in the file: past the value's opening quote.
                    throw failure(member.value["gesture"]!, "in the gesture: \(error.problem)", offset: error.offset)
                }
            }
            let priority: GestureAttachment.Priority
            switch try string(member, "attach") ?? "gesture" {
            case "gesture": priority = .normal
            case "highPriority": priority = .high
            case "simultaneous": priority = .simultaneous
            case let other: throw failure(member.value["attach"]!, "unknown attach \(InputFileError.quote(other)); expected gesture, highPriority or simultaneous")
            }
            let mask: GestureMask
            switch try string(member, "mask") ?? "all" {
            case "all": mask = .all
            case "gesture": mask = .gesture
            case "subviews": mask = .subviews
            case "none": mask = .none
            case let other: throw failure(member.value["mask"]!, "unknown mask \(InputFileError.quote(other)); expected all, gesture, subviews or none")
            }
            return Entity(name: name, parent: try string(member, "parent"), shape: shape, appearance: appearance,
                          zIndex: try number(member, "z", default: 0), gesture: gesture, gestureText: try string(member, "gesture"),
                          priority: priority, mask: mask, container: try container(member), buttonTitle: try string(member, "button"))
        }
    }
}
