#!/bin/bash
# bench/kernel.sh - what the plugin costs a real kernel build, and what
# spatch costs on the same files.
#
#   bench/kernel.sh [--rounds N] [--jobs J] [--out DIR]
#                   [--coccicheck MODE --dirs "DIR..."]
#
# --coccicheck MODE (bench/coccicheck.sh): the tree's whole
# scripts/coccinelle compiled into one rule set (`smplc -D MODE --set`,
# as `smpl-make.sh --coccicheck` does) instead of the article's rule, over
# every object allmodconfig builds in the directories --dirs names (those
# with a .o.cmd after a build of `make DIR/`), and in 4. `make coccicheck
# MODE=MODE M=DIR COCCI=RULE` for each directory and rule (but those with
# OCaml scripts, which Debian's spatch refuses, stopping a whole `make
# coccicheck`) instead of the one spatch run.
#
# The files are those of scripts/check-kernel.sh: every driver of Linux
# 6.1 under drivers/ that uses i2c_get_clientdata or i2c_set_clientdata
# with kfree and that allmodconfig builds (build/check-kernel/files.built;
# the list step is run when it is missing).  Measured, in the tree of
# scripts/kernel-tree.sh:
#
#   1. CPU time: the objects are deleted and made again (`make -k -O -jJ
#      OBJ...`, as check-kernel.sh does), without and with the plugin
#      (the glue's flags: rule, hash, out=, severity=note), N rounds each,
#      interleaved (without, with, without, with, ...).  user+sys of make
#      and all its children (GNU time), the median of each, and the ratio.
#      smpl-collect over the records, timed once.
#   Then one build without and one with the plugin, both with the two
#   measuring flags (they are kept out of 1: -ftime-report alone almost
#   doubles the system time of a build):
#   2. the plugin's own time: -ftime-report; the "plugin execution" line
#      (TV_PLUGIN_RUN: our pass, and also the kernel's own GCC plugins,
#      hence the difference of with and without), summed over all
#      compilations of the build, and the same sum of the TOTAL lines;
#   3. peak memory of cc1: `-wrapper` runs each cc1 under GNU time; the
#      largest maximum RSS of any cc1, and the median over the
#      compilations.
#   Changing KCFLAGS also remakes kbuild's prepare files (asm-offsets.s
#   and the like) in every build, with the same flags; they are counted.
#   4. spatch: `spatch --sp-file RULE --dir D --jobs 2 --very-quiet` over a
#      copy of the same .c files (with the .h files of their directories),
#      D in a temporary directory: wall, user+sys and maximum RSS (GNU
#      time -v; the largest process).
#
# Results: DIR/ (default build/bench/kernel): per-run time files, logs,
# and summary.txt, which is also printed.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
rounds=3
jobs=2
out=$here/build/bench/kernel
cmode=
dirs=
nospatch=
while [ $# -gt 0 ]; do
	case $1 in
	--rounds) rounds=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	--out) out=$2; shift 2 ;;
	--coccicheck) cmode=$2; shift 2 ;;
	--dirs) dirs=$2; shift 2 ;;
	--no-spatch) nospatch=1; shift ;;
	*) echo "usage: bench/kernel.sh [--rounds N] [--jobs J] [--out DIR] [--coccicheck MODE --dirs \"DIR...\"] [--no-spatch]" >&2; exit 2 ;;
	esac
done
[ -z "$cmode" ] || [ -n "$dirs" ] || { echo "bench: --coccicheck needs --dirs" >&2; exit 2; }
mkdir -p "$out"
out=$(realpath "$out")
rule=$here/examples/clientdata.cocci
plugin=${SMPL_PLUGIN:-$here/build/smpl.so}
smplc=${SMPL_SMPLC:-$here/build/smplc}
collect=${SMPL_COLLECT:-$here/build/smpl-collect}
log() { echo "bench: $*" >&2; }

# A snapshot of the plugin: a rebuild of build/smpl.so during the runs
# must not change what is measured.
cp "$plugin" "$out/smpl.so.tmp" && mv "$out/smpl.so.tmp" "$out/smpl.so"
plugin=$out/smpl.so

