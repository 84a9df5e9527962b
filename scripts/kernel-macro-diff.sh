#!/bin/bash
# kernel-macro-diff.sh - kernel rules over driver directories of Linux 6.1
# (allmodconfig), gcc-smpl against spatch, file by file, through
# scripts/check-kernel.sh (one run per rule).  Two data sets use it:
# testsuite/smpl.kernel/macro-diff/ (the default: rules that name macros:
# BUG_ON, ARRAY_SIZE, list_for_each_entry, GFP_KERNEL, -ENOMEM, dev_err;
# macro-diff.exp) and testsuite/smpl.kernel/top-diff/ (the kernel's own
# rules with top-level patterns: platform_no_drv_owner, of_table,
# returnvar, simple_open, flexible_array, in patch mode; top-diff.exp;
# scripts/kernel-top-diff.sh runs this script with --data on it).  With
# --report it compares report lines instead of patches (the kernel's rules
# in report mode, testsuite/smpl.kernel/report-diff/, report-diff.exp;
# scripts/kernel-report-diff.sh runs this script with --report --data on
# it; that script's header says how spatch is run there).
#
#   scripts/kernel-macro-diff.sh [--data DIR] [--out DIR] [--jobs N]
#                                [--report] [--rule NAME]... [STEP...]
#
# STEPs (default: plugin compare):
#   spatch    per rule, spatch over the rule's candidate files (one file at
#             a time, N in parallel, with the rule's spatch options, default
#             --timeout 60) and its outputs written as checked-in data:
#             DATA/RULE.patch (the per-file diffs, a/ b/ headers) and
#             DATA/RULE.err ("PATH: first line of stderr" for each file
#             spatch complained about)
#   plugin    per rule, the candidate files that allmodconfig builds
#             compiled through kbuild-glue/smpl-make.sh with the rule
#             (check-kernel.sh's list and plugin steps)
#   compare   per rule, spatch's checked-in diffs and our patch applied to
#             copies and compared file by file (check-kernel.sh's compare
#             step: same / listed REASON / unexplained / unbuilt / stale);
#             the table of all rules in OUT/table.txt
#   coccicheck  (--report only) per rule and directory, `make coccicheck
#             MODE=report M=DIR COCCI=RULE SPFLAGS=--use-coccigrep` in the
#             tree, its report lines for the rule's candidate files set
#             against DATA/RULE.report's lines for them: OUT/RULE/coccicheck.DIR
#             (DIR with / as _), "same" or the diff (or the lines of
#             .c files the greps miss), one line a directory
#             in OUT/coccicheck.txt (a check of the data, slow: not part of
#             the test)
#
# The rules of DATA (default testsuite/smpl.kernel/macro-diff/) are
#   DATA/NAME.cocci  a rule kept in DATA; its "// grep: REGEX" lines
#                    select its candidate files;
#   DATA/NAME.rule   a rule of the kernel tree, read from the tree at each
#                    run (the kernel's code is not copied here), one
#                    "KEY VALUE" a line, # a comment:
#                      cocci PATH     the rule, relative to the tree
#                      define NAME    smplc -D NAME and spatch -D NAME
#                      grep REGEX     as "// grep:" (every one must match)
#                      dir DIR        a directory of its candidates (its
#                                     .c files, recursively); default the
#                                     four below
#                      spatch OPTION  options of spatch's step (default
#                                     --timeout 60)
#                      kbuild DIR     check-kernel.sh --kbuild DIR: a
#                                     directory whose Makefile lists
#                                     objects of others (amdgpu's)
# --rule NAME (repeatable) runs that rule only, e.g. to write again the
# spatch data of one rule that changed.
# A rule's candidate files: the .c files of its directories (default
# drivers/hwmon drivers/i2c/busses drivers/rtc drivers/iio/adc) that match
# every grep regex (grep -E).  The known differences are DATA/known:
# "RULE PATH REASON..." a line; a line that starts with # is a comment
# (a reason may hold #: "#14 ...").
# --report: spatch's data is DATA/RULE.report (its report lines, sorted
# and deduplicated, paths relative to the tree) and DATA/RULE.err; the
# spatch step runs as coccicheck does (check-kernel.sh --report), with the
# rule's "// Options:" line, `--patch .` and coccicheck's include options
# ($cocci_include below) before the .rule's spatch options (default
# --timeout 200, as the tree's .cocciconfig); plugin builds with
# `smpl-make.sh --mode report`; compare sets the lines side by side.
# Results in OUT/RULE/ (check-kernel.sh's layout), OUT/RULE/compare.result
# being the one the test reads (default OUT: build/DATA's name).  Needs the
# tree of scripts/kernel-tree.sh.
# Exit status: 0 when every rule's comparison has no unexplained
# difference, no stale entry and no plugin problem; 1 otherwise; 77 when
# the tree cannot be had; 2 on bad usage.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
data=$here/testsuite/smpl.kernel/macro-diff
out=
jobs=2
steps=
only=
dirs="drivers/hwmon drivers/i2c/busses drivers/rtc drivers/iio/adc"
report=
. "$here/scripts/coccicheck-include.sh"

