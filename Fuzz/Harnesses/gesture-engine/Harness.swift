import FuzzSupport
import TactileGestures
import TactileTestSupport

/// The gesture engine on random compositions and random pointer streams (SPEC §10).
///
/// The first byte chooses the coordinate spaces, the next bytes a composition of up to 32
/// nodes (``CompositionDecoder``), the rest a stream of up to 256 events (``Player``). Every
/// node is probed; after every input: a node that became active ends or is cancelled exactly
/// once, onEnded never runs after a failure, onChanged and updating only while active, every
/// GestureState is back to its initial value (with its reset transaction) after each terminal
/// phase, no number delivered is NaN or infinite, and the session's transitions agree with the
/// root. The stream is played twice, advancing the gesture every tick and only at its
/// deadlines as the runtime does: the callbacks must be the same, bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let everyTick = run(bytes, .everyTick)
    Fuzz.require(everyTick.recorder.violations.isEmpty,
                 "\(everyTick.recorder.violations.first ?? "") in \(everyTick.composition)")
    let wakeUps = run(bytes, .wakeUps)
    Fuzz.require(wakeUps.recorder.violations.isEmpty,
                 "advanced at its deadlines only: \(wakeUps.recorder.violations.first ?? "") in \(wakeUps.composition)")
    let (a, b) = (everyTick.recorder.log, wakeUps.recorder.log)
    if a != b {
        let index = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        Fuzz.require(false, "advanced at its deadlines only, callback \(index) differs: "
                     + "\(index < a.count ? "\(a[index])" : "none") every tick, \(index < b.count ? "\(b[index])" : "none")"
                     + " at deadlines, in \(everyTick.composition)")
    }
    Fuzz.require(everyTick.player.transitions == wakeUps.player.transitions,
                 "advanced at its deadlines only, the session's transitions differ in \(everyTick.composition)")
    return 0
}

/// Decodes `bytes` and plays them.
func run(_ bytes: [UInt8], _ clocking: Clocking) -> (recorder: GestureProbe, player: Player, composition: String) {
    var reader = ByteReader(bytes)
    let spaces = coordinateSpaces(reader.byte())
    // The invariant tests' checker; the first violation ends the input.
    let recorder = GestureProbe(maximumViolations: 1)
    if Player.tracing { recorder.trace = { print($0) } }
    var decoder = CompositionDecoder(recorder: recorder)
    let gesture = decoder.decode(&reader)
    let player = Player(gesture, spaces: spaces, recorder: recorder, clocking: clocking)
    player.play(&reader)
    return (recorder, player, decoder.description)
}

/// The entity's spaces: its local transform (bits 0–2), its bounds (bits 3–4) and a named
/// space (bit 5), as the runtime would give them.
func coordinateSpaces(_ byte: UInt8) -> CoordinateSpaces {
    let shift = AffineTransform(translationX: -540, y: -300)
    let locals: [AffineTransform] = [
        .identity,
        shift,
        shift.concatenating(AffineTransform(rotation: .degrees(30))).concatenating(AffineTransform(scale: 0.5)),
        shift.concatenating(AffineTransform(scale: 1e-3)),
        shift.concatenating(AffineTransform(rotation: .degrees(180))),
        shift.concatenating(AffineTransform(scale: 1e4)),
        AffineTransform(rotation: .degrees(-90)).concatenating(AffineTransform(scale: 3)),
        shift.concatenating(AffineTransform(rotation: .degrees(1e-7))),
    ]
    let bounds: [Rect?] = [nil, Rect(x: -100, y: -100, width: 200, height: 200), Rect(x: 0, y: 0, width: 0, height: 50),
                           Rect(x: -1, y: -1, width: 2e-9, height: 2e-9)]
    let named: [(name: String, transform: AffineTransform)] = byte & 32 == 0 ? [] : [("board", AffineTransform(translationX: -100, y: 0))]
    return CoordinateSpaces(local: locals[Int(byte & 7)], bounds: bounds[Int(byte >> 3 & 3)], named: named)
}