ck=$here/build/check-kernel
[ -n "$cmode" ] || [ -f "$ck/files.built" ] || "$here/scripts/check-kernel.sh" list
tree=$("$here/scripts/kernel-tree.sh")
cd "$tree"
# One build at a time in the tree (check-kernel.sh, kernel.exp, bench/kernel.sh):
# they delete and remake the same objects.
mkdir -p .smpl
exec 9> .smpl/lock
flock 9 || true
if [ -n "$cmode" ]; then
	# the directories' objects: what allmodconfig builds there (a .o.cmd
	# whose source is a .c of the directory, not a link step)
	# shellcheck disable=SC2086
	make -k -j"$jobs" $(for d in $dirs; do echo "${d%/}/"; done) > "$out/dirs.log" 2>&1 || true
	files=$out/files.built
	for d in $dirs; do
		find "${d%/}" -name '.*.o.cmd' | while read -r c; do
			o=$(dirname "$c")/$(basename "$c" .cmd | sed 's/^\.//')
			[ -f "${o%.o}.c" ] && echo "${o%.o}.c"
		done
	done | LC_ALL=C sort -u > "$files"
	: > "$out/files.twice"
	twice=$out/files.twice
else
	files=$ck/files.built
	[ -f "$ck/files.twice" ] || : > "$ck/files.twice"
	twice=$ck/files.twice
fi
objs=$(sed 's/\.c$/.o/' "$files")
objs_par=$(grep -vxFf "$twice" "$files" | sed 's/\.c$/.o/' || true)
objs_seq=$(grep -xFf "$twice" "$files" | sed 's/\.c$/.o/' || true)
nfiles=$(wc -l < "$files")

# The glue's flags (kbuild-glue/smpl-make.sh).
if [ -n "$cmode" ]; then
	rule=$tree/scripts/coccinelle
	# shellcheck disable=SC2046
	"$smplc" -D "$cmode" --set -o "$out/rule.smplc" \
		$(find "$rule" -name '*.cocci' | LC_ALL=C sort) 2> "$out/smplc.log" || true
	hash=$("$smplc" --hash "$out/rule.smplc")
	# smpl-make.sh --coccicheck's flags: the main files alone, the
	# script rules that only print left to smpl-collect
	pmode="$cmode -fplugin-arg-smpl-define=$cmode -fplugin-arg-smpl-main-only"
	pmode="$pmode -fplugin-arg-smpl-defer-scripts"
else
	"$smplc" "$rule" -o "$out/rule.smplc"
	hash=$("$smplc" --hash "$rule")
	pmode=patch
fi
ours="-fplugin=$plugin -fplugin-arg-smpl-rules=$out/rule.smplc"
ours="$ours -fplugin-arg-smpl-hash=$hash -fplugin-arg-smpl-out=$out/records"
ours="$ours -fplugin-arg-smpl-mode=$pmode -fplugin-arg-smpl-severity=note"

# build NAME KCFLAGS: delete the objects, make them again; GNU time of the
# whole (make and its children) in OUT/NAME.time as "user sys wall".
build() {
	local name=$1 kcflags=$2
	# shellcheck disable=SC2086
	rm -f $objs
	rm -rf "$out/records"
	/usr/bin/time -f '%U %S %e' -o "$out/$name.time" sh -c '
		j=$1 k=$2 par=$3 seq=$4
		[ -z "$par" ] || make -k -O -j"$j" ${k:+KCFLAGS="$k"} $par
		[ -z "$seq" ] || make -k -O -j1 ${k:+KCFLAGS="$k"} $seq
	' sh "$jobs" "$kcflags" "$objs_par" "$objs_seq" > "$out/$name.log" 2>&1 || true
	local n=0 o
	for o in $objs; do [ -f "$o" ] || n=$((n + 1)); done
	[ "$n" = 0 ] || log "$name: $n objects not produced ($out/$name.log)"
	log "$name: user sys wall = $(cat "$out/$name.time")"
}

median() { LC_ALL=C sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
cpu() { awk '{ printf "%.2f\n", $1 + $2 }' "$1"; }

# The RSS wrapper: gcc -wrapper runs cc1 under GNU time, appending
# "maxrss_kB" to $SMPL_RSS_LOG.
cat > "$out/rss-wrap.sh" <<'WRAP'
#!/bin/sh
case $1 in
*/cc1) exec /usr/bin/time -a -o "$SMPL_RSS_LOG" -f '%M' "$@" ;;
esac
exec "$@"
WRAP
chmod +x "$out/rss-wrap.sh"
measure="-ftime-report -wrapper $out/rss-wrap.sh"
export SMPL_RSS_LOG

