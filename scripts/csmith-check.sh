#!/bin/bash
# csmith-check.sh - "never write a patch that breaks the code", tested on
# the random programs of Csmith with rules that cannot change behaviour.
#
#   scripts/csmith-check.sh [--out DIR] [--jobs N] [--timeout S] [--spatch]
#                           [--keep] SEEDS RULE.cocci...
#
# SEEDS is a list of seeds and ranges, "1-20" or "3,7,10-12".  For each
# seed S, `csmith --seed S` writes OUT/S/orig/sS.c, which is compiled
# (gcc -I/usr/include/csmith -w -O1) and run, at most S seconds (default
# 5); its "checksum = ..." line is what every patched program must print.
# Then, for each rule R:
#   1. gcc compiles sS.c with the plugin and R writing records
#      (-fplugin-arg-smpl-out, severity=note), at most 120 s;
#   2. smpl-collect makes the patch (--root OUT/S/orig);
#   3. patch -p1 applies it to a copy, OUT/S/R/patched/;
#   4. the patched program is compiled and run (at most twice S seconds).
# With --spatch, the same with `spatch --sp-file R sS.c -o OUT.c` (at most
# 60 s) in place of steps 1 to 3, for comparison.
#
# Output, one line per (seed, rule), in the order of the seeds and rules:
#   S R: RESULT                          or, with --spatch,
#   S R: RESULT; spatch: RESULT
# where RESULT is one of
#   ok N-hunks         the patched program compiles and prints the checksum
#   no-change          the patch is empty
#   does-not-compile   the patched program does not compile
#   checksum-differs   it prints another checksum, or none (a crash, a
#                      time-out: OUT/S/R/run.status says which)
#   plugin-crash       gcc with the plugin fails (spatch-fails: spatch does)
#   collect-fails      smpl-collect exits non-zero
#   patch-fails        patch -p1 does not take the patch
#   skipped (WHY)      the seed gives no program to test: csmith fails, the
#                      original does not compile, does not finish in time,
#                      prints no checksum; or spatch times out
# The files of each case that is neither ok nor no-change stay under
# OUT/S/R/ (rec/ the records, plugin.err, collect.err, fix.patch,
# patched/sS.c, cc.err, run.out; spatch/ for spatch's side), with the
# original in OUT/S/orig/; the rest is removed unless --keep is given.
# --jobs N checks N seeds at a time (default 1); the output keeps its order.
#
# Environment: SMPL_PLUGIN (default build/smpl.so), SMPL_COLLECT (default
# build/smpl-collect), CSMITH (default csmith), CSMITH_INCLUDE (default
# /usr/include/csmith).
# Exit status: 0 when no case broke the code (every result is ok,
# no-change or skipped), 1 otherwise, 2 on bad usage, 77 when csmith is
# not installed.  Needs: csmith, libcsmith-dev, patch, coreutils' timeout.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
out=$here/build/csmith
jobs=1
limit=5
with_spatch=0
keep=0

usage() {
	echo "usage: csmith-check.sh [--out DIR] [--jobs N] [--timeout S] [--spatch] [--keep] SEEDS RULE.cocci..." >&2
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	--out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
	--jobs) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
	--timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
	--spatch) with_spatch=1; shift ;;
	--keep) keep=1; shift ;;
	-*) usage ;;
	*) break ;;
	esac
done
[ $# -ge 2 ] || usage
seedspec=$1
shift
case $jobs$limit in *[!0-9]*) usage ;; esac
{ [ "$jobs" -ge 1 ] && [ "$limit" -ge 1 ]; } || usage

plugin=${SMPL_PLUGIN:-$here/build/smpl.so}
collect=${SMPL_COLLECT:-$here/build/smpl-collect}
csmith=${CSMITH:-csmith}
include=${CSMITH_INCLUDE:-/usr/include/csmith}
cflags=(-I"$include" -w -O1)

if ! command -v "$csmith" >/dev/null 2>&1 || [ ! -f "$include/csmith.h" ]; then
	echo "csmith-check: csmith or $include/csmith.h not installed (packages csmith, libcsmith-dev)" >&2
	exit 77
