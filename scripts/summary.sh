#!/bin/sh
# summary.sh - reduce a DejaGnu .sum file to the suite's verdict.
#
# usage: summary.sh SUMFILE [RUNTEST_STATUS]
#
# Prints the lines of the tests that failed, then exactly one last line
#     N passed, N failed            or
#     N passed, N failed, N skipped
# and exits 0 only when nothing failed and at least one test passed.
#
# Counted from the result lines of SUMFILE (not from runtest's own totals,
# so a .sum cut short by a crash of runtest still counts what it holds):
#   passed   PASS                         (expected passes)
#   failed   FAIL XPASS UNRESOLVED KPASS  (unexpected failures, unexpected
#                                          successes, unresolved testcases)
#   skipped  UNSUPPORTED UNTESTED XFAIL   (unsupported tests, untested
#            KFAIL                         testcases, expected failures)
# If SUMFILE is missing, the verdict is "0 passed, 1 failed".  If
# RUNTEST_STATUS is given and non-zero while SUMFILE shows no failure,
# runtest failed in a way the .sum does not show: that counts as 1 failed.
# (ERROR: lines, from errors in the harness, are not counted: DejaGnu
# follows them with an UNRESOLVED result, or at least a non-zero status.)

sum=$1
rt_status=${2:-0}

if [ ! -f "$sum" ]; then
	echo "summary: no $sum (did runtest run?)"
	echo "0 passed, 1 failed"
	exit 1
fi

grep -E '^(FAIL|XPASS|UNRESOLVED|KPASS):' "$sum" || true

count() {
	grep -cE "^($1):" "$sum" || true
}
passed=$(count 'PASS')
failed=$(count 'FAIL|XPASS|UNRESOLVED|KPASS')
skipped=$(count 'UNSUPPORTED|UNTESTED|XFAIL|KFAIL')

if [ "$rt_status" -ne 0 ] && [ "$failed" -eq 0 ]; then
	echo "summary: runtest exited with status $rt_status"
	failed=1
fi

if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
	echo "summary: no test passed or failed"
fi

if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
