#!/bin/bash
# bench/kernel-instructions.sh - the plugin's cost on kernel drivers in
# instructions of cc1 (valgrind's callgrind), which, unlike the CPU
# seconds of bench/kernel.sh, do not depend on what else the machine (a
# shared VM) is doing.
#
#   bench/kernel-instructions.sh [--files N] [--rule RULE.cocci] [--top]
#
# Takes N (default 6) drivers spread over check-kernel's list of built
# files (scripts/check-kernel.sh list; the tree must have been built by
# make check-kernel or make bench-kernel, which leaves each object's
# command in its .o.cmd), and for each runs the compiler command kbuild
# used (the compiler alone, not objtool) twice under callgrind: without
# the plugin, and with it running the rule (default the article's,
# examples/clientdata.cocci) as the glue runs it (out=, mode=patch,
# severity=note).  Prints per file cc1's instructions both ways, the
# ratio, and the plugin's own instructions (its functions, inclusive);
# then the totals.  --top adds a third run of each file with a rule that
# has top-level patterns, the kernel's own api/platform_no_drv_owner.cocci
# (read from the tree, -D patch: a declarer at the top level, then the
# i2c_driver's initializer), and its columns: what the top-level views
# (the main file's and its headers', docs/matcher.md) cost next to the
# article's rule, which has none and so makes none.  Output under
# build/bench/kernel-instr/.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
nfiles=6
rule=$here/examples/clientdata.cocci
top=
while [ $# -gt 0 ]; do
	case $1 in
	--files) nfiles=$2; shift 2 ;;
	--rule) rule=$2; shift 2 ;;
	--top) top=1; shift ;;
	*) echo "usage: bench/kernel-instructions.sh [--files N] [--rule RULE.cocci] [--top]" >&2; exit 2 ;;
	esac
done
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
out=$here/build/bench/kernel-instr
rm -rf "$out" && mkdir -p "$out/rec"
ck=$here/build/check-kernel
[ -f "$ck/files.built" ] || "$here/scripts/check-kernel.sh" list
tree=$("$here/scripts/kernel-tree.sh")
cp "$here/build/smpl.so" "$out/smpl.so"
"$here/build/smplc" "$rule" -o "$out/rule.smplc"
ours="-fplugin=$out/smpl.so -fplugin-arg-smpl-rules=$out/rule.smplc"
ours="$ours -fplugin-arg-smpl-out=$out/rec -fplugin-arg-smpl-mode=patch"
ours="$ours -fplugin-arg-smpl-severity=note"
if [ -n "$top" ]; then
	"$here/build/smplc" -D patch "$tree/scripts/coccinelle/api/platform_no_drv_owner.cocci" \
		-o "$out/top.smplc" 2> "$out/top.smplc.log"
	mkdir -p "$out/rec-top"
	tops="-fplugin=$out/smpl.so -fplugin-arg-smpl-rules=$out/top.smplc"
	tops="$tops -fplugin-arg-smpl-out=$out/rec-top -fplugin-arg-smpl-mode=patch"
	tops="$tops -fplugin-arg-smpl-define=patch -fplugin-arg-smpl-severity=note"
fi
. "$here/bench/callgrind.sh"
cg_setup

total=$(wc -l < "$ck/files.built")
step=$(( total / nfiles )); [ "$step" -ge 1 ] || step=1
files=$(awk -v s="$step" -v n="$nfiles" 'NR % s == 1 && c < n { print; c++ }' "$ck/files.built")

for f in $files; do
	[ -f "$tree/$(dirname "$f")/.$(basename "$f" .c).o.cmd" ] || {
		echo "bench: $f has no .o.cmd: build the tree first (make bench-kernel)" >&2; exit 1; }
	cg_run "$f" base "" &
	cg_run "$f" plugin "$ours" &
	wait
	[ -z "$top" ] || cg_run "$f" top "$tops"
done

# own FILE.cg: the plugin's own instructions, its entry points inclusive.
own() {
	callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
		awk '/smpl\.so\]/ && /(pre_genericize|finish_unit|line_change|start_unit)\(/ {
			gsub(",", "", $1); s += $1 } END { printf "%.0f\n", s }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print a / b }'; }

{
printf '%-52s %14s %14s %8s %12s' file without with ratio plugin
[ -z "$top" ] || printf ' %14s %8s %12s' "with top" ratio plugin
echo
tb=0; tp=0; to=0; tt=0; tto=0
for f in $files; do
	name=$(echo "$f" | tr / _)
	b=$(cg_summary "$out/$name.base.cg")
	p=$(cg_summary "$out/$name.plugin.cg")
	o=$(own "$out/$name.plugin.cg")
	printf '%-52s %14s %14s %8.4f %12s' "$f" "$b" "$p" "$(ratio "$p" "$b")" "$o"
	tb=$((tb + b)); tp=$((tp + p)); to=$((to + o))
	if [ -n "$top" ]; then
		t=$(cg_summary "$out/$name.top.cg")
		ot=$(own "$out/$name.top.cg")
		printf ' %14s %8.4f %12s' "$t" "$(ratio "$t" "$b")" "$ot"
		tt=$((tt + t)); tto=$((tto + ot))
	fi
	echo
done
printf '%-52s %14s %14s %8.4f %12s' total "$tb" "$tp" "$(ratio "$tp" "$tb")" "$to"
[ -z "$top" ] || printf ' %14s %8.4f %12s' "$tt" "$(ratio "$tt" "$tb")" "$tto"
echo
awk -v a="$to" -v b="$tp" 'BEGIN { printf "the plugin'"'"'s own share of cc1: %.2f%%\n", 100 * a / b }'
[ -z "$top" ] || awk -v a="$tto" -v b="$tt" 'BEGIN { printf "with platform_no_drv_owner (top-level patterns): %.2f%%\n", 100 * a / b }'
[ -z "$top" ] || echo "platform_no_drv_owner's notes: $(cat "$out"/*.top.log | grep -c ' smpl: ' || true)"
} | tee "$out/summary.txt"