fi
csmith=$(command -v "$csmith")
for f in "$plugin" "$collect"; do
	[ -e "$f" ] || { echo "csmith-check: no $f (run make)" >&2; exit 2; }
done
if [ $with_spatch = 1 ] && ! command -v spatch >/dev/null 2>&1; then
	echo "csmith-check: --spatch: spatch is not installed (package coccinelle)" >&2
	exit 2
fi

# The seeds of "1-3,7" on one line each.
seeds() {
	local part
	for part in ${1//,/ }; do
		case $part in
		*[!0-9-]*|-*|*-|*-*-*) usage ;;
		*-*) seq "${part%-*}" "${part#*-}" ;;
		*) echo "$part" ;;
		esac
	done
}

rules=()
for r in "$@"; do
	[ -f "$r" ] || { echo "csmith-check: no rule $r" >&2; exit 2; }
	rules+=("$(realpath "$r")")
done

mkdir -p "$out"
out=$(realpath "$out")

# rule_name R.cocci -> R
rule_name() {
	basename "$1" .cocci
}

# The number of hunks of a patch file.
hunks() {
	grep -c '^@@ ' "$1"
}

# checksum FILE: its checksum line, or nothing.
checksum() {
	grep -m1 '^checksum = ' "$1"
}

# run BIN OUTFILE SECONDS: runs BIN, stdout and stderr to OUTFILE, and
# writes how it ended to OUTFILE.status ("exit N" or "timed out").
run() {
	local status
	timeout -k 1 "$3" "$1" >"$2" 2>&1
	status=$?
	if [ $status = 124 ] || [ $status = 137 ]; then
		echo "timed out after $3 s" >"$2.status"
	else
		echo "exit $status" >"$2.status"
	fi
	return $status
}

# verify DIR FILE WANT: compiles DIR/patched/FILE, runs it, compares its
# checksum with WANT; prints the result for DIR/fix.patch.
verify() {
	local d=$1 file=$2 want=$3
	if ! gcc "${cflags[@]}" "$d/patched/$file" -o "$d/patched.bin" \
		2>"$d/cc.err"; then
		echo does-not-compile
		return
	fi
	run "$d/patched.bin" "$d/run.out" $((2 * limit))
	rm -f "$d/patched.bin"
	if [ "$(checksum "$d/run.out")" != "$want" ]; then
		echo checksum-differs
		return
	fi
	echo "ok $(hunks "$d/fix.patch")-hunks"
}

# apply D ROOT: applies D/fix.patch to a copy of ROOT, D/patched; fails
# (with patch-fails printed) when patch does not take it.
apply() {
	rm -rf "$1/patched"
	cp -r "$2" "$1/patched"
	if ! patch -p1 -s -d "$1/patched" -i "$1/fix.patch" \
		>"$1/patch.err" 2>&1; then
		echo patch-fails
		return 1
	fi
}

# with_plugin SEEDDIR FILE RULE WANT: the plugin's result for one rule.
with_plugin() {
	local sd=$1 file=$2 rule=$3 want=$4
	local d
	d=$sd/$(rule_name "$rule")
	if ! timeout 120 gcc "${cflags[@]}" -c "$sd/orig/$file" -o "$d/plugin.o" \
		-fplugin="$plugin" -fplugin-arg-smpl-rules="$rule" \
		-fplugin-arg-smpl-out="$d/rec" -fplugin-arg-smpl-severity=note \
		2>"$d/plugin.err"; then
		echo plugin-crash
		return
	fi
	rm -f "$d/plugin.o"
	if ! "$collect" "$d/rec" --root "$sd/orig" -o "$d/fix.patch" \
		2>"$d/collect.err"; then
		echo collect-fails
		return
	fi
	if [ "$(hunks "$d/fix.patch")" = 0 ]; then
		echo no-change
		return
	fi
	apply "$d" "$sd/orig" || return
	verify "$d" "$file" "$want"
}

