#!/bin/bash
# bench/ruleset-instructions.sh - what a rule set costs in cc1, in
# instructions (valgrind's callgrind): the plugin's own instructions,
# split into the per-function half (pre_genericize: the prefilter and
# the preprocessor's facts) and the end of the unit (finish_unit: views,
# matching, records), for each plugin given and each rule file given
# (a .cocci, compiled with -D MODE, or a directory, compiled into one
# set with smplc -D MODE --set).
#
#   bench/ruleset-instructions.sh [--mode MODE] [--plugin SO]... [--rules R]...
#                                 [--flag KEY[=VALUE]]... FILE.c...
#
# FILE.c are paths in the kernel tree (SMPL_KERNEL_TREE, else
# build/kernel/linux-source-6.1) whose objects kbuild built (their .o.cmd
# gives the command); defaults: build/smpl.so; the article's rule and
# the tree's scripts/coccinelle; mode report.  Each file is also
# compiled without the plugin, and each run's ratio to that printed.  --flag adds a plugin
# option (-fplugin-arg-smpl-KEY[=VALUE]: main-only, defer-scripts, as
# smpl-make.sh --coccicheck gives them); records are written (out=), as
# a build writes them.  Output under build/bench/ruleset/.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
mode=report
plugins=()
rules=()
extra=
while [ $# -gt 0 ]; do
	case $1 in
	--mode) mode=$2; shift 2 ;;
	--plugin) plugins+=("$(realpath "$2")"); shift 2 ;;
	--rules) rules+=("$(realpath "$2")"); shift 2 ;;
	--flag) extra="$extra -fplugin-arg-smpl-$2"; shift 2 ;;
	-*) echo "usage: bench/ruleset-instructions.sh [--mode MODE] [--plugin SO]... [--rules R]... [--flag KEY[=VALUE]]... FILE.c..." >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -gt 0 ] || { echo "bench: no FILE.c" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
tree=${SMPL_KERNEL_TREE:-$here/build/kernel/linux-source-6.1}
[ ${#plugins[@]} -gt 0 ] || plugins=("$here/build/smpl.so")
[ ${#rules[@]} -gt 0 ] || rules=("$here/examples/clientdata.cocci" "$tree/scripts/coccinelle")
out=$here/build/bench/ruleset
rm -rf "$out" && mkdir -p "$out"

# each rule file compiled once
compiled=()
for r in "${rules[@]}"; do
	n=$(basename "$r" .cocci)
	if [ -d "$r" ]; then
		"$here/build/smplc" -D "$mode" --set -o "$out/$n.smplset" \
			$(find "$r" -name '*.cocci' | LC_ALL=C sort) 2> "$out/$n.smplc.log"
		compiled+=("$out/$n.smplset")
	else
		"$here/build/smplc" -D "$mode" "$r" -o "$out/$n.smplc" 2> "$out/$n.smplc.log"
		compiled+=("$out/$n.smplc")
	fi
done

. "$here/bench/callgrind.sh"
cg_setup

part() {	# FILE.cg FUNCTION: its inclusive instructions in smpl.so
	callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
		awk -v fn="$2" '/smpl[^ ]*\.so\]/ && index($0, fn "(") {
			gsub(",", "", $1); s += $1 } END { printf "%.0f\n", s }'
}

printf '%-44s %-22s %-16s %14s %12s %12s %8s\n' file plugin rules cc1 per-function unit-end ratio
for f in "$@"; do
	name=$(echo "$f" | tr / _)
	base=
	if cg_run "$f" none ""; then	# the same command without the plugin
		base=$(cg_summary "$out/$name.none.cg")
		printf '%-44s %-22s %-16s %14s\n' "$f" "(none)" "" "$base"
	fi
	for p in "${plugins[@]}"; do
		for c in "${compiled[@]}"; do
			k=$(basename "$(dirname "$p")")-$(basename "$p" .so)-$(basename "$c")
			flags="-fplugin=$p -fplugin-arg-smpl-rules=$c -fplugin-arg-smpl-mode=$mode"
			flags="$flags -fplugin-arg-smpl-define=$mode -fplugin-arg-smpl-severity=note -w"
			flags="$flags -fplugin-arg-smpl-out=$out/records$extra"
			cg_run "$f" "$k" "$flags" || continue
			n=$(cg_summary "$out/$name.$k.cg")
			printf '%-44s %-22s %-16s %14s %12s %12s %8s\n' "$f" \
				"$(basename "$(dirname "$p")")/$(basename "$p")" "$(basename "$c")" \
				"$n" \
				"$(part "$out/$name.$k.cg" pre_genericize)" \
				"$(part "$out/$name.$k.cg" finish_unit)" \
				"$([ -n "$base" ] && awk -v a="$n" -v b="$base" 'BEGIN { printf "%.4f", a / b }')"
		done
	done
done | tee "$out/summary.txt"
