import Testing
import Tactile
import TodoList

@Suite("To-do list")
struct TodoListTests {
    func scene() -> any SceneContent { DeclarativeScene(environment: { TodoList(environment: $0) }) }

    @Test func tasksAreLaidOutInTheScrollView() throws {
        let simulation = Simulation()
        simulation.load(scene())
        #expect(near(simulation.state(of: "task-1")?.y, 175))
        #expect(near(simulation.state(of: "task-2")?.y, 255))
        #expect(near(simulation.state(of: "add")?.x, 830) && near(simulation.state(of: "add")?.y, 92))
        #expect(near(simulation.state(of: "delete-1")?.x, 795))
    }

    @Test func addSwipeDeleteAndScroll() throws {
        let simulation = try Traces.replay("todo.jsonl", on: scene(), until: 0.7)
        #expect(simulation.state(of: "task-13") != nil, "Add put a task at the end")
        #expect(simulation.log.contains { $0.entity == "task-13" && $0.event == "added" })

        try Traces.continue("todo.jsonl", on: simulation, until: 1.5)
        #expect(simulation.state(of: "task-2") == nil, "the swipe to the left deleted task 2")

        try Traces.continue("todo.jsonl", on: simulation, until: 2.4)
        #expect(simulation.state(of: "task-1") == nil && simulation.state(of: "delete-1") == nil)
        #expect(near(simulation.state(of: "task-3")?.y, 175), "task 3 moved up to the top")

        try Traces.continue("todo.jsonl", on: simulation, until: 5)
        #expect(near(simulation.state(of: "tasks")?.scroll?.height, 200), "the drag scrolled the list")
        #expect(near(simulation.state(of: "task-3")?.y, 175 - 200))
        #expect(simulation.log.filter { $0.event == "deleted" }.map(\.entity) == ["task-2", "task-1"])
    }
}