# tv NAME LOG: sum of usr+sys of the time variable NAME over the log.
tv() {
	awk -v name="$1" '
		{ line = $0; sub(/^ +/, "", line) }
		index(line, name) == 1 && line ~ /:/ {
			# "usr ( x%) sys ( y%) wall ( z%) GGC ( w%)", or for TOTAL
			# "usr sys wall GGC": drop the percentages.
			sub(/^[^:]*:/, "", line); gsub(/\([^)]*\)/, "", line)
			split(line, f, " "); sum += f[1] + f[2] }
		END { printf "%.2f\n", sum }' "$2"
}

# 1. Interleaved rounds, no measuring flag.
for k in base plugin; do
	: > "$out/cpu.$k"
done
for r in $(seq "$rounds"); do
	build "base$r" ""
	cpu "$out/base$r.time" >> "$out/cpu.base"
	build "plugin$r" "$ours"
	cpu "$out/plugin$r.time" >> "$out/cpu.plugin"
done
/usr/bin/time -f '%U %S %e' -o "$out/collect.time" \
	"$collect" "$out/records" --root "$tree" -o "$out/plugin.patch" 2> "$out/collect.log" || true
mb=$(median < "$out/cpu.base")
mp=$(median < "$out/cpu.plugin")

# 2-3. One build each way with the measuring flags.
for k in base plugin; do
	SMPL_RSS_LOG=$out/rss.$k
	: > "$SMPL_RSS_LOG"
	flags=$measure
	[ $k = base ] || flags="$ours $measure"
	build "measure-$k" "$flags"
done
pb=$(tv "plugin execution" "$out/measure-base.log")
pp=$(tv "plugin execution" "$out/measure-plugin.log")
tb=$(tv "TOTAL" "$out/measure-base.log")
tp=$(tv "TOTAL" "$out/measure-plugin.log")
nrep=$(grep -c '^ *TOTAL' "$out/measure-plugin.log" || true)
rss() { grep -E '^[0-9]+$' "$1" | LC_ALL=C sort -n | awk '{ v[NR] = $1 } END { printf "%d %d %d\n", v[NR], v[int((NR + 1) / 2)], NR }'; }
read -r rb_max rb_med rb_n < <(rss "$out/rss.base")
read -r rp_max rp_med rp_n < <(rss "$out/rss.plugin")

# 4. spatch on the same files, --jobs 2; with --coccicheck, make
# coccicheck over each directory (SPFLAGS as check-kernel's data step:
# the unpacked tree is no git tree).
if [ -n "$nospatch" ]; then
	printf 'Elapsed (wall clock) time (h:mm:ss or m:ss): 0:00\nUser time (seconds): 0\nSystem time (seconds): 0\nMaximum resident set size (kbytes): 0\n' > "$out/spatch.time"
	: > "$out/spatch.patch"
	: > "$out/spatch.rules"
	echo 0 > "$out/spatch.lines"
elif [ -n "$cmode" ]; then
	: > "$out/spatch.patch"
	# rule by rule (COCCI=RULE), as Debian's spatch stops a whole
	# `make coccicheck` at the first rule with an OCaml script; those
	# rules (it refuses them) are left out
	find "$rule" -name '*.cocci' | LC_ALL=C sort |
		xargs grep -L 'script:ocaml' > "$out/spatch.rules" || true
	/usr/bin/time -v -o "$out/spatch.time" sh -c '
		for d in $1; do
			while read -r r; do
				make coccicheck MODE="$2" M="$d" J="$3" \
					COCCI="$r" SPFLAGS=--use-coccigrep || true
			done < "$4"
		done' sh "$dirs" "$cmode" "$jobs" "$out/spatch.rules" > "$out/spatch.out" 2> "$out/spatch.log" || true
	grep -E '^[^ :]+:[0-9]+:[0-9]+-[0-9]+: ' "$out/spatch.out" | sort -u > "$out/spatch.report" || true
	grep -c '' "$out/spatch.report" > "$out/spatch.lines" || true
