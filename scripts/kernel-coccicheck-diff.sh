#!/bin/bash
# kernel-coccicheck-diff.sh - the WHOLE scripts/coccinelle rule set of
# Linux 6.1 (allmodconfig) over a few driver directories, in report mode:
# the lines of one `smpl-make.sh --coccicheck --mode report` build of the
# directories' objects against those of spatch run rule by rule as
# `make coccicheck MODE=report M=DIR COCCI=RULE` runs it, file by file,
# for the .c files the configuration builds (issue #15;
# testsuite/smpl.kernel/coccicheck.exp reads the result).
#
#   scripts/kernel-coccicheck-diff.sh [--data DIR] [--out DIR] [--jobs N]
#                                     [--mode report|patch] [--rule RULE]...
#                                     [STEP...]
#
# --mode patch (default report) does the same in patch mode: spatch's
# data is DATA/patch/RULE.patch (its diffs, a/ b/ headers, one block a
# file, sorted by path), RULE.err and spatch.time there, run with -D
# patch and without --no-show-diff as coccicheck does for MODE=patch;
# the build is `smpl-make.sh --coccicheck --mode patch` and its patch
# OUT/smpl/smpl.patch; compare applies, per built .c file, every rule's
# diff of spatch (in path order of the rules) and ours to copies and
# compares the results (check-kernel.sh's patch compare step, in
# OUT/ckp/); DATA/patch/known lists the differences (same format; its
# "rule" entries name rules whose diffs are left out of spatch's side).
# Default OUT for patch mode: build/coccicheck-diff-patch.
#
# DATA (default testsuite/smpl.kernel/coccicheck-diff/) holds
#   dirs          the driver directories, one a line (# a comment)
#   RULE.report   spatch's report lines of the tree's
#                 scripts/coccinelle/RULE.cocci over the directories
#                 (RULE with / as in the tree, e.g. api/err_cast:
#                 DATA/api/err_cast.report), sorted, each once, paths
#                 relative to the tree; no file when there is none
#   RULE.err      what spatch printed besides (first lines, per directory)
#   spatch.time   per rule and directory the wall and CPU seconds of
#                 spatch, and the totals
#   known         the differences that are expected, "PATH REASON..." a
#                 line (# a comment): a file whose lines differ; or
#                 "rule RULE REASON...": a rule whose lines are all left
#                 out of the comparison, on both sides: one spatch
#                 does not run through (RULE.err has "spatch exit": an
#                 OCaml script Debian's spatch refuses, ...)
#
# STEPs (default: plugin compare):
#   spatch   per rule and directory, from the top of the tree:
#              spatch -D report --no-show-diff --very-quiet --cocci-file
#                RULE OPTIONS --patch . --dir DIR INCLUDES --timeout 200
#                --use-coccigrep
#            which is what scripts/coccicheck runs for `make coccicheck
#            MODE=report M=DIR COCCI=RULE` (OPTIONS the rule's
#            "// Options:" line, INCLUDES kbuild's LINUXINCLUDE as
#            coccicheck writes it for spatch, --timeout 200 from the
#            tree's .cocciconfig), except --use-coccigrep for the
#            .cocciconfig's --use-gitgrep (the tree is unpacked from a
#            tarball, no git checkout: gitgrep selects no file there) and
#            no --jobs: the pairs (rule, directory) run N at a time; a
#            rule whose "// Requires:" names a newer spatch is skipped as
#            coccicheck skips it.  Writes DATA/RULE.report, RULE.err and
#            DATA/spatch.time.
#   plugin   the directories' objects that allmodconfig builds (kbuild's
#            lists, kbuild-glue/list-objs.mk through check-kernel.sh's
#            list step) deleted and compiled again by ONE
#              smpl-make.sh --coccicheck --mode report --out OUT/smpl
#                --root TREE TREE/scripts/coccinelle -- -k -O -jN OBJ...
#            in the tree; its report lines in OUT/plugin.report, its time
#            (then the same build again, which compiles nothing, into
#            OUT/plugin-again.out: coccicheck.exp checks it says the same)
#            in OUT/plugin.time, its log in OUT/plugin.log.
#   compare  for every .c file of the directories that the configuration
#            builds, spatch's lines (all rules, each line once, without
#            the rules "known" leaves out) against ours: OUT/compare.result,
#            one line a file: "same PATH", "listed PATH REASON",
#            "unexplained PATH", or "stale PATH" (listed but equal), as
#            check-kernel.sh's compare step writes them (which it runs);
#            a file not built is "listed PATH not built by allmodconfig"
#            when spatch reports lines there, else "unbuilt PATH"; a
#            "rule RULE" entry is "stale rule RULE" when spatch runs
#            through the rule (no "spatch exit" in RULE.err).  The table of rules x
#            directories in OUT/table.txt: per pair, spatch's lines in
#            built files, ours (lines whose note in the build log names
#            the rule), and "equal" or "differ".
# Results in OUT (default build/coccicheck-diff).  Exit status: 0 when
# no unexplained or stale entry (and the build ran); 1 otherwise; 77 when
# the tree cannot be had; 2 on bad usage.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
data=$here/testsuite/smpl.kernel/coccicheck-diff
out=
jobs=2
status=0
mode=report
steps=
only=
. "$here/scripts/coccicheck-include.sh"

