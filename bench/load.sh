#!/bin/sh
# load.sh - how long the plugin takes to load a compiled rule: compiles
# examples/clientdata.cocci with build/smplc, then times 10000 smpl_load
# calls of the result with bench/load-bench.  Run from anywhere after
# `make`; prints "load: FILE: X.X us per load (N loads)".
#
# usage: bench/load.sh [N]
set -eu

cd "$(dirname "$0")/.."
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
build/smplc examples/clientdata.cocci -o "$out/clientdata.smplc"
"$out/load-bench" "$out/clientdata.smplc" "$n"
