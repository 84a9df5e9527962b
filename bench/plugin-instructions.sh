#!/bin/sh
# bench/plugin-instructions.sh - the plugin's cost in instructions, which
# unlike seconds do not depend on what else the machine is doing.
#
# Runs cc1 under valgrind's callgrind for each file, with and without the
# plugin running the article's rule, and prints cc1's instruction counts,
# their ratio, and how much of the difference is dlopen (loading the
# plugin) and how much the plugin's own code.
#
#   sh bench/plugin-instructions.sh [FILE.c...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
[ -x "$top/build/smpl.so" ] || { echo "build/smpl.so is missing: run make" >&2; exit 1; }
[ $# -gt 0 ] || set -- "$top/smpl-frontend/lex.c" "$top/smpl-frontend/parse.c" \
	"$top/plugin/match/ctl.c"
out="$top/build/bench/cg"
rule="$top/build/bench/clientdata.smplc"
mkdir -p "$out"
"$top/build/smplc" "$top/examples/clientdata.cocci" -o "$rule"
flags="-O2 -I$top/smpl-frontend -I$top/plugin/match"
plugin="-fplugin=$top/build/smpl.so -fplugin-arg-smpl-rules=$rule -w"

# instructions of cc1 for one compilation; $1: with or without
cc1_ir() {
	rm -f "$out"/cg.*
	valgrind --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$out/cg.%p" \
		gcc -c $flags $2 "$3" -o /dev/null 2>/dev/null
	f=$(grep -l '^cmd:.*/cc1 ' "$out"/cg.*)
	total=$(awk '/^summary:/ { print $2 }' "$f")
	if [ "$1" = with ]; then
		callgrind_annotate --inclusive=yes --threshold=100 "$f" 2>/dev/null |
		awk -v t="$total" '
			/dlopen@@/ && !d { gsub(",", "", $1); d = $1 }
			/smpl_pass::execute|plugin_init|finish_unit/ && /smpl\.so/ {
				gsub(",", "", $1); p += $1 }
			END { printf "%s %.0f %.0f\n", t, d, p }'
	else
		echo "$total 0 0"
	fi
}

printf "%-12s %15s %15s %8s %12s %12s\n" file without with ratio dlopen plugin
for src; do
	set -- $(cc1_ir without "" "$src")
	without=$1
	set -- $(cc1_ir with "$plugin" "$src")
	awk -v n="$(basename "$src")" -v a="$without" -v b="$1" -v d="$2" -v p="$3" \
		'BEGIN { printf "%-12s %15.0f %15.0f %8.4f %12.0f %12.0f\n", n, a, b, b / a, d, p }'
done
