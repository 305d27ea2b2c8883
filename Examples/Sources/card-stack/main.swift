import CardStack
import Tactile

run(title: "Cards") { CardStack() }