while [ $# -gt 0 ]; do
	case $1 in
	--data) data=$(realpath "$2"); shift 2 ;;
	--out) out=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	--rule) only="$only $2"; shift 2 ;;
	--mode) mode=$2; shift 2 ;;
	spatch|plugin|compare) steps="$steps $1"; shift ;;
	*) echo "usage: kernel-coccicheck-diff.sh [--data DIR] [--out DIR] [--jobs N] [--rule RULE]... [spatch|plugin|compare]..." >&2
	   exit 2 ;;
	esac
done
[ -n "$steps" ] || steps="plugin compare"
case $mode in
report) [ -n "$out" ] || out=$here/build/$(basename "$data") ;;
patch) [ -n "$out" ] || out=$here/build/$(basename "$data")-patch
       dirs_file=$data/dirs
       data=$data/patch
       mkdir -p "$data" ;;
*) echo "kernel-coccicheck-diff: --mode report or patch" >&2; exit 2 ;;
esac
mkdir -p "$out"
out=$(realpath "$out")
has() { case " $steps " in *" $1 "*) return 0 ;; esac; return 1; }
log() { echo "kernel-coccicheck-diff: $*" >&2; }

st=0
tree=$("$here/scripts/kernel-tree.sh") || st=$?
[ "$st" = 0 ] || exit "$st"
export LC_ALL=C

dirs=$(sed -e 's/#.*//' "${dirs_file:-$data/dirs}" | awk 'NF { print $1 }')
# The rules, as paths under scripts/coccinelle without .cocci.
all_rules=$(cd "$tree/scripts/coccinelle" && find . -name '*.cocci' -type f |
	sed -e 's|^\./||' -e 's|\.cocci$||' | sort)
rules=${only:-$all_rules}
spatch_version=$(spatch --version | head -1 | awk '{ print $3 }')