while [ $# -gt 0 ]; do
	case $1 in
	--data) data=$(realpath "$2"); shift 2 ;;
	--out) out=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	--rule) only="$only $2"; shift 2 ;;
	--report) report=1; shift ;;
	spatch|plugin|compare|coccicheck) steps="$steps $1"; shift ;;
	*) echo "usage: kernel-macro-diff.sh [--data DIR] [--out DIR] [--jobs N] [--report] [--rule NAME]... [spatch|plugin|compare|coccicheck]..." >&2
	   exit 2 ;;
	esac
done
[ -n "$steps" ] || steps="plugin compare"
[ -n "$out" ] || out=$here/build/$(basename "$data")
mkdir -p "$out"
out=$(realpath "$out")
has() { case " $steps " in *" $1 "*) return 0 ;; esac; return 1; }
log() { echo "kernel-macro-diff: $*" >&2; }

st=0
tree=$("$here/scripts/kernel-tree.sh") || st=$?
[ "$st" = 0 ] || exit "$st"

# field RULE KEY: the values of KEY in a .rule file, one a line; a
# .cocci file's "// grep:" lines for KEY grep.
field() {
	case $1 in
	*.rule) sed -e 's/#.*//' "$1" | awk -v k="$2" '$1 == k { $1 = ""; sub(/^ +/, ""); sub(/ +$/, ""); print }' ;;
	*) [ "$2" = grep ] && sed -n 's|^// grep: ||p' "$1" ;;
	esac
	return 0
}

# rule_cocci RULE: the SmPL file of a rule: the .cocci itself, or the tree's
# file a .rule names.
rule_cocci() {
	case $1 in
	*.rule) echo "$tree/$(field "$1" cocci | head -1)" ;;
	*) echo "$1" ;;
	esac
}

# candidates RULE: the files of the rule's directories matching each grep
# regex.
candidates() {
	local list rdirs
	rdirs=$(field "$1" dir | tr '\n' ' ')
	list=$(cd "$tree" && grep -rlE --include='*.c' . ${rdirs:-$dirs} 2>/dev/null | LC_ALL=C sort)
	field "$1" grep | {
		while read -r re; do
			list=$(cd "$tree" && printf '%s\n' "$list" | xargs -r grep -lE -- "$re" || true)
		done
		printf '%s\n' "$list" | sed '/^$/d'
	}
}

