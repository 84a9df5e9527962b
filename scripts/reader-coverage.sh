#!/bin/sh
# reader-coverage.sh - how much of real C the C reader (plugin/match/cview.c)
# reads: Csmith programs (seeds 1..N, default 30) and the .c files of
# Linux's drivers/i2c and drivers/hwmon.  Prints one line per corpus:
#   NAME: functions N: full N, opaque N, failed N (P% full)
# "full": no opaque statement or expression; "failed": not read at all.
#
#   scripts/reader-coverage.sh [-v] [KERNEL_TREE] [SEEDS]
#
# KERNEL_TREE defaults to build/kernel/linux-source-6.1, then to the main
# worktree's; -v lists every opaque piece.  The Csmith programs go to
# build/reader-coverage/ (csmith must be installed; skipped otherwise).
set -e
cd "$(dirname "$0")/.."
verbose=
if [ "$1" = -v ]; then verbose=-v; shift; fi
tree=${1:-build/kernel/linux-source-6.1}
[ -d "$tree" ] || tree=/work/main/build/kernel/linux-source-6.1
seeds=${2:-30}
make -s build/match-reader

if command -v csmith >/dev/null; then
	mkdir -p build/reader-coverage
	files=
	i=1
	while [ "$i" -le "$seeds" ]; do
		f=build/reader-coverage/csmith-$i.c
		[ -s "$f" ] || (cd build/reader-coverage && csmith --seed "$i" > csmith-$i.c)
		files="$files $f"
		i=$((i + 1))
	done
	printf 'csmith 1..%s: ' "$seeds"
	build/match-reader $verbose $files
fi
for d in drivers/i2c drivers/hwmon; do
	if [ -d "$tree/$d" ]; then
		printf '%s: ' "$d"
		find "$tree/$d" -name '*.c' | sort | xargs build/match-reader $verbose
	fi
done