# with_spatch SEEDDIR FILE RULE WANT: spatch's result for one rule, in
# SEEDDIR/R/spatch/.
with_spatch() {
	local sd=$1 file=$2 rule=$3 want=$4
	local d status
	d=$sd/$(rule_name "$rule")/spatch
	mkdir -p "$d/patched"
	timeout -k 5 60 spatch --sp-file "$rule" "$sd/orig/$file" \
		-o "$d/patched/$file" >"$d/spatch.err" 2>&1
	status=$?
	if [ $status = 124 ] || [ $status = 137 ]; then
		echo "skipped (spatch timed out after 60 s)"
		return
	elif [ $status != 0 ]; then
		echo spatch-fails
		return
	fi
	[ -f "$d/patched/$file" ] || cp "$sd/orig/$file" "$d/patched/$file"
	(cd "$sd" && diff -u "orig/$file" "$(rule_name "$rule")/spatch/patched/$file") \
		>"$d/fix.patch"
	if [ "$(hunks "$d/fix.patch")" = 0 ]; then
		echo no-change
		return
	fi
	verify "$d" "$file" "$want"
}

# A result that keeps its case's files.
kept() {
	case $1 in
	ok*|no-change|skipped*) return 1 ;;
	esac
}

# The original of seed S: prints nothing when it is good, else why not.
original() {
	local sd=$1 seed=$2 file=$3
	mkdir -p "$sd/orig"
	# csmith writes platform.info where it runs
	if ! (cd "$sd" && "$csmith" --seed "$seed") >"$sd/orig/$file" \
		2>"$sd/csmith.err"; then
		echo "csmith fails"
	elif ! gcc "${cflags[@]}" "$sd/orig/$file" -o "$sd/orig.bin" \
		2>"$sd/cc.err"; then
		echo "the original does not compile"
	elif ! run "$sd/orig.bin" "$sd/orig.out" "$limit" &&
		grep -q timed "$sd/orig.out.status"; then
		echo "the original does not finish in $limit s"
	elif [ -z "$(checksum "$sd/orig.out")" ]; then
		echo "the original prints no checksum, $(cat "$sd/orig.out.status")"
	fi
	rm -f "$sd/orig.bin"
}

# One seed: its lines, and its files where a case failed.
check_seed() {
	local seed=$1 sd=$out/$1 file=s$1.c why want rule name line res sp
	local failed=0
	rm -rf "$sd"
	why=$(original "$sd" "$seed" "$file")
	want=$(checksum "$sd/orig.out" 2>/dev/null)
	for rule in "${rules[@]}"; do
		name=$(rule_name "$rule")
		if [ -n "$why" ]; then
			line="skipped ($why)"
			[ $with_spatch = 1 ] && line="$line; spatch: skipped ($why)"
			echo "$seed $name: $line"
			continue
		fi
		mkdir -p "$sd/$name"
		res=$(with_plugin "$sd" "$file" "$rule" "$want")
		line=$res
		if [ $with_spatch = 1 ]; then
			sp=$(with_spatch "$sd" "$file" "$rule" "$want")
			line="$line; spatch: $sp"
		fi
		echo "$seed $name: $line"
		if kept "$res" || { [ $with_spatch = 1 ] && kept "$sp"; }; then
			failed=1
		elif [ $keep = 0 ]; then
			rm -rf "${sd:?}/$name"
		fi
	done
	[ $failed = 1 ] || [ $keep = 1 ] || [ -n "$why" ] || rm -rf "$sd"
}

# The seeds, --jobs at a time, each into OUT/S.lines; printed in order.
list=$(seeds "$seedspec") || exit 2
running=0
for seed in $list; do
	if [ "$running" -ge "$jobs" ]; then
		wait -n
		running=$((running - 1))
	fi
	check_seed "$seed" >"$out/$seed.lines" &
	running=$((running + 1))
done
wait

# The results that break nothing.
good='(ok [0-9]+-hunks|no-change|skipped \(.*\))'
status=0
for seed in $list; do
	cat "$out/$seed.lines"
	grep -qvE "^[0-9]+ [^ ]+: $good(; spatch: $good)?\$" "$out/$seed.lines" &&
		status=1
	rm -f "$out/$seed.lines"
done
exit $status
