// One `import Tactile` brings the gesture library, the ECS, the runtime and the SDL front end:
// a first app needs no other import.
@_exported import TactileGestures
@_exported import TactileECS
@_exported import TactileRuntime
@_exported import TactileSDL