# unpack RULE: spatch's checked-in outputs into OUT/RULE/spatch/ as the
# spatch step of check-kernel.sh leaves them.
unpack() {
	local r=$1 o=$out/$1
	rm -rf "$o/spatch"
	mkdir -p "$o/spatch"
	if [ -n "$report" ]; then
		touch "$data/$r.report"
		cp "$data/$r.report" "$o/spatch.report"
		unpack_err "$r"
		return
	fi
	touch "$data/$r.patch" "$data/$r.err"
	cp "$data/$r.patch" "$o/spatch.patch"
	awk -v dir="$o/spatch" '
		/^--- a\// { if (f != "") close(f); f = dir "/" substr($2, 3) ".diff"; d = f;
			sub(/\/[^\/]*$/, "", d); system("mkdir -p \"" d "\"") }
		f != "" { print > f }
	' "$data/$r.patch"
	unpack_err "$r"
}

# unpack_err RULE: spatch's checked-in stderr lines into OUT/RULE/spatch/PATH.err.
unpack_err() {
	local r=$1 o=$out/$1 line p
	touch "$data/$r.err"
	while IFS= read -r line; do
		p=${line%%: *}
		mkdir -p "$(dirname "$o/spatch/$p")"
		echo "${line#*: }" > "$o/spatch/$p.err"
	done < "$data/$r.err"
}

# rules: the rule files to run, all or those of --rule.
rules() {
	local r
	if [ -z "$only" ]; then
		ls "$data"/*.cocci "$data"/*.rule 2>/dev/null | LC_ALL=C sort
	else
		for r in $only; do
			if [ -f "$data/$r.rule" ]; then
				echo "$data/$r.rule"
			elif [ -f "$data/$r.cocci" ]; then
				echo "$data/$r.cocci"
			else
				echo "kernel-macro-diff: no rule $r in $data" >&2; exit 2
			fi
		done
	fi
}
rule_files=$(rules)
! has coccicheck || : > "$out/coccicheck.txt"
rname() { r=${1##*/}; r=${r%.rule}; echo "${r%.cocci}"; }

status=0
for rf in $rule_files; do
	r=$(rname "$rf")
	o=$out/$r
	cocci=$(rule_cocci "$rf")
	[ -f "$cocci" ] || { log "$r: no rule file $cocci"; status=1; continue; }
	mkdir -p "$o"
	candidates "$rf" > "$o/candidates"
	awk -v r="$r" '$1 == r { $1 = ""; sub(/^ /, ""); print }' "$data/known" 2>/dev/null > "$o/known" || true
	log "$r: $(wc -l < "$o/candidates") candidate files"
	ck="$here/scripts/check-kernel.sh --out $o --jobs $jobs --rule $cocci --known $o/known --candidates $o/candidates"
	[ -z "$report" ] || ck="$ck --report"
	for d in $(field "$rf" define); do ck="$ck --define $d"; done
	for d in $(field "$rf" kbuild); do ck="$ck --kbuild $d"; done
	if has spatch; then
		sflags=$(field "$rf" spatch | tr '\n' ' ')
		if [ -n "$report" ]; then
			# As coccicheck: the rule's options, then --patch and the includes.
			sflags="$(grep 'Options:' "$cocci" | cut -d: -f2 | tr '\n' ' ') --patch . $(echo $cocci_include) ${sflags:---timeout 200}"
		fi
		SMPL_SPATCH_FLAGS="${sflags:---timeout 60}" $ck list spatch || true
		if [ -n "$report" ]; then
			cp "$o/spatch.report" "$data/$r.report"
		else
			cp "$o/spatch.patch" "$data/$r.patch"
		fi
		(cd "$o/spatch" && find . -name '*.err' | LC_ALL=C sort | while read -r e; do
			echo "${e#./}" | sed 's/\.err$//' | tr '\n' ':'
			echo " $(head -1 "$e")"
		done) > "$data/$r.err"
	fi
	if has coccicheck && [ -n "$report" ]; then
		for d in $(field "$rf" dir); do
			c=$o/coccicheck.$(echo "$d" | tr / _)
			(cd "$tree" && make coccicheck MODE=report M="$d" COCCI="${cocci#"$tree"/}" \
				SPFLAGS=--use-coccigrep J="$jobs") > "$c.out" 2>&1 || true
			# Both sides' lines for the candidate files under DIR.
			grep -E '^[^ :]+:[0-9]+:[0-9]+-[0-9]+: ' "$c.out" | LC_ALL=C sort -u |
				awk -F: 'NR == FNR { c[$0] = 1; next } $1 in c' "$o/candidates" - > "$c.theirs" || true
			grep -E "^$d/" "$data/$r.report" > "$c.ours" || true
			# Lines of other .c files: the rule's greps miss them.
			grep -E '^[^ :]+\.c:[0-9]+:[0-9]+-[0-9]+: ' "$c.out" | LC_ALL=C sort -u |
				awk -F: 'NR == FNR { c[$0] = 1; next } !($1 in c)' "$o/candidates" - > "$c.missed" || true
			if [ -s "$c.missed" ]; then
				echo "$r $d differs: coccicheck reports $(wc -l < "$c.missed") lines in files that are no candidates ($c.missed)"
			elif cmp -s "$c.theirs" "$c.ours"; then
				echo "$r $d same ($(wc -l < "$c.ours") lines)"
			else
				echo "$r $d differs: diff $c.theirs $c.ours"
			fi
		done >> "$out/coccicheck.txt"
	fi
	if has plugin; then
		$ck list plugin > "$o/check.log" 2>&1 || status=1
	fi
	if has compare; then
		unpack "$r"
		$ck compare >> "$o/check.log" 2>&1 || status=1
	fi
