# Sourced by scripts/test.sh and .ci/run: `phase NAME command...` runs one phase, records its
# duration, and the table of every phase is printed when the script exits (failed or not).
PHASE_TIMINGS="${PHASE_TIMINGS:-$(mktemp)}"
export PHASE_TIMINGS
PHASE_OWNER="${PHASE_OWNER:-$$}"
export PHASE_OWNER
PHASE_STARTED="${PHASE_STARTED:-$(date +%s)}"
export PHASE_STARTED

phase() {
  local name="$1"; shift
  printf '\n=== %s ===\n' "$name"
  local t0=$SECONDS status=0
  "$@" || status=$?
  printf '%-34s %6d s%s\n' "$name" $((SECONDS - t0)) "$([ $status -eq 0 ] || echo "  (failed: $status)")" >> "$PHASE_TIMINGS"
  return $status
}

print_phases() {
  # Only the outermost script prints, once.
  [ "$PHASE_OWNER" = "$$" ] || return 0
  printf '\n=== phase timings ===\n'
  cat "$PHASE_TIMINGS"
  printf '%-34s %6d s\n' "total (wall clock)" $(($(date +%s) - PHASE_STARTED))
}
trap print_phases EXIT