fi
if [ -z "$cmode" ] && [ -z "$nospatch" ]; then
	sd=$(mktemp -d "${TMPDIR:-/tmp}/smpl-bench-spatch.XXXXXX")
	while read -r f; do
		mkdir -p "$sd/$(dirname "$f")"
		cp "$f" "$sd/$f"
		for h in "$(dirname "$f")"/*.h; do [ -f "$h" ] && cp "$h" "$sd/$h"; done
	done < "$files"
	/usr/bin/time -v -o "$out/spatch.time" \
		spatch --sp-file "$rule" --dir "$sd" --jobs 2 --very-quiet > "$out/spatch.patch" 2> "$out/spatch.log" || true
	rm -rf "$sd"
fi
sw=$(awk -F': ' '/Elapsed/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.2f", s }' "$out/spatch.time")
su=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.2f", u + s }' "$out/spatch.time")
sm=$(awk -F': ' '/Maximum resident/ { print $2 }' "$out/spatch.time")
sf=$(grep -c '^+++ ' "$out/spatch.patch" || true)

ratio=$(awk -v a="$mp" -v b="$mb" 'BEGIN { printf "%.4f", a / b }')
{
	if [ -n "$cmode" ]; then
		echo "bench/kernel.sh --coccicheck $cmode: Linux 6.1 allmodconfig, the $(find "$rule" -name '*.cocci' | wc -l) rule files of scripts/coccinelle as one set, $nfiles objects of $dirs, make -j$jobs, $(nproc) CPUs, $(gcc --version | head -1)"
	else
		echo "bench/kernel.sh: Linux 6.1 allmodconfig, $nfiles objects (the i2c clientdata drivers of check-kernel), make -j$jobs, $(nproc) CPUs, $(gcc --version | head -1)"
	fi
	echo "CPU time of the build (user+sys of make and children), median of $rounds interleaved rounds:"
	echo "  without the plugin: $mb s   (rounds: $(tr '\n' ' ' < "$out/cpu.base"))"
	echo "  with the plugin:    $mp s   (rounds: $(tr '\n' ' ' < "$out/cpu.plugin"))"
	echo "  ratio: $ratio   (overhead $(awk -v r="$ratio" 'BEGIN { printf "%+.2f%%", (r - 1) * 100 }'))"
	echo "  smpl-collect over the records: user sys wall = $(cat "$out/collect.time") s"
	echo "  with the plugin and smpl-collect: $(awk -v a="$mp" -v b="$mb" '{ printf "%.2f s, overhead %+.2f%%", a + $1 + $2, (a + $1 + $2 - b) / b * 100 }' "$out/collect.time")"
	echo "-ftime-report, summed over the $nrep compilations of a build (usr+sys):"
	echo "  \"plugin execution\": $pp s with, $pb s without (the kernel's own plugins) => ours $(awk -v a="$pp" -v b="$pb" 'BEGIN { printf "%.2f", a - b }') s"
	echo "  TOTAL: $tp s with, $tb s without; our plugin's share of TOTAL: $(awk -v a="$pp" -v b="$pb" -v t="$tp" 'BEGIN { printf "%.2f%%", (a - b) / t * 100 }')"
	echo "  ours against the CPU time of the build without the plugin (1.): $(awk -v a="$pp" -v b="$pb" -v t="$mb" 'BEGIN { printf "%.2f%%", (a - b) / t * 100 }')"
	echo "peak RSS of cc1 ($rb_n / $rp_n compilations):"
	echo "  largest:  $rb_max kB without, $rp_max kB with ($(awk -v a="$rp_max" -v b="$rb_max" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }'))"
	echo "  median:   $rb_med kB without, $rp_med kB with ($(awk -v a="$rp_med" -v b="$rb_med" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }'))"
	if [ -n "$nospatch" ]; then
		echo "(spatch not run: --no-spatch)"
	elif [ -n "$cmode" ]; then
		echo "make coccicheck MODE=$cmode M=DIR COCCI=RULE J=$jobs (spatch, the $(wc -l < "$out/spatch.rules") rules without OCaml, rule by rule) over $dirs:"
		echo "  wall $sw s, user+sys $su s, max RSS $sm kB, $(cat "$out/spatch.lines") distinct report lines"
		echo "  against the build without the plugin: $(awk -v a="$su" -v b="$mb" 'BEGIN { printf "%.1fx", a / b }') its CPU time"
	else
		echo "spatch --jobs 2 --very-quiet on the same $nfiles files (copied with their directories' .h files):"
		echo "  wall $sw s, user+sys $su s, max RSS $sm kB, $sf files changed"
	fi
} | tee "$out/summary.txt"