done

if has coccicheck && [ -n "$report" ]; then
	cat "$out/coccicheck.txt"
	! grep -q ' differs: ' "$out/coccicheck.txt" || status=1
fi

# The table: per rule, files changed by spatch, by us, same (among the
# files either changes), listed, unexplained, candidates not built.
if has compare && [ -n "$report" ]; then
	{
		printf '%-22s %6s %7s %7s %5s %7s %12s %10s\n' rule files spatch \
			gcc-smpl same listed unexplained "not built"
		for rf in $rule_files; do
			r=$(rname "$rf") o=$out/$(rname "$rf")
			res=$o/compare.result
			same=0
			while read -r f; do
				if [ -f "$o/result/spatch/$f.report" ] || [ -f "$o/result/plugin/$f.report" ]; then
					same=$((same + 1))
				fi
			done < <(sed -n 's/^same //p' "$res")
			printf '%-22s %6s %7s %7s %5s %7s %12s %10s\n' "$r" \
				"$(wc -l < "$o/candidates")" "$(wc -l < "$o/spatch.report")" \
				"$(cat "$o/plugin.report" 2>/dev/null | wc -l)" "$same" \
				"$(grep -c '^listed ' "$res" || true)" \
				"$(grep -c '^unexplained \|^stale ' "$res" || true)" \
				"$(grep -c '^unbuilt ' "$res" || true)"
		done
	} | tee "$out/table.txt"
elif has compare; then
	{
		printf '%-22s %6s %7s %7s %5s %7s %12s %10s\n' rule files spatch \
			gcc-smpl same listed unexplained "not built"
		for rf in $rule_files; do
			r=$(rname "$rf") o=$out/$(rname "$rf")
			res=$o/compare.result
			ns=$(grep -c '^--- a/' "$o/spatch.patch" || true)
			np=$(grep -c '^--- a/' "$o/plugin.patch" 2>/dev/null || true)
			same=0
			while read -r f; do
				if [ -f "$o/spatch/$f.diff" ] || [ -f "$o/plugin.diff/$f.diff" ]; then
					same=$((same + 1))
				fi
			done < <(sed -n 's/^same //p' "$res")
			printf '%-22s %6s %7s %7s %5s %7s %12s %10s\n' "$r" \
				"$(wc -l < "$o/candidates")" "$ns" "${np:-0}" "$same" \
				"$(grep -c '^listed ' "$res" || true)" \
				"$(grep -c '^unexplained \|^stale ' "$res" || true)" \
				"$(grep -c '^unbuilt ' "$res" || true)"
		done
	} | tee "$out/table.txt"
fi
exit $status
