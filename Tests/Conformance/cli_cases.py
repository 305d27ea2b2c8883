"""Conformance cases of ours for the command line's usage errors (SPEC 2): a misspelt command
suggests the nearest, `help` of an unknown command is one line and exit 2. Imported by
generate.py, whose helpers it uses."""
from generate import case, exit_check, tap

S = "tap-star"
case("bad-command-misspelt", S, "a misspelt command is one line suggesting the nearest, exit 2",
     tap(0.1), [exit_check(["plya"], 2, stderr_has="did you mean 'play'?")])
case("bad-command-unknown", S, "an unknown command far from every name lists the commands, exit 2",
     tap(0.1), [exit_check(["zzzzzz"], 2, stderr_has="the commands are play, replay")])
case("bad-help-unknown", S, "help of an unknown command is one line, exit 2 (not the whole help, exit 0)",
     tap(0.1), [exit_check(["help", "nope"], 2, stderr_has="help: unknown command 'nope'")])
