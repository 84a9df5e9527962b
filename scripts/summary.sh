#!/bin/sh
# summary.sh - reduce DejaGnu .sum files to the suite's verdict.
#
# usage: summary.sh SUMFILE [RUNTEST_STATUS [SUMFILE RUNTEST_STATUS]...]
#
# Prints the lines of the tests that failed, then exactly one last line
#     N passed, N failed            or
#     N passed, N failed, N skipped
# and exits 0 only when nothing failed and at least one test passed.
# With several runs (make check's own and the plugin's tests under
# another GCC, make check-gcc11), the counts are their sums, and the
# failed lines of every run but the first are prefixed by its SUMFILE.
#
# Counted from the result lines of each SUMFILE (not from runtest's own
# totals, so a .sum cut short by a crash of runtest still counts what it
# holds):
#   passed   PASS                         (expected passes)
#   failed   FAIL XPASS UNRESOLVED KPASS  (unexpected failures, unexpected
#                                          successes, unresolved testcases)
#   skipped  UNSUPPORTED UNTESTED XFAIL   (unsupported tests, untested
#            KFAIL                         testcases, expected failures)
# A SUMFILE that is missing counts as 1 failed.  If its RUNTEST_STATUS
# is non-zero while it shows no failure, runtest failed in a way the
# .sum does not show: that counts as 1 failed.
# (ERROR: lines, from errors in the harness, are not counted: DejaGnu
# follows them with an UNRESOLVED result, or at least a non-zero status.)

passed=0
failed=0
skipped=0
first=1

count() {
	grep -cE "^($1):" "$2" || true
}

# one run: its SUMFILE and runtest's status
run() {
	sum=$1
	rt_status=$2
	if [ ! -f "$sum" ]; then
		echo "summary: no $sum (did runtest run?)"
		failed=$((failed + 1))
		return
	fi
	if [ "$first" = 1 ]; then
		grep -E '^(FAIL|XPASS|UNRESOLVED|KPASS):' "$sum" || true
	else
		grep -E '^(FAIL|XPASS|UNRESOLVED|KPASS):' "$sum" |
			sed "s|^|$sum: |" || true
	fi
	p=$(count 'PASS' "$sum")
	f=$(count 'FAIL|XPASS|UNRESOLVED|KPASS' "$sum")
	s=$(count 'UNSUPPORTED|UNTESTED|XFAIL|KFAIL' "$sum")
	if [ "$rt_status" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "summary: runtest exited with status $rt_status ($sum)"
		f=1
	fi
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + s))
}

run "$1" "${2:-0}"
shift
[ $# -gt 0 ] && shift
first=0
while [ $# -gt 0 ]; do
	run "$1" "${2:-0}"
	shift
	[ $# -gt 0 ] && shift
done

if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
	echo "summary: no test passed or failed"
fi

if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
