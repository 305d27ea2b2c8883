import DrawingPad
import Tactile

run(RunOptions(title: "Drawing pad"), scene: DrawingPad())
