import Tactile

/// A to-do list, seed 003's pattern done right: the list scrolls; a row swiped to the left is
/// deleted (its drag is attached with `.simultaneousGesture`, so a vertical drag on a row still
/// scrolls); each row has a Delete button; the Add button puts a new task at the end.
///
/// ```swift
/// run(title: "To do") { TodoList() }
/// ```
///
/// Deleting and adding animate the rows into place; the log (the state file's) says `added`
/// and `deleted`, with the task's name.
public struct TodoList: EntityView {
    /// One task: its number names its row (`task-3`) and its Delete button (`delete-3`).
    struct Task: Identifiable {
        let id: Int
        var title: String { "Task \(id)" }
    }

    @State private var tasks = (1...12).map(Task.init)
    @State private var nextTask = 13
    private let environment: SceneEnvironment?

    /// A list that logs to `environment` (the state file's log) when it has one.
    public init(environment: SceneEnvironment? = nil) { self.environment = environment }

    public var body: some EntityView {
        VStack(spacing: 16) {
            HStack {
                Text("To do").font(.largeTitle).bold()
                Spacer()
                Button("Add") { add() }
                    .frame(width: 100, height: 44)
                    .name("add")
            }
            .frame(width: 480)
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(tasks) { task in row(task) }
                }
                .padding(.vertical, 10)
            }
            .frame(width: 480, height: 600)
            .name("tasks")
        }
    }

    private func row(_ task: Task) -> EntityNode {
        RoundedRectangle(cornerRadius: 12)
            .fill(.teal)
            .frame(width: 440, height: 70)
            .overlay(Text(task.title).font(.system(size: 22, weight: .bold)).foregroundColor(.white).offset(x: -130))
            .overlay(Button("Delete", role: .destructive) { delete(task) }
                .frame(width: 90, height: 40)
                .offset(x: 155)
                .name("delete-\(task.id)"))
            .simultaneousGesture(
                DragGesture(coordinateSpace: .global)
                    .onEnded { value in
                        let swipe = value.translation
                        if swipe.width < -80 && abs(swipe.width) > abs(swipe.height) * 2 { delete(task) }
                    }
            )
            .name("task-\(task.id)")
    }

    private func add() {
        let task = Task(id: nextTask)
        nextTask += 1
        environment?.log("task-\(task.id)", "added")
        withAnimation { tasks.append(task) }
    }

    private func delete(_ task: Task) {
        environment?.log("task-\(task.id)", "deleted")
        withAnimation { tasks.removeAll { $0.id == task.id } }
    }
}
