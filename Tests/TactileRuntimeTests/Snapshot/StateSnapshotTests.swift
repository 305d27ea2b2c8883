import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §8: the state file — its JSON shape, presented values, and the log of every entity's
/// root gesture (`began`, `ended`, `cancelled`) plus the scenes' own events.
@Suite("State file")
struct StateSnapshotTests {
    static let centre = Point(x: 640, y: 400)
    static let entityKeys = ["name", "x", "y", "rotation", "scale", "opacity", "color", "border", "shadow",
                             "selected", "focused", "value", "label"]

    static func parse(_ json: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [String: Any], "the state file is not a JSON object")
    }

    static func isNumber(_ value: Any?) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return type(of: number) != type(of: NSNumber(value: true))
    }

    static func isBool(_ value: Any?) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return type(of: number) == type(of: NSNumber(value: true))
    }

    @Test(arguments: ["volume", "draggable-circle", "rotation-lock", "nested", "playground", "gallery", "button"])
    func theStateFileHasTheDocumentedShape(scene: String) throws {
        let runner = try SceneRunner(scene)
        runner.run(TraceBuilder().drag(1, from: Self.centre, to: Point(x: 700, y: 420), t: 0.1, duration: 0.2), until: 1.5)
        let json = runner.simulation.snapshot.json
        let state = try Self.parse(json)

        #expect(Set(state.keys) == ["time", "tick", "camera", "entities", "log"])
        #expect(Self.isNumber(state["time"]))
        #expect((state["time"] as? NSNumber)?.doubleValue == 1.5)
        #expect((state["tick"] as? NSNumber)?.intValue == 180)

        let camera = try #require(state["camera"] as? [String: Any])
        #expect(Set(camera.keys) == ["x", "y", "zoom", "rotation"])
        #expect(camera.values.allSatisfy(Self.isNumber))
        #expect((camera["zoom"] as? NSNumber)?.doubleValue == 1)

        let entities = try #require(state["entities"] as? [[String: Any]])
        #expect(!entities.isEmpty)
        for entity in entities {
            // A scroll view (the gallery has one) adds its offset, as SPEC §8 says.
            let scrollKeys: Set<String> = entity["scroll_x"] == nil ? [] : ["scroll_x", "scroll_y"]
            #expect(Set(entity.keys) == Set(Self.entityKeys).union(scrollKeys), "\(entity.keys.sorted())")
            #expect(entity["name"] is String)
            for key in ["x", "y", "rotation", "scale", "opacity", "shadow"] {
                #expect(Self.isNumber(entity[key]), "\(key) of \(entity["name"] ?? "?")")
            }
            for key in ["border", "selected", "focused"] {
                #expect(Self.isBool(entity[key]), "\(key) of \(entity["name"] ?? "?")")
            }
            let color = try #require(entity["color"] as? String)
            #expect(color.count == 7 && color.hasPrefix("#")
                    && color.dropFirst().allSatisfy { "0123456789ABCDEF".contains($0) }, "\(color)")
            #expect(entity["value"] is NSNull || Self.isNumber(entity["value"]))
            #expect(entity["label"] is NSNull || entity["label"] is String)
        }

        let log = try #require(state["log"] as? [[String: Any]])
        var lastTime = -1.0
        for entry in log {
            #expect(Set(entry.keys) == ["t", "entity", "event"])
            #expect(entry["entity"] is String && entry["event"] is String)
            let t = try #require((entry["t"] as? NSNumber)?.doubleValue)
            #expect(t >= lastTime, "the log is in time order")
            lastTime = t
        }
    }

    @Test func keysAppearInTheDocumentedOrder() throws {
        let json = try loadedSimulation("draggable-circle").snapshot.json
        func ordered(_ keys: [String], in text: Substring) -> Bool {
            let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
            return positions.count == keys.count && positions == positions.sorted()
        }
        #expect(ordered(["time", "tick", "camera", "entities", "log"], in: json[...]))
        let entityLine = try #require(json.split(separator: "\n").first { $0.contains("\"name\": \"circle\"") })
        #expect(ordered(Self.entityKeys, in: entityLine))
    }

    @Test func presentedValuesOfASeedScene() throws {
        let state = try loadedSimulation("rotation-lock").snapshot
        let arrow = try #require(state.entities.first)
        #expect(state.entities.map(\.name) == ["arrow"])
        #expect(arrow.x == 640 && arrow.y == 400)
        #expect(arrow.rotation == 0 && arrow.scale == 1 && arrow.opacity == 1)
        #expect(arrow.color == "#FF0000")
        #expect(!arrow.border && arrow.shadow == 0 && !arrow.selected && !arrow.focused)
        #expect(arrow.value == nil && arrow.label == nil)
        #expect(state.time == 0 && state.tick == 0)
        #expect(state.camera == Camera())
        #expect(try loadedSimulation("volume").snapshot.entities.first?.value == 50)
    }

    @Test func theJSONIsTheSameSnapshotParsedBack() throws {
        let runner = try SceneRunner("nested-simultaneous")
        runner.run(TraceBuilder().drag(1, from: Self.centre, to: Point(x: 733.3, y: 421.7), t: 0.1, duration: 0.25), until: 1)
        let snapshot = runner.simulation.snapshot
        let entities = try #require(Self.parse(snapshot.json)["entities"] as? [[String: Any]])
        #expect(entities.count == snapshot.entities.count)
        for (parsed, entity) in zip(entities, snapshot.entities) {
            #expect(parsed["name"] as? String == entity.name)
            #expect(isClose((parsed["x"] as? NSNumber)?.doubleValue ?? .nan, entity.x, within: 1e-6))
            #expect(isClose((parsed["y"] as? NSNumber)?.doubleValue ?? .nan, entity.y, within: 1e-6))
        }
    }

    // MARK: The log

    @Test func aGestureThatBecameActiveLogsBeganThenEnded() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.run(TraceBuilder()
            .down(1, at: Self.centre, t: 0)
            .moves(1, from: Self.centre, to: Point(x: 740, y: 450), t: 0.6, duration: 0.3)
            .up(1, at: Point(x: 740, y: 450), t: 1.2), until: 3)
        let log = runner.simulation.snapshot.log
        #expect(log.map(\.event) == ["began", "ended"])
        #expect(log.allSatisfy { $0.entity == "circle" })
        #expect(log.first?.time == 0)
        #expect(isClose(log.last?.time ?? 0, 1.2))
        let circle = try runner.state("circle")
        #expect(isClose(circle.centre, Point(x: 740, y: 450)))
    }

    @Test func aGestureThatFailedAfterBecomingActiveLogsCancelled() throws {
        // Moving 10 pt or more before the long press's 0.5 s fails it: nothing moves.
        let runner = try SceneRunner("draggable-circle")
        runner.run(TraceBuilder()
            .drag(1, from: Self.centre, to: Point(x: 700, y: 400), t: 0.1, duration: 0.2, hold: 0.5), until: 2)
        #expect(runner.logEvents(of: "circle") == ["began", "cancelled"])
        #expect(!runner.simulation.log.contains { $0.event == "ended" })
        #expect(isClose(try runner.state("circle").centre, Self.centre))
    }

    @Test func aGestureThatNeverBecameActiveLogsNothing() throws {
        // A tap on drag-star: the drag fails before its minimum distance.
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder().tap(1, at: Self.centre, t: 0.1), until: 1)
        #expect(runner.simulation.log.isEmpty)
    }

    @Test func aTapEndsWithoutALongerLife() throws {
        let runner = try SceneRunner("tap-star")
        runner.run(TraceBuilder().tap(1, at: Self.centre, t: 0.1), until: 1)
        #expect(runner.logEvents(of: "star") == ["ended"])
        #expect(isClose(runner.simulation.log.first?.time ?? 0, 0.15))
    }

    @Test func sceneEventsAreLoggedWithTheGestureEvents() throws {
        let double = try SceneRunner("double-tap")
        double.run(TraceBuilder().tap(1, at: Self.centre, t: 0.1).tap(1, at: Self.centre, t: 0.25), until: 1.5)
        #expect(double.logEvents(of: "tile").filter { $0 == "double-tap" }.count == 1)
        #expect(!double.logEvents(of: "tile").contains("single-tap"))
        #expect(try double.state("tile").scale == 2)
        #expect(try double.state("tile").selected == false)

        let single = try SceneRunner("double-tap")
        single.run(TraceBuilder().tap(1, at: Self.centre, t: 0.1), until: 1.5)
        #expect(single.logEvents(of: "tile").contains("single-tap"))
        #expect(try single.state("tile").selected)
        #expect(try single.state("tile").border)

        let swipe = try SceneRunner("swipe")
        swipe.run(TraceBuilder().drag(1, from: Self.centre, to: Point(x: 520, y: 410), t: 0.1, duration: 0.15), until: 1)
        #expect(swipe.logEvents(of: "item").contains("swipe-left"))
        #expect(!swipe.logEvents(of: "item").contains("swipe-right"))
    }

    @Test func numbersAreRoundedSoTheSameRunPrintsTheSameBytes() throws {
        let runner = try SceneRunner("rotate-square")
        runner.run(TraceBuilder().twist(centre: Self.centre, span: 150, by: .degrees(33.3333333), t: 0.1), until: 1)
        let json = runner.simulation.snapshot.json
        // No number carries more than six decimals.
        let numbers = json.split(whereSeparator: { !"0123456789.-e".contains($0) }).filter { $0.contains(".") }
        #expect(!numbers.isEmpty)
        for number in numbers {
            let decimals = number.split(separator: ".").last?.prefix { $0.isNumber }.count ?? 0
            #expect(decimals <= 6, "\(number)")
        }
    }
}
