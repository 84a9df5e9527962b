#!/bin/bash
# bench/csmith-share.sh - the plugin's share of cc1's time on Csmith
# programs, with a rule that matches every `if` (goal: at most 10%).
#
#   bench/csmith-share.sh [--reps N] [--seeds "S..."] [--out DIR] [--instructions]
#
# For each seed S (default: those of csmith.exp, 1 2 3 7 8 12 16 17),
# `csmith --seed S` writes OUT/sS.c, which gcc compiles
# (-I/usr/include/csmith -w -O1 -c) without and with the plugin running
# testsuite/smpl.collect/csmith/if-notnot.cocci (rules=, out=), N times
# each (default 7), interleaved.  gcc's -wrapper runs cc1 under bash's
# `time`, so what is measured is cc1's CPU time (user+sys, to the
# millisecond), not the driver's nor the assembler's.  The table gives,
# per seed, the program's lines, the median without and with, and the
# share (with - without) / with; then the same over the sums of the
# medians.  Each seed's records must hold edits: the measure is of a rule
# that matches (the script fails otherwise).
#
# --instructions counts cc1's instructions instead (the wrapper runs cc1
# under valgrind's callgrind, one run each way: the same figure on every
# run, whatever else the machine does; the share of instructions is not
# that of seconds, but it follows it without the noise of a loaded
# machine).
#
# Not measured: the records' reading by smpl-collect, and the patch.
# Exit status: 0, 1 when a compilation fails or a seed has no match, 77
# without csmith.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
reps=7
seeds="1 2 3 7 8 12 16 17"
out=$here/build/bench/csmith-share
instr=0
while [ $# -gt 0 ]; do
	case $1 in
	--reps) reps=$2; shift 2 ;;
	--seeds) seeds=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--instructions) instr=1; reps=1; shift ;;
	*) echo "usage: bench/csmith-share.sh [--reps N] [--seeds \"S...\"] [--out DIR] [--instructions]" >&2; exit 2 ;;
	esac
done
command -v csmith > /dev/null || { echo "csmith is not installed" >&2; exit 77; }
mkdir -p "$out"
out=$(realpath "$out")
plugin=${SMPL_PLUGIN:-$here/build/smpl.so}
smplc=${SMPL_SMPLC:-$here/build/smplc}
rule=$here/testsuite/smpl.collect/csmith/if-notnot.cocci
"$smplc" "$rule" -o "$out/rule.smplc"
# A snapshot: a rebuild of build/smpl.so during the runs must not change
# what is measured.
cp "$plugin" "$out/smpl.so.tmp" && mv "$out/smpl.so.tmp" "$out/smpl.so"
ours="-fplugin=$out/smpl.so -fplugin-arg-smpl-rules=$out/rule.smplc"
cflags="-I${CSMITH_INCLUDE:-/usr/include/csmith} -w -O1"

# The wrapper: cc1 under bash's `time`, "user sys" appended to
# $SMPL_CC1_LOG; cc1's own messages still go to stderr.
cat > "$out/cc1-time.sh" <<'WRAP'
#!/bin/bash
case $1 in
*/cc1) TIMEFORMAT='%3U %3S'; { time "$@" 2>&3; } 3>&2 2>> "$SMPL_CC1_LOG"; exit ;;
esac
exec "$@"
WRAP
chmod +x "$out/cc1-time.sh"
# With --instructions: cc1 under callgrind instead, its profile written
# to $SMPL_CG_OUT (the driver and the assembler are not counted).
cat > "$out/cc1-cg.sh" <<'WRAP'
#!/bin/bash
case $1 in
*/cc1) exec valgrind --tool=callgrind --callgrind-out-file="$SMPL_CG_OUT" "$@" ;;
esac
exec "$@"
WRAP
chmod +x "$out/cc1-cg.sh"

# compile SEED KIND [FLAGS]: one compilation; cc1's user+sys (or its
# instructions) appended to OUT/sSEED.KIND.
compile() {
	local s=$1 kind=$2 t
	if [ "$instr" = 1 ]; then
		rm -f "$out/s$s.cg"
		# shellcheck disable=SC2086
		SMPL_CG_OUT=$out/s$s.cg gcc -c $cflags ${3:-} -wrapper "$out/cc1-cg.sh" \
			"$out/s$s.c" -o /dev/null 2> "$out/s$s.vg" ||
			{ echo "seed $s: gcc fails ($kind), $out/s$s.vg" >&2; exit 1; }
		awk '/^summary:/ { print $2 }' "$out/s$s.cg" >> "$out/s$s.$kind"
		rm -f "$out/s$s.cg"
		return
	fi
	t=$out/s$s.last
	: > "$t"
	# shellcheck disable=SC2086
	SMPL_CC1_LOG=$t gcc -c $cflags ${3:-} -wrapper "$out/cc1-time.sh" \
		"$out/s$s.c" -o /dev/null ||
		{ echo "seed $s: gcc fails ($kind)" >&2; exit 1; }
	awk '{ printf "%.3f\n", $1 + $2 }' "$t" >> "$out/s$s.$kind"
}

median() { LC_ALL=C sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

if [ "$instr" = 1 ]; then
	command -v valgrind > /dev/null || { echo "valgrind is needed" >&2; exit 1; }
	unit="millions of instructions of cc1 (callgrind)"
	fmt="%-6s %7d %10.1f %10.1f %7.1f%% %6d\n"
	tfmt="%-6s %7s %10.1f %10.1f %7.1f%%\n"
else
	unit="cc1 user+sys in s, median of $reps interleaved runs each"
	fmt="%-6s %7d %10.3f %10.3f %7.1f%% %6d\n"
	tfmt="%-6s %7s %10.3f %10.3f %7.1f%%\n"
fi
scale() { if [ "$instr" = 1 ]; then awk '{ printf "%.1f\n", $1 / 1e6 }'; else cat; fi; }
printf "%-6s %7s %10s %10s %8s %6s\n" seed lines without with share edits
tw=0 tp=0
for s in $seeds; do
	# csmith writes platform.info where it runs: in OUT, not here.
	[ -s "$out/s$s.c" ] || (cd "$out" && csmith --seed "$s") > "$out/s$s.c"
	: > "$out/s$s.base"
	: > "$out/s$s.plugin"
	for _ in $(seq "$reps"); do
		compile "$s" base
		rm -rf "$out/rec$s" && mkdir -p "$out/rec$s"
		compile "$s" plugin "$ours -fplugin-arg-smpl-out=$out/rec$s"
	done
	edits=$(cat "$out/rec$s"/*.rec 2> /dev/null | grep -c '^edit$' || true)
	[ "$edits" -gt 0 ] || { echo "seed $s: no match recorded in $out/rec$s" >&2; exit 1; }
	mb=$(median < "$out/s$s.base" | scale)
	mp=$(median < "$out/s$s.plugin" | scale)
	awk -v s="$s" -v l="$(wc -l < "$out/s$s.c")" -v a="$mb" -v b="$mp" -v e="$edits" -v f="$fmt" \
		'BEGIN { printf f, s, l, a, b, (b - a) / b * 100, e }'
	tw=$(awk -v t="$tw" -v a="$mb" 'BEGIN { print t + a }')
	tp=$(awk -v t="$tp" -v a="$mp" 'BEGIN { print t + a }')
done
awk -v a="$tw" -v b="$tp" -v f="$tfmt" \
	'BEGIN { printf f, "total", "", a, b, (b - a) / b * 100 }'
echo "$unit; share = (with - without) / with; $(nproc) CPUs, $(gcc --version | head -1)"
