#!/bin/sh
# bench/plugin.sh - what the plugin costs a compilation.
#
# Compiles a set of C files of realistic size (default: the project's own
# front end and matcher, about 12 000 lines in 20 files; or the files
# given as arguments) at -O2, with and without the plugin running the
# article's rule, ROUNDS times each, interleaved so that both see the same
# machine.  Prints the median CPU time (user + sys of gcc and its
# children) of a round with and without, and their ratio; then the
# plugin's own share from -ftime-report ("plugin execution").
#
#   sh bench/plugin.sh [-n ROUNDS] [FILE.c...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
rounds=7
if [ "${1:-}" = -n ]; then rounds=$2; shift 2; fi
[ -x "$top/build/smpl.so" ] || { echo "build/smpl.so is missing: run make" >&2; exit 1; }
if [ $# -eq 0 ]; then
	set -- "$top"/smpl-frontend/*.c "$top"/plugin/match/*.c
fi
rule="$top/build/bench/clientdata.smplc"
mkdir -p "$top/build/bench"
"$top/build/smplc" "$top/examples/clientdata.cocci" -o "$rule"
flags="-O2 -I$top/smpl-frontend -I$top/plugin/match"
plugin="-fplugin=$top/build/smpl.so -fplugin-arg-smpl-rules=$rule -w"

# CPU seconds of one round: every file compiled once
round() {
	pflags=$1
	shift
	/usr/bin/time -f "%U %S" sh -c '
		for f; do gcc -c '"$flags $pflags"' "$f" -o /dev/null || exit 1; done
	' sh "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.3f\n", $1 + $2 }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

: > "$top/build/bench/with"
: > "$top/build/bench/without"
i=0
while [ $i -lt "$rounds" ]; do
	round "" "$@" >> "$top/build/bench/without"
	round "$plugin" "$@" >> "$top/build/bench/with"
	i=$((i + 1))
done
without=$(median < "$top/build/bench/without")
with=$(median < "$top/build/bench/with")
if grep -qx '0.000' "$top/build/bench/with" "$top/build/bench/without"; then
	echo "a round failed: check that every file compiles with:" >&2
	echo "  gcc -c $flags $plugin FILE" >&2
	exit 1
fi
echo "files: $#, rounds: $rounds"
echo "without the plugin: $without s CPU per round (median)"
echo "with the plugin:    $with s CPU per round (median)"
awk -v a="$with" -v b="$without" 'BEGIN { printf "ratio: %.3f (%+.1f%%)\n", a / b, (a / b - 1) * 100 }'
share=$(for f; do gcc -c $flags $plugin -ftime-report "$f" -o /dev/null 2>&1 |
	awk '/plugin execution/ { print $4 }'; done | awk '{ s += $1 } END { printf "%.3f", s }')
echo "plugin execution (-ftime-report, summed over the files): $share s"
