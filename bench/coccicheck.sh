#!/bin/bash
# bench/coccicheck.sh - what the kernel's whole rule set costs a build,
# and what `make coccicheck` costs on the same directories (issue #15's
# target: at most 3 % of the build's CPU time).
#
#   bench/coccicheck.sh [--mode MODE] [--rounds N] [--jobs J] [--no-spatch]
#                       [DIR...]
#
# bench/kernel.sh --coccicheck MODE --dirs "DIR...": the build's CPU time
# without and with the set (interleaved rounds, medians, ratio), the
# plugin's own time (-ftime-report), cc1's peak RSS, and make coccicheck
# MODE=MODE M=DIR for each directory.  Defaults: report mode, 3 rounds,
# the directories testsuite/smpl.kernel/coccicheck-diff compares (else
# drivers/hwmon/pmbus drivers/leds drivers/watchdog).  Output under
# build/bench/coccicheck/.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
mode=report
args=()
while [ $# -gt 0 ]; do
	case $1 in
	--mode) mode=$2; shift 2 ;;
	--rounds|--jobs) args+=("$1" "$2"); shift 2 ;;
	--no-spatch) args+=("$1"); shift ;;
	-*) echo "usage: bench/coccicheck.sh [--mode MODE] [--rounds N] [--jobs J] [--no-spatch] [DIR...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
dirs="$*"
if [ -z "$dirs" ] && [ -f "$here/testsuite/smpl.kernel/coccicheck-diff/dirs" ]; then
	dirs=$(grep -v '^#' "$here/testsuite/smpl.kernel/coccicheck-diff/dirs" | tr '\n' ' ')
fi
[ -n "$dirs" ] || dirs="drivers/hwmon/pmbus drivers/leds drivers/watchdog"
exec "$here/bench/kernel.sh" ${args[@]+"${args[@]}"} --out "$here/build/bench/coccicheck" \
	--coccicheck "$mode" --dirs "$dirs"
