#!/bin/bash
# bench/compile-cpu.sh - what the kernel's whole rule set costs each
# compilation, in CPU time, measured compilation by compilation so that
# the noise of a shared machine (other tenants' load, which moves a
# whole build's time by several per cent from one round to the next)
# falls on both sides alike.
#
#   bench/compile-cpu.sh [--mode MODE] [--reps N] [--jobs J] [DIR...]
#
# For each object allmodconfig built in the DIRs (those with a .o.cmd;
# default: the directories testsuite/smpl.kernel/coccicheck-diff
# compares), kbuild's compile command (from its .o.cmd: gcc -c, that is
# the driver, cc1 and the assembler; not make, fixdep nor objtool, which
# the plugin does not touch, so the ratio here is an upper bound of the
# build's) is run N times (default 5) without and N times with the
# set's flags as `smpl-make.sh --coccicheck` gives them (main-only,
# defer-scripts, out=), alternately.  user+sys of each run (GNU time);
# per object and side the least of its N runs (what the compilation
# costs when nothing else disturbs it); summed over the objects, the
# ratio.  J objects at a time (default 2).  Output under
# build/bench/compile-cpu/: per-run times, summary.txt (also printed).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
mode=report
reps=5
jobs=2
while [ $# -gt 0 ]; do
	case $1 in
	--mode) mode=$2; shift 2 ;;
	--reps) reps=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	-*) echo "usage: bench/compile-cpu.sh [--mode MODE] [--reps N] [--jobs J] [DIR...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
dirs="$*"
if [ -z "$dirs" ]; then
	dirs=$(grep -v '^#' "$here/testsuite/smpl.kernel/coccicheck-diff/dirs" | tr '\n' ' ')
fi
tree=${SMPL_KERNEL_TREE:-$here/build/kernel/linux-source-6.1}
out=$here/build/bench/compile-cpu
[ -x /usr/bin/time ] || { echo "bench: GNU time (/usr/bin/time) is needed" >&2; exit 1; }
[ -f "$here/build/smpl.so" ] || { echo "bench: build first (make)" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out/t" "$out/o"

# the objects: a .o.cmd and a .c beside it
files=$out/files
for d in $dirs; do
	[ -d "$tree/$d" ] || { echo "bench: no $tree/$d" >&2; exit 1; }
	(cd "$tree" && find "$d" -name '.*.o.cmd') |
	while read -r c; do
		f=$(dirname "$c")/$(basename "$c" .o.cmd | sed 's/^\.//').c
		[ -f "$tree/$f" ] && echo "$f"
	done
done | LC_ALL=C sort -u > "$files"
n=$(wc -l < "$files")
[ "$n" -gt 0 ] || { echo "bench: no built objects in $dirs (make them first)" >&2; exit 1; }

"$here/build/smplc" -D "$mode" --set -o "$out/set.smplset" \
	$(find "$tree/scripts/coccinelle" -name '*.cocci' | LC_ALL=C sort) 2> "$out/smplc.log" || true
flags="-fplugin=$here/build/smpl.so -fplugin-arg-smpl-rules=$out/set.smplset"
flags="$flags -fplugin-arg-smpl-mode=$mode -fplugin-arg-smpl-define=$mode"
flags="$flags -fplugin-arg-smpl-main-only -fplugin-arg-smpl-defer-scripts"
flags="$flags -fplugin-arg-smpl-severity=note -fplugin-arg-smpl-out=$out/records"

# one object: its command, then N rounds of (without, with)
one() {
	local f=$1 o name cmd i
	o=$(dirname "$f")/.$(basename "$f" .c).o.cmd
	name=$(echo "$f" | tr / _)
	cmd=$(sed -n 's/^cmd_[^ ]* := //p' "$tree/$o" | head -1 | sed 's/;.*//' |
		sed 's/-fplugin=[^ ]*smpl\.so//; s/-fplugin-arg-smpl-[^ ]*//g' |
		sed 's/-ftime-report//; s/-wrapper [^ ]*//; s/-Wp,-MMD,[^ ]*//' |
		sed "s# -o [^ ]*# -o $out/o/$name.o#")
	for i in $(seq "$reps"); do
		(cd "$tree" && /usr/bin/time -a -o "$out/t/$name.base" -f '%U %S' \
			sh -c "$cmd" > /dev/null 2>"$out/o/$name.err") || echo "bench: $f does not compile" >&2
		(cd "$tree" && /usr/bin/time -a -o "$out/t/$name.plugin" -f '%U %S' \
			sh -c "$cmd $flags" > /dev/null 2>&1) || echo "bench: $f does not compile with the plugin" >&2
	done
}
export -f one
export tree out reps flags
xargs -P "$jobs" -I{} bash -c 'one {}' < "$files"

# per object and side the least run; summed
least() { awk '{ s = $1 + $2; if (NR == 1 || s < m) m = s } END { printf "%.3f\n", m }' "$1"; }
: > "$out/per-object"
for f in $(cat "$files"); do
	name=$(echo "$f" | tr / _)
	echo "$f $(least "$out/t/$name.base") $(least "$out/t/$name.plugin")" >> "$out/per-object"
done
awk -v n="$n" -v reps="$reps" '
	{ b += $2; p += $3 }
	END {
		printf "compile CPU (user+sys of gcc -c), %d objects, least of %d runs each\n", n, reps
		printf "  without the plugin   %8.2f s\n", b
		printf "  with the whole set   %8.2f s    ratio %.4f (%+.1f %%)\n", p, p / b, (p / b - 1) * 100
	}' "$out/per-object" | tee "$out/summary.txt"
