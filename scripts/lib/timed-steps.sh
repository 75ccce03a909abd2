# Sourced by scripts that run in named steps (scripts/test.sh, .ci/run): `step "name"` ends the
# step before it and starts the next; when the script exits, one line per step says how long it
# took (and which one failed). A script run inside another that uses it (npm test inside .ci/run)
# adds its lines to the outer one's list (TIMED_STEPS_FILE), which prints them all at its end.

_timed_step_name=''
_timed_step_started=0

_timed_step_end() {
  local outcome=$1
  [ -n "$_timed_step_name" ] || return 0
  local seconds=$((SECONDS - _timed_step_started))
  printf '%3dm %02ds  %s%s\n' $((seconds / 60)) $((seconds % 60)) "$_timed_step_name" "$outcome" >>"$TIMED_STEPS_FILE"
  _timed_step_name=''
}

step() {
  _timed_step_end ''
  _timed_step_name=$1
  _timed_step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

# Ends the current step without starting another (before a command that times its own steps).
end_step() { _timed_step_end ''; }

_timed_steps_report() {
  local status=$?
  if [ "$status" -eq 0 ]; then _timed_step_end ''; else _timed_step_end '  (failed)'; fi
  if [ -n "${_timed_steps_owner:-}" ]; then
    printf '\n\033[1m== step durations (%dm %02ds in all)\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60))
    cat "$TIMED_STEPS_FILE"
    rm -f "$TIMED_STEPS_FILE"
  fi
  return "$status"
}

if [ -z "${TIMED_STEPS_FILE:-}" ]; then
  TIMED_STEPS_FILE=$(mktemp)
  export TIMED_STEPS_FILE
  _timed_steps_owner=1
fi
trap _timed_steps_report EXIT
