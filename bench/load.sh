#!/bin/sh
# load.sh - how long the plugin takes to load a compiled rule: compiles
# examples/clientdata.cocci with build/smplc, then times 10000 smpl_load
# calls of the result with bench/load-bench.  Run from anywhere after
# `make`; prints "load: FILE: X.X us per load (N loads)".
#
# With --kernel, the same for each of the kernel's own rule files
# (scripts/coccinelle of the Linux 6.1 tree that scripts/kernel-tree.sh
# prepares, or $SMPL_KERNEL_TREE): each compiled with `smplc -D patch`
# (the time smplc takes for all of them is printed first), then loaded N
# times (default 1000); the lines are sorted by the time per load, the
# slowest last, and the largest compiled file is named.
#
# usage: bench/load.sh [N]
#        bench/load.sh --kernel [N]
set -eu

cd "$(dirname "$0")/.."
kernel=0
if [ "${1:-}" = --kernel ]; then
	kernel=1
	shift
fi
n=${1:-10000}
out=build/bench

for f in build/libsmplfront.a build/smplc; do
	if [ ! -e "$f" ]; then
		echo "load.sh: $f is missing: run make first" >&2
		exit 1
	fi
done

mkdir -p "$out"
${CC:-gcc} -std=gnu11 -O2 -Wall -Wextra -Ismpl-frontend \
	-o "$out/load-bench" bench/load-bench.c build/libsmplfront.a

if [ "$kernel" = 0 ]; then
	build/smplc examples/clientdata.cocci -o "$out/clientdata.smplc"
	"$out/load-bench" "$out/clientdata.smplc" "$n"
	exit 0
fi

n=${1:-1000}
tree=${SMPL_KERNEL_TREE:-$(scripts/kernel-tree.sh --path)}
rules=$tree/scripts/coccinelle
if [ ! -d "$rules" ]; then
	echo "load.sh: no $rules: run scripts/kernel-tree.sh first" >&2
	exit 1
fi
rm -rf "$out/kernel-rules"
mkdir -p "$out/kernel-rules"
files=$(find "$rules" -name '*.cocci' | sort)
count=$(echo "$files" | wc -l)

# smplc over all of them, one process each as smpl-make.sh runs it (the
# output names are made first, so that only smplc is timed)
pairs=$(for f in $files; do
	b=$(echo "${f#$rules/}" | tr / -)
	echo "$f $out/kernel-rules/${b%.cocci}.smplc"
done)
t0=$(date +%s%N)
echo "$pairs" | while read -r f o; do
	build/smplc -D patch "$f" -o "$o" 2>/dev/null ||
		echo "load.sh: smplc failed on $f" >&2
done
t1=$(date +%s%N)
echo "smplc: $count rule files compiled in $(( (t1 - t0) / 1000000 )) ms"

for c in "$out"/kernel-rules/*.smplc; do
	"$out/load-bench" "$c" "$n"
done | sort -t: -k3 -n
big=$(ls -S "$out"/kernel-rules/*.smplc | head -1)
echo "largest compiled file: $big ($(wc -c < "$big") bytes)"
