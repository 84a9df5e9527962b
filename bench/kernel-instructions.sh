#!/bin/bash
# bench/kernel-instructions.sh - the plugin's cost on kernel drivers in
# instructions of cc1 (valgrind's callgrind), which, unlike the CPU
# seconds of bench/kernel.sh, do not depend on what else the machine (a
# shared VM) is doing.
#
#   bench/kernel-instructions.sh [--files N] [--rule RULE.cocci]
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
# then the totals.  Output under build/bench/kernel-instr/.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
nfiles=6
rule=$here/examples/clientdata.cocci
while [ $# -gt 0 ]; do
	case $1 in
	--files) nfiles=$2; shift 2 ;;
	--rule) rule=$2; shift 2 ;;
	*) echo "usage: bench/kernel-instructions.sh [--files N] [--rule RULE.cocci]" >&2; exit 2 ;;
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
cat > "$out/cg-wrap.sh" <<'WRAP'
#!/bin/sh
case $1 in
*/cc1) exec valgrind --tool=callgrind --callgrind-out-file="$CG_OUT" "$@" ;;
esac
exec "$@"
WRAP
chmod +x "$out/cg-wrap.sh"

total=$(wc -l < "$ck/files.built")
step=$(( total / nfiles )); [ "$step" -ge 1 ] || step=1
files=$(awk -v s="$step" -v n="$nfiles" 'NR % s == 1 && c < n { print; c++ }' "$ck/files.built")

# The command kbuild ran for FILE.c, the compiler only, its output and
# dependency file sent to OUT, the plugin flags of any earlier run taken
# out.
kcmd() {
	local f=$1 o
	o=$(dirname "$f")/.$(basename "$f" .c).o.cmd
	sed -n 's/^cmd_[^ ]* := //p' "$tree/$o" | head -1 | sed 's/;.*//' |
		sed 's/-fplugin=[^ ]*smpl\.so//; s/-fplugin-arg-smpl-[^ ]*//g' |
		sed 's/-ftime-report//; s/-wrapper [^ ]*//; s/-Wp,-MMD,[^ ]*//' |
		sed "s# -o [^ ]*# -o $out/x.o#"
}

run() {	# FILE.c KIND FLAGS
	local f=$1 k=$2 flags=$3 name
	name=$(echo "$f" | tr / _)
	(cd "$tree" && CG_OUT="$out/$name.$k.cg" \
		sh -c "$(kcmd "$f") $flags -wrapper $out/cg-wrap.sh" \
		> "$out/$name.$k.log" 2>&1) || {
		echo "bench: $f ($k) does not compile: $out/$name.$k.log" >&2; return 1; }
}

for f in $files; do
	[ -f "$tree/$(dirname "$f")/.$(basename "$f" .c).o.cmd" ] || {
		echo "bench: $f has no .o.cmd: build the tree first (make bench-kernel)" >&2; exit 1; }
	run "$f" base "" &
	run "$f" plugin "$ours" &
	wait
done

printf '%-52s %14s %14s %8s %12s\n' file without with ratio plugin
tb=0; tp=0; to=0
for f in $files; do
	name=$(echo "$f" | tr / _)
	b=$(awk '/^summary:/ { print $2 }' "$out/$name.base.cg")
	p=$(awk '/^summary:/ { print $2 }' "$out/$name.plugin.cg")
	# the plugin's own code: its entry points, inclusive
	own=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$name.plugin.cg" 2>/dev/null |
		awk '/smpl\.so\]/ && /(pre_genericize|finish_unit|line_change|start_unit)\(/ {
			gsub(",", "", $1); s += $1 } END { printf "%.0f\n", s }')
	printf '%-52s %14s %14s %8.4f %12s\n' "$f" "$b" "$p" "$(awk -v a="$p" -v b="$b" 'BEGIN { print a / b }')" "$own"
	tb=$((tb + b)); tp=$((tp + p)); to=$((to + own))
done
printf '%-52s %14s %14s %8.4f %12s\n' total "$tb" "$tp" "$(awk -v a="$tp" -v b="$tb" 'BEGIN { print a / b }')" "$to"
awk -v a="$to" -v b="$tp" 'BEGIN { printf "the plugin'"'"'s own share of cc1: %.2f%%\n", 100 * a / b }'
