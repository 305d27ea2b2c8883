import Tactile
import TodoList

_ = run(RunOptions(title: "To do"), scene: DeclarativeScene(environment: { TodoList(environment: $0) }))
