import FallingShapes
import Tactile

run(RunOptions(title: "Falling shapes"), scene: FallingShapes())
