# Sourced by the Xvfb tests. start_xvfb NAME DIR starts an X server on a display of its own
# (Xvfb picks a free number and reports it through -displayfd, so checkouts testing side by
# side never share one), exports DISPLAY and sets $xvfb for the caller's EXIT trap to kill.
start_xvfb() {
  local name=$1 dir=$2
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
  xvfb=$!
  # Up to 30 s: on a loaded 2-core machine Xvfb has been seen to take more than 5.
  for _ in $(seq 300); do
    [[ -s "$dir/display" ]] && break
    kill -0 "$xvfb" 2>/dev/null || break
    sleep 0.1
  done
  [[ -s "$dir/display" ]] || { echo "$name: Xvfb did not start: $(cat "$dir/xvfb.log")" >&2; exit 1; }
  export DISPLAY=":$(head -1 "$dir/display")"
  for _ in $(seq 300); do xdotool getdisplaygeometry >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "$name: Xvfb on $DISPLAY answers no client: $(cat "$dir/xvfb.log")" >&2
  exit 1
}