# split_blocks TMPDIR: the diffs on stdin, one block a file ("diff ..."
# or "--- a/PATH" starts it), written out in path order with headers
# "--- a/PATH" and "+++ b/PATH" only.
split_blocks() {
	rm -rf "$1"
	mkdir -p "$1"
	awk -v dir="$1" '
		/^diff / { next }
		/^--- / { p = $2; sub(/^a\//, "", p); sub(/^\.\//, "", p)
			  n = p; gsub(/\//, "@", n); f = dir "/" n
			  if (f in seen) { skip = 1; next } seen[f] = 1; skip = 0
			  if (o != "") close(o); o = f
			  print "--- a/" p > o; next }
		/^\+\+\+ / { if (!skip) print "+++ b/" p > o; next }
		o != "" && !skip { print > o }
	'
	(cd "$1" && ls | LC_ALL=C sort | xargs -r cat)
	rm -rf "$1"
}

# --- spatch ------------------------------------------------------------------

if has spatch; then
	mkdir -p "$out/spatch"
	for r in $rules; do
		for d in $dirs; do
			echo "$r $d"
		done
	done > "$out/spatch/pairs"
	log "spatch: $(wc -l < "$out/spatch/pairs") rule x directory runs, $jobs at a time"
	export tree out cocci_include spatch_version mode
	# One pair: its lines in OUT/spatch/RULE@DIR.out (DIR with / as _),
	# stderr and other stdout lines in .err, time in .time.
	/usr/bin/time -f "%e s wall, %U s user, %S s sys" -o "$out/spatch/all.time" \
	xargs -P "$jobs" -L 1 sh -c '
		r=$1 d=$2
		b=$out/spatch/$(echo "$r" | tr / @)@$(echo "$d" | tr / _)
		c=scripts/coccinelle/$r.cocci
		cd "$tree"
		req=$(grep "Requires:" "$c" | cut -d: -f2 | sed "s| ||")
		if [ -n "$req" ] && ! { echo "$req"; echo "$spatch_version"; } | sort -CV; then
			echo "skipped: requires spatch $req" > "$b.err"
			: > "$b.out"; echo "0 0 0" > "$b.time"
			exit 0
		fi
		opt=$(grep "Options:" "$c" | cut -d: -f2)
		flags="-D report --no-show-diff"
		[ "$mode" = report ] || flags="-D patch"
		/usr/bin/time -f "%e %U %S" -o "$b.time" \
			spatch $flags --very-quiet --cocci-file "$c" $opt \
			--patch . --dir "$d" $cocci_include --timeout 200 --use-coccigrep \
			> "$b.raw" 2> "$b.err" || echo "spatch exit $?" >> "$b.err"
		if [ "$mode" = report ]; then
			grep -E "^[^ :]+:[0-9]+:[0-9]+-[0-9]+: " "$b.raw" | sort -u > "$b.out" || true
			grep -vE "^[^ :]+:[0-9]+:[0-9]+-[0-9]+: " "$b.raw" | sed "s/^/stdout: /" >> "$b.err" || true
		else
			# The diffs (from the first "diff " line on; lines a
			# script printed before it go with stderr).
			awk "/^diff / { d = 1 } d" "$b.raw" > "$b.out"
			awk "/^diff / { exit } { print \"stdout: \" \$0 }" "$b.raw" >> "$b.err"
		fi
		rm -f "$b.raw"
	' sh < "$out/spatch/pairs"
	: > "$data/spatch.time.tmp"
	for r in $rules; do
		mkdir -p "$(dirname "$data/$r")"
		rm -f "$data/$r.report" "$data/$r.patch" "$data/$r.err"
		if [ "$mode" = report ]; then
			for d in $dirs; do
				b=$out/spatch/$(echo "$r" | tr / @)@$(echo "$d" | tr / _)
				cat "$b.out"
				# Paths as the tree's top names them (./drivers/... -> drivers/...).
			done | sed 's|^\./||' | sort -u > "$data/$r.report"
			[ -s "$data/$r.report" ] || rm -f "$data/$r.report"
		else
			for d in $dirs; do
				cat "$out/spatch/$(echo "$r" | tr / @)@$(echo "$d" | tr / _).out"
			done | split_blocks "$out/spatch/blocks" > "$data/$r.patch"
			[ -s "$data/$r.patch" ] || rm -f "$data/$r.patch"
		fi
		for d in $dirs; do
			b=$out/spatch/$(echo "$r" | tr / @)@$(echo "$d" | tr / _)
			# spatch's "N files match" and its advice about names that
			# could be metavariables are left out.
			grep -vE '^[0-9]+ files? match$|^warning: line [0-9]+: should .* be a metavariable\?$' "$b.err" |
				head -3 | sed "s|^|$d: |"
			echo "$r $d $(cat "$b.time" | tail -1)" >> "$data/spatch.time.tmp"
		done > "$data/$r.err" || true
		[ -s "$data/$r.err" ] || rm -f "$data/$r.err"
	done
	# rule dir wall user sys; then the totals.
	if [ -z "$only" ]; then
		{
			echo "# rule directory wall-s user-s sys-s (spatch as coccicheck, one run each)"
			cat "$data/spatch.time.tmp"
			awk '{ w += $3; u += $4; s += $5 } END { printf "# total: %.1f s wall (sum of runs), %.1f s user, %.1f s sys\n", w, u, s }' "$data/spatch.time.tmp"
			echo "# all runs, $jobs at a time: $(cat "$out/spatch/all.time" | tail -1)"
		} > "$data/spatch.time"
	fi
	rm -f "$data/spatch.time.tmp"
	log "spatch: $(cat "$out/spatch/all.time" | tail -1)"
fi

# --- the files: the directories' .c files, those allmodconfig builds ---------

ck=$out/ck
mkdir -p "$ck"
(cd "$tree" && find $dirs -name '*.c' -type f | sort) > "$out/candidates"
# known: "rule RULE REASON" and "PATH REASON" lines.
sed -e '/^[[:space:]]*#/d' -e 's/[[:space:]]*$//' "$data/known" 2>/dev/null |
	awk 'NF >= 2' > "$out/known.all" || true
awk '$1 == "rule" { print $2 }' "$out/known.all" > "$out/known.rules"
awk '$1 != "rule"' "$out/known.all" > "$out/known.paths"
checkk() {
	"$here/scripts/check-kernel.sh" --out "$ck" --jobs "$jobs" --report \
		--rule "$tree/scripts/coccinelle" --candidates "$out/candidates" \
		--known "$out/known.paths" "$@"
}
if has plugin || has compare; then
	if has plugin || [ ! -f "$ck/files.built" ]; then
		checkk list > "$out/list.log" 2>&1 || { cat "$out/list.log" >&2; exit 1; }
	fi
	log "$(wc -l < "$out/candidates") .c files in $(echo $dirs | wc -w) directories," \
		"$(wc -l < "$ck/files.built") built by allmodconfig"
fi

# --- plugin: one build with the whole set ------------------------------------

plugin=${SMPL_PLUGIN:-$here/build/smpl.so}
export SMPL_PLUGIN=$plugin
export SMPL_SMPLC=${SMPL_SMPLC:-$here/build/smplc}
export SMPL_COLLECT=${SMPL_COLLECT:-$here/build/smpl-collect}
if has plugin; then
	# A snapshot of the plugin (and of the Python host it finds beside
	# it): a rebuild of build/smpl.so during the build must not make
	# compilations fail.
	mkdir -p "$out/bin"
	cp "$plugin" "$out/bin/smpl.so.tmp" && mv "$out/bin/smpl.so.tmp" "$out/bin/smpl.so"
	[ ! -f "$(dirname "$plugin")/smpl-python.so" ] ||
		cp "$(dirname "$plugin")/smpl-python.so" "$out/bin/smpl-python.so"
	export SMPL_PLUGIN=$out/bin/smpl.so
	objs=$(sed 's/\.c$/.o/' "$ck/files.built")
	rm -rf "$out/smpl" "$out/plugin.report" "$out/plugin.log"
	(
		cd "$tree"
		# One build at a time in the tree (check-kernel.sh's lock).
		mkdir -p .smpl
		exec 9> .smpl/lock
		flock 9 || true
		# shellcheck disable=SC2086
		rm -f $objs
		log "plugin: smpl-make.sh --coccicheck --mode $mode over $(echo $objs | wc -w) objects, -j$jobs"
		# shellcheck disable=SC2086
		/usr/bin/time -f "%e s wall, %U s user, %S s sys" -o "$out/plugin.time" \
			"$here/kbuild-glue/smpl-make.sh" --coccicheck --mode "$mode" \
			--out "$out/smpl" --root "$tree" "$tree/scripts/coccinelle" \
			-- -k -O -j"$jobs" $objs > "$out/plugin.out" 2> "$out/plugin.log" ||
			echo "smpl-make.sh exit $?" >> "$out/plugin.log"
		missing=0
		for o in $objs; do [ -f "$o" ] || { missing=$((missing + 1)); echo "no object: $o"; }; done > "$out/plugin.missing"
		log "plugin: $(tail -1 "$out/plugin.time"); $missing objects not produced"
		# The same build again: make compiles nothing, and the records
		# kept and the objects' sections must give the same output
		# (OUT/plugin-again.out; nothing lost).
		# shellcheck disable=SC2086
		"$here/kbuild-glue/smpl-make.sh" --coccicheck --mode "$mode" \
			--out "$out/smpl" --root "$tree" "$tree/scripts/coccinelle" \
			-- -k -O -j"$jobs" $objs > "$out/plugin-again.out" 2> "$out/plugin-again.log" ||
			echo "smpl-make.sh exit $?" >> "$out/plugin-again.log"
	)
fi

# --- compare -------------------------------------------------------------------

# rule_of: for each report line on stdin, "RULE LINE" (RULE the base name
# of the rule file whose note matches, "?" when none does).
rule_of() {
	awk 'FILENAME == ARGV[1] { k = $0; sub(/^[^ ]* /, "", k); r[k] = (k in r) ? r[k] "," $1 : $1; next }
	     { p = $0; sub(/:[0-9]+-[0-9]+: .*/, "", p); m = $0; sub(/^[^ ]*: /, "", m)
	       k = p ":" m; print ((k in r) ? r[k] : "?") " " $0 }' "$out/plugin.rules" -
}

if has compare && [ "$mode" = patch ]; then
	[ -f "$out/plugin.out" ] || { log "no $out/plugin.out: run the plugin step"; exit 1; }
	ckp=$out/ckp
	rm -rf "$ckp"
	mkdir -p "$ckp/spatch"
	cp "$ck/files.built" "$ck/files.grep" "$ckp/"
	# spatch's side: per file, the diffs of every rule (rules in path
	# order) but those "known" leaves out, for the directories' .c files.
	for r in $all_rules; do
		grep -qxF "$r" "$out/known.rules" && continue
		[ -f "$data/$r.patch" ] || continue
		awk -v dir="$ckp/spatch" '
			NR == FNR { c[$0] = 1; next }
			/^--- a\// { p = substr($2, 3); f = (p in c) ? dir "/" p ".diff" : ""
				      if (f != "") { d = f; sub(/\/[^\/]*$/, "", d); system("mkdir -p \"" d "\"") } }
			f != "" { print >> f }
		' "$out/candidates" "$data/$r.patch"
	done
	(cd "$ckp/spatch" && find . -name '*.diff' | LC_ALL=C sort | xargs -r cat) > "$ckp/spatch.patch"
	# Ours: the build's patch, the directories' .c files only.
	awk 'FILENAME == ARGV[1] { c[$0] = 1; next }
	     /^--- a\// { keep = (substr($2, 3) in c) }
	     /^diff / { next }
	     keep' "$out/candidates" "$out/smpl/smpl.patch" > "$ckp/plugin.patch" 2>/dev/null || : > "$ckp/plugin.patch"
	log "spatch changes $(grep -c '^--- a/' "$ckp/spatch.patch" || true) files (one diff a rule), ours $(grep -c '^--- a/' "$ckp/plugin.patch" || true)"
	st=0
	"$here/scripts/check-kernel.sh" --out "$ckp" --jobs "$jobs" \
		--rule "$tree/scripts/coccinelle" --candidates "$out/candidates" \
		--known "$out/known.paths" compare > "$out/compare.log" 2>&1 || st=$?
	cp "$ckp/compare.result" "$out/compare.result" 2>/dev/null || : > "$out/compare.result"
	while read -r r; do
		grep -q 'spatch exit' "$data/$r.err" 2>/dev/null ||
			echo "stale rule $r" >> "$out/compare.result"
	done < "$out/known.rules"
	cat "$ckp/table.txt" 2>/dev/null || cat "$out/compare.log"
	grep '^stale rule ' "$out/compare.result" || true
	[ "$st" = 0 ] || status=1
	! grep -q '^stale rule ' "$out/compare.result" || status=1
	[ ! -s "$out/plugin.missing" ] || { log "objects not produced: $out/plugin.missing"; status=1; }
fi

if has compare && [ "$mode" = report ]; then
	[ -f "$out/plugin.out" ] || { log "no $out/plugin.out: run the plugin step"; exit 1; }
	grep -E '^[^ :]+:[0-9]+:[0-9]+-[0-9]+: ' "$out/plugin.out" | sort -u > "$out/plugin.all" || true
	# Which rule file printed which line: the build's notes
	# "PATH:LINE:COL: note: smpl: RULE.cocci:N: MESSAGE" (the column one
	# more than spatch's): "RULE PATH:LINE:MESSAGE" in OUT/plugin.rules.
	sed -n 's/^\([^ :]*\):\([0-9]*\):[0-9]*: note: smpl: \([^ :]*\)\.cocci:[0-9]*: \(.*\)$/\3 \1:\2:\4/p' \
		"$out/plugin.log" | sed 's|^\([^ ]*\) \./|\1 |' | sort -u > "$out/plugin.rules"
	# Spatch's side: every rule's lines but those of the rules "known"
	# leaves out, for the .c files of the directories.
	for r in $all_rules; do
		grep -qxF "$r" "$out/known.rules" && continue
		cat "$data/$r.report" 2>/dev/null || true
	done | sort -u | awk -F: 'NR == FNR { c[$0] = 1; next } $1 in c' "$out/candidates" - > "$ck/spatch.report"
	# Ours: the same, leaving out the lines of those rules.
	rule_of < "$out/plugin.all" > "$out/plugin.all.rules"
	awk 'FILENAME == ARGV[1] { n = $1; sub(/.*\//, "", n); x[n] = 1; next }
	     { split($1, rs, ","); keep = 1; for (i in rs) if (rs[i] in x) keep = 0
	       if (keep) { sub(/^[^ ]* /, ""); print } }' "$out/known.rules" "$out/plugin.all.rules" |
		sort -u | awk -F: 'NR == FNR { c[$0] = 1; next } $1 in c' "$out/candidates" - > "$ck/plugin.report"
	log "spatch: $(wc -l < "$ck/spatch.report") lines, ours $(wc -l < "$ck/plugin.report")" \
		"($(awk -F: 'NR == FNR { c[$0] = 1; next } !($1 in c)' "$out/candidates" "$out/plugin.all" | wc -l) of ours in other files, not compared)"
	st=0
	checkk compare > "$out/compare.log" 2>&1 || st=$?
	cp "$ck/compare.result" "$out/compare.result" 2>/dev/null || : > "$out/compare.result"
	# "rule" entries: a rule that spatch does not run through (it exits
	# with an error in some directory: DATA/RULE.err); stale otherwise.
	while read -r r; do
		grep -q 'spatch exit' "$data/$r.err" 2>/dev/null ||
			echo "stale rule $r" >> "$out/compare.result"
	done < "$out/known.rules"
	cat "$ck/table.txt" 2>/dev/null || cat "$out/compare.log"
	grep '^stale rule ' "$out/compare.result" || true
	# The table: rules x directories.
	{
		printf '%-40s' rule
		for d in $dirs; do printf ' %-26s' "${d#drivers/}"; done
		echo
		for r in $all_rules; do
			b=${r##*/}
			line=$(printf '%-40s' "$r")
			any=
			for d in $dirs; do
				s=$(grep -E "^$d/" "$data/$r.report" 2>/dev/null |
					awk -F: 'NR == FNR { c[$0] = 1; next } $1 in c' "$ck/files.built" - | sort -u)
				o=$(awk -v b="$b" '{ split($1, rs, ","); for (i in rs) if (rs[i] == b) { sub(/^[^ ]* /, ""); print; break } }' "$out/plugin.all.rules" |
					grep -E "^$d/" | awk -F: 'NR == FNR { c[$0] = 1; next } $1 in c' "$ck/files.built" - | sort -u)
				ns=$(printf '%s' "$s" | grep -c . || true)
				no=$(printf '%s' "$o" | grep -c . || true)
				if [ "$s" = "$o" ]; then v="equal $ns"; else v="differ $ns/$no"; any=1; fi
				[ "$ns$no" != 00 ] || v=-
				line="$line $(printf '%-26s' "$v")"
			done
			echo "$line"
		done
		echo "(per directory: spatch's lines in built .c files and ours of the same rule file: \"equal N\", \"differ SPATCH/OURS\", - for none)"
	} > "$out/table.txt"
	cat "$out/table.txt"
	[ "$st" = 0 ] || status=1
	! grep -q '^stale rule ' "$out/compare.result" || status=1
	[ ! -s "$out/plugin.missing" ] || { log "objects not produced: $out/plugin.missing"; status=1; }
fi
exit ${status:-0}
