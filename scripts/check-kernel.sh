#!/bin/bash
# check-kernel.sh - run the article's rule over the i2c drivers of a real
# kernel tree, with spatch and with the gcc-smpl plugin through the kbuild
# glue, apply both patches and compare the results file by file.
#
#   scripts/check-kernel.sh [--out DIR] [--jobs N] [--rule RULE.cocci]
#                           [--known FILE] [--files LIST]
#                           [--candidates LIST] [--define NAME]... [--report]
#                           [--kbuild DIR]... [STEP...]
#
# STEPs (default: list spatch plugin compare):
#   list      the drivers: every drivers/**/*.c that uses i2c_get_clientdata
#             or i2c_set_clientdata together with kfree (OUT/files.grep), and
#             those of them that allmodconfig builds (OUT/files.built; how:
#             kbuild-glue/list-objs.mk, walking the directories from drivers/)
#   spatch    spatch --sp-file RULE FILE --very-quiet, one file at a time,
#             N in parallel, over files.grep: OUT/spatch/PATH.diff per file,
#             OUT/spatch.patch (a/ b/ headers), OUT/spatch.summary, and time
#             and peak memory in OUT/spatch.time
#   plugin    compiles files.built in the tree through the glue,
#             kbuild-glue/smpl-make.sh --out OUT/smpl RULE -- -k -O -jN OBJ...
#             (severity=note, records in OUT/smpl/records, the patch made by
#             smpl-collect: OUT/plugin.patch); per file the compiler's output
#             (OUT/plugin/PATH.log) and the number of `smpl:` diagnostics;
#             problems (no object, compiler crash, "smpl: internal", a
#             function skipped, a record missing from the object, the patch
#             from the objects' .discard.smpl sections differing from the
#             one from the record directory) in OUT/plugin.problems, each
#             with the command that reproduces it
#   baseline  the same objects compiled without the plugin (timing only)
#   compare   applies spatch's diff and ours to copies of each file
#             (OUT/result/{spatch,plugin}/PATH) and compares the results:
#             OUT/compare.result, one line per file, "same PATH",
#             "listed PATH REASON" (different, reason in the known file),
#             "unexplained PATH" or "unbuilt PATH" (allmodconfig does not
#             build it and spatch does not change it: nothing to compare);
#             prints the table (also OUT/table.txt)
#
# The known differences are in kbuild-glue/check-kernel.known (--known):
# one "PATH REASON..." per line; a line that starts with # is a comment.
# A file spatch changes that allmodconfig does not build is listed
# automatically ("not built by allmodconfig").  A listed file whose results agree (or that is not among
# the files) is reported as stale, which fails the check like an
# unexplained difference: the list stays exact.
# The tree comes from scripts/kernel-tree.sh (prepared on first use).
# --files LIST uses the given list of .c files (relative to the tree)
# instead of files.built for the plugin and baseline steps.
# --candidates LIST uses the given list of .c files (relative to the tree)
# instead of the i2c clientdata grep for files.grep (the list step); used
# by scripts/kernel-macro-diff.sh.
# --define NAME (repeatable) defines the virtual rule NAME for both
# tools: `spatch -D NAME` and `smpl-make.sh -D NAME` (smplc -D NAME), e.g.
# `--define patch` for the kernel's own rules, which do nothing without a
# mode.
# --kbuild DIR (repeatable): a directory whose Makefile lists objects of
# other directories (amdgpu's lists ../display/...): a candidate is built
# too when kbuild reaches DIR and DIR lists its object.
# --report compares report lines instead of patches (the kernel rules'
# report mode, scripts/kernel-report-diff.sh): spatch runs as coccicheck
# runs it, `spatch --no-show-diff --very-quiet --cocci-file RULE
# SMPL_SPATCH_FLAGS -D report FILE` (the caller puts the rule's `// Options:`,
# --patch . and coccicheck's -I/--include options in SMPL_SPATCH_FLAGS),
# its standard output sorted and deduplicated in OUT/spatch/PATH.report
# (OUT/spatch.report: all of them); the plugin step builds with
# `smpl-make.sh --mode report` and takes the report lines smpl-collect
# prints ("PATH:LINE:COL-COL: MESSAGE", paths relative to the tree) into
# OUT/plugin.report (from the records; from the objects: OUT/plugin.objects.report,
# which must be the same); compare sets each file's lines of both side by
# side (OUT/result/{spatch,plugin}/PATH.report), and a file is "same"
# when they are equal.
# Environment: SMPL_PLUGIN (default build/smpl.so), SMPL_COLLECT (default
# build/smpl-collect), SMPL_SMPLC (default build/smplc), SMPL_KERNEL_TREE
# (see kernel-tree.sh), SMPL_SPATCH_FLAGS (more options of spatch, e.g.
# --timeout 60).
# Exit status: 0 when every step ran, the plugin had no problem and every
# difference is listed; 1 otherwise; 77 when the tree cannot be had
# (linux-source-6.1 cannot be installed); 2 on bad usage.
# Needs: coccinelle, time, patch (installed as root when missing).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out=$here/build/check-kernel
jobs=2
rule=$here/examples/clientdata.cocci
files_opt=
candidates=
defines=()
known=$here/kbuild-glue/check-kernel.known
steps=
report=
kbuild_dirs=

while [ $# -gt 0 ]; do
	case $1 in
	--out) out=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	--rule) rule=$2; shift 2 ;;
	--known) known=$(realpath "$2"); shift 2 ;;
	--files) files_opt=$(realpath "$2"); shift 2 ;;
	--candidates) candidates=$(realpath "$2"); shift 2 ;;
	--define) defines+=(-D "$2"); shift 2 ;;
	--report) report=1; shift ;;
	--kbuild) kbuild_dirs="${kbuild_dirs:-} $2"; shift 2 ;;
	list|spatch|plugin|baseline|compare) steps="$steps $1"; shift ;;
	*) echo "usage: check-kernel.sh [--out DIR] [--jobs N] [--rule R.cocci] [--known FILE] [--files LIST] [--candidates LIST] [--define NAME]... [--report] [--kbuild DIR]... [list|spatch|plugin|baseline|compare]..." >&2
	   exit 2 ;;
	esac
done
[ -n "$steps" ] || steps="list spatch plugin compare"
rule=$(realpath "$rule")
plugin=${SMPL_PLUGIN:-$here/build/smpl.so}
collect=${SMPL_COLLECT:-$here/build/smpl-collect}
smplc=${SMPL_SMPLC:-$here/build/smplc}
export SMPL_PLUGIN=$plugin SMPL_COLLECT=$collect SMPL_SMPLC=$smplc
mkdir -p "$out"
out=$(realpath "$out")
status=0

log() { echo "check-kernel: $*" >&2; }
has() { case " $steps " in *" $1 "*) return 0 ;; esac; return 1; }

# Debian packages this script runs.
need=
command -v spatch >/dev/null || need="$need coccinelle"
[ -x /usr/bin/time ] || need="$need time"
command -v patch >/dev/null || need="$need patch"
if [ -n "$need" ]; then
	[ "$(id -u)" = 0 ] || { log "install:$need"; exit 77; }
	apt-get update -q >&2 || true
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q $need >&2 ||
		{ log "cannot install$need"; exit 77; }
fi

st=0
tree=$("$here/scripts/kernel-tree.sh") || st=$?
[ "$st" = 0 ] || exit "$st"
cd "$tree"
# One build at a time in the tree (check-kernel.sh, kernel.exp, bench/kernel.sh):
# they delete and remake the same objects.
mkdir -p .smpl
exec 9> .smpl/lock
flock 9 || true

# --- list ----------------------------------------------------------------------

# list_dir DIR: kbuild's objects and subdirectories of DIR ("o PATH", "d PATH",
# paths normalised), cached in OUT/kbuild/DIR.list.
list_dir() {
	local f=$out/kbuild/$1.list
	if [ ! -f "$f" ]; then
		mkdir -p "$(dirname "$f")"
		make -s -f "$here/kbuild-glue/list-objs.mk" obj="$1" list |
			while read -r kind path; do
				[ -n "$path" ] || continue
				echo "$kind $(realpath -m --relative-to=. "$path")"
			done > "$f.tmp"
		mv "$f.tmp" "$f"
	fi
	cat "$f"
}

# reached DIR: true when kbuild descends into DIR: DIR is drivers, or an
# ancestor that kbuild reaches lists DIR as a subdirectory (drivers/Makefile
# names char/ipmi/ directly, so not only the parent counts).
reached() {
	local a=$1
	[ "$1" = drivers ] && return 0
	while a=$(dirname "$a") && [ "$a" != . ]; do
		if list_dir "$a" | grep -qxF "d $1" && reached "$a"; then
			return 0
		fi
	done
	return 1
}

# built FILE.c: true when the configuration builds FILE.o: kbuild reaches
# its directory, and the directory lists the object.  The directory is the
# nearest one with a Makefile: the parts of a composite object may lie in
# subdirectories without one (mlx5's core/Makefile lists en/tc/meter.o).
built() {
	local d
	d=$(dirname "$1")
	while [ "$d" != . ] && [ ! -f "$d/Makefile" ] && [ ! -f "$d/Kbuild" ]; do
		d=$(dirname "$d")
	done
	reached "$d" && list_dir "$d" | grep -qxF "o ${1%.c}.o" && return 0
	for d in $kbuild_dirs; do
		reached "$d" && list_dir "$d" | grep -qxF "o ${1%.c}.o" && return 0
	done
	return 1
}

# twice DIR: true when a parallel single-object build may compile an object
# of DIR twice at once.  Linux 6.1 passes a goal such as
# drivers/char/ipmi/x.o to every subdirectory make whose name prefixes it;
# drivers/Makefile lists both char/ and char/ipmi/, so two makes compile
# x.o, one as a module and one not, and with -j they race (fixdep: error
# opening .x.o.d).  Such objects are built alone, with -j1, where the
# second compilation (the [M] one) wins.
twice() {
	local a=$1 x
	while a=$(dirname "$a") && [ "$a" != . ]; do
		list_dir "$a" | grep -qxF "d $1" || continue
		x=$1
		while x=$(dirname "$x") && [ "$x" != "$a" ]; do
			list_dir "$a" | grep -qxF "d $x" && return 0
		done
	done
	return 1
}

if has list || [ ! -f "$out/files.built" ]; then
	log "listing the drivers"
	if [ -n "$candidates" ]; then
		LC_ALL=C sort -u "$candidates" > "$out/files.grep"
	else
		grep -rlE --include='*.c' 'i2c_(get|set)_clientdata' drivers |
			xargs grep -lw kfree | LC_ALL=C sort > "$out/files.grep"
	fi
	: > "$out/files.built.tmp"
	: > "$out/files.unbuilt"
	: > "$out/files.twice"
	while read -r f; do
		if built "$f"; then
			echo "$f" >> "$out/files.built.tmp"
			twice "$(dirname "$f")" && echo "$f" >> "$out/files.twice"
		else
			echo "$f" >> "$out/files.unbuilt"
		fi
	done < "$out/files.grep"
	mv "$out/files.built.tmp" "$out/files.built"
	what="use i2c clientdata and kfree"
	[ -z "$candidates" ] || what="are candidates"
	log "$(wc -l < "$out/files.grep") files $what;" \
	    "$(wc -l < "$out/files.built") are built by allmodconfig" \
	    "(the others: $out/files.unbuilt)"
fi

# patch_summary PATCH: "N files in M directories, K lines changed", as
# smpl-collect prints it (K counts added and removed lines).
patch_summary() {
	awk '/^\+\+\+ b\// { f = substr($2, 3); files[f] = 1; d = f; sub(/\/[^\/]*$/, "", d); dirs[d] = 1; next }
	     /^--- a\// { next }
	     /^[+-]/ { lines++ }
	     END { nf = 0; nd = 0; for (f in files) nf++; for (d in dirs) nd++
		   printf "%d files in %d directories, %d lines changed\n", nf, nd, lines + 0 }' "$1"
}

# --- spatch --------------------------------------------------------------------

if has spatch; then
	log "spatch over $(wc -l < "$out/files.grep") files, $jobs at a time"
	rm -rf "$out/spatch"
	mkdir -p "$out/spatch"
	spatch_flags="${SMPL_SPATCH_FLAGS:-}${defines[*]+ ${defines[*]}}"
	export rule out spatch_flags report
	# One spatch per file; its diff with a/ b/ headers in OUT/spatch/PATH.diff
	# (--report: its report lines in PATH.report), its stderr in PATH.err,
	# its time and memory in PATH.time.
	/usr/bin/time -v -o "$out/spatch.time" \
	xargs -P "$jobs" -n 1 sh -c '
		f=$1 d=$out/spatch/$1
		mkdir -p "$(dirname "$d")"
		if [ -n "$report" ]; then
			/usr/bin/time -f "%e s %M KB" -o "$d.time" \
				spatch --no-show-diff --very-quiet --cocci-file "$rule" $spatch_flags "$f" > "$d.raw" 2> "$d.err" ||
				echo "spatch exit $?" >> "$d.err"
			# Other lines on stdout (a script'"'"'s own prints) go with stderr.
			grep -E "^[^ :]+:[0-9]+:[0-9]+-[0-9]+: " "$d.raw" | LC_ALL=C sort -u > "$d.report"
			grep -vE "^[^ :]+:[0-9]+:[0-9]+-[0-9]+: " "$d.raw" | sed "s/^/stdout: /" >> "$d.err"
			rm -f "$d.raw"
			[ -s "$d.report" ] || rm -f "$d.report"
		else
			/usr/bin/time -f "%e s %M KB" -o "$d.time" \
				spatch $spatch_flags --sp-file "$rule" "$f" --very-quiet > "$d.raw" 2> "$d.err" ||
				echo "spatch exit $?" >> "$d.err"
			sed -e "s|^--- .*|--- a/$f|" -e "s|^+++ .*|+++ b/$f|" "$d.raw" > "$d.diff"
			rm -f "$d.raw"
			[ -s "$d.diff" ] || rm -f "$d.diff"
		fi
		[ -s "$d.err" ] || rm -f "$d.err"
	' sh < "$out/files.grep"
	(cd "$out/spatch" && find . -name '*.diff' | LC_ALL=C sort | xargs -r cat) > "$out/spatch.patch"
	(cd "$out/spatch" && find . -name '*.report' | xargs -r cat) | LC_ALL=C sort -u > "$out/spatch.report"
	[ -z "$report" ] || log "spatch: $(wc -l < "$out/spatch.report") report lines in" \
		"$(cut -d: -f1 "$out/spatch.report" | sort -u | wc -l) files"
	patch_summary "$out/spatch.patch" > "$out/spatch.summary"
	grep -xFf "$out/files.built" "$out/files.grep" | while read -r f; do
		[ -f "$out/spatch/$f.diff" ] && cat "$out/spatch/$f.diff"
	done > "$out/spatch.built.patch" || true
	[ -n "$report" ] || log "spatch: $(cat "$out/spatch.summary") (built files only: $(patch_summary "$out/spatch.built.patch"))"
	log "spatch: $(grep -E 'Elapsed|Maximum resident' "$out/spatch.time" | sed 's/^[[:space:]]*//' | tr '\n' ';')"
	n=$(find "$out/spatch" -name '*.err' | wc -l)
	[ "$n" = 0 ] || log "spatch wrote to stderr for $n files (OUT/spatch/*.err)," \
		"$(grep -rl 'inconsistent control-flow paths' "$out/spatch" | wc -l) of them" \
		"given up for inconsistent control-flow paths"
fi

# --- plugin and baseline -----------------------------------------------------

# report_lines FILE...: the report lines ("PATH:LINE:COL-COL: MESSAGE")
# of the files, sorted and deduplicated.
report_lines() {
	cat "$@" 2>/dev/null | grep -E '^[^ :]+:[0-9]+:[0-9]+-[0-9]+: ' | LC_ALL=C sort -u || true
}

# goals: the make goals of the .c files on stdin: FILE.o, or for an
# object that a --kbuild directory D lists, D/RELATIVE.o (kbuild builds
# amdgpu's ../display objects only under the name amdgpu's Makefile gives).
goals() {
	local f o d g
	while read -r f; do
		o=${f%.c}.o g=$o
		for d in $kbuild_dirs; do
			if list_dir "$d" | grep -qxF "o $o"; then
				g=$d/$(realpath -m --relative-to="$d" "$o")
				break
			fi
		done
		echo "$g"
	done
}

files=${files_opt:-$out/files.built}
objs=$(goals < "$files")
# Objects that twice() found are made apart, one job (see twice above).
[ -f "$out/files.twice" ] || : > "$out/files.twice"
objs_par=$(grep -vxFf "$out/files.twice" "$files" | goals || true)
objs_seq=$(grep -xFf "$out/files.twice" "$files" | goals || true)

if has baseline; then
	# shellcheck disable=SC2086
	rm -f $objs
	log "baseline: make -k -O -j$jobs $(wc -l < "$files") objects"
	# shellcheck disable=SC2086
	/usr/bin/time -v -o "$out/baseline.time" sh -c '
		j=$1 par=$2 seq=$3
		[ -z "$par" ] || make -k -O -j"$j" $par
		[ -z "$seq" ] || make -k -O -j1 $seq
	' sh "$jobs" "$objs_par" "$objs_seq" > "$out/baseline.log" 2>&1 || true
	log "baseline: $(grep -E 'Elapsed' "$out/baseline.time" | sed 's/^[[:space:]]*//')"
	missing=0
	for o in $objs; do [ -f "$o" ] || missing=$((missing + 1)); done
	log "baseline: $missing objects not produced (see $out/baseline.log)"
fi

if has plugin; then
	[ -f "$plugin" ] || { log "no $plugin (make build/smpl.so)"; exit 1; }
	[ -x "$collect" ] || { log "no $collect (make build/smpl-collect)"; exit 1; }
	# A snapshot of the plugin: a rebuild of build/smpl.so while the
	# kernel builds must not make compilations fail.
	cp "$plugin" "$out/smpl.so.tmp" && mv "$out/smpl.so.tmp" "$out/smpl.so"
	# and the Python of script rules, which the plugin finds beside it
	if [ -f "$(dirname "$plugin")/smpl-python.so" ]; then
		cp "$(dirname "$plugin")/smpl-python.so" "$out/smpl-python.so"
	fi
	plugin=$out/smpl.so
	export SMPL_PLUGIN=$plugin
	# Fresh records and fresh objects: every file is compiled this time.
	# shellcheck disable=SC2086
	rm -f $objs
	rm -rf "$out/smpl" "$out/plugin" "$out/plugin.patch"
	mkdir -p "$out/plugin"
	touch "$out/plugin.start"
	glue=$here/kbuild-glue/smpl-make.sh
	glue_args=(${defines[@]+"${defines[@]}"})
	[ -z "$report" ] || glue_args+=(--mode report)
	log "plugin: $glue --out $out/smpl --root $tree ${glue_args[*]+${glue_args[*]} }RULE -- -k -O -j$jobs ($(wc -l < "$files") objects)"
	# shellcheck disable=SC2086
	/usr/bin/time -v -o "$out/plugin.time" sh -c '
		glue=$1 o=$2 r=$3 rule=$4 j=$5 par=$6 seq=$7
		shift 7
		[ -z "$par" ] || "$glue" --out "$o" --root "$r" "$@" "$rule" -- -k -O -j"$j" $par
		[ -z "$seq" ] || "$glue" --out "$o" --root "$r" "$@" "$rule" -- -k -O -j1 $seq
	' sh "$glue" "$out/smpl" "$tree" "$rule" "$jobs" "$objs_par" "$objs_seq" ${glue_args[@]+"${glue_args[@]}"} \
		> "$out/plugin.log" 2>&1 || true
	log "plugin: $(grep -E 'Elapsed' "$out/plugin.time" | sed 's/^[[:space:]]*//')"
	kcflags=$(sed -n 's/^smpl-make: make .* KCFLAGS="\(.*\)"$/\1/p' "$out/plugin.log" | head -1)
	echo "$kcflags" > "$out/plugin.kcflags"

	# Split the log into one block per compilation: a kbuild quiet line
	# ("  CC [M]  drivers/x/y.o") starts the block of that object; the
	# glue's and smpl-collect's own lines end it.
	awk -v dir="$out/plugin" '
		/^  [A-Z][A-Z_]* *(\[M\])? +[^ ]+\.o$/ { o = $NF; sub(/\.o$/, ".c", o);
			if (f != "") close(f); f = dir "/" o ".log"; d = f; sub(/\/[^\/]*$/, "", d);
			system("mkdir -p \"" d "\""); printf "" > f; next }
		/^smpl-make: |^smpl-collect: |^[0-9]+ files? in [0-9]+ director|^[0-9]+ findings? not applied/ {
			if (f != "") close(f); f = ""; next }
		f != "" && !/^make(\[[0-9]+\])?: / { print >> f }
	' "$out/plugin.log"

	# The patch, as the glue made it from the record directory, and the
	# same made from the objects' .discard.smpl sections: they must agree.
	: > "$out/plugin.problems"
	if [ -f "$out/smpl/smpl.patch" ]; then
		cp "$out/smpl/smpl.patch" "$out/plugin.patch"
	else
		: > "$out/plugin.patch"
		echo "(glue): no patch from smpl-make.sh (see $out/plugin.log)" >> "$out/plugin.problems"
	fi
	# Report lines (--report) are what smpl-collect prints on its
	# standard output; they are looked for in its -o file too.
	"$collect" "$out/smpl/records" --root "$tree" -o "$out/plugin.records.patch" \
		> "$out/plugin.records.out" 2> "$out/plugin.summary" ||
		echo "(collect): smpl-collect $out/smpl/records failed: $(cat "$out/plugin.summary")" >> "$out/plugin.problems"
	present=
	# shellcheck disable=SC2086
	for o in $objs; do [ -f "$o" ] && present="$present $o"; done
	# shellcheck disable=SC2086
	"$collect" $present --root "$tree" -o "$out/plugin.objects.patch" \
		> "$out/plugin.objects.out" 2> "$out/plugin.objects.summary" ||
		echo "(collect): smpl-collect OBJECTS failed: $(cat "$out/plugin.objects.summary")" >> "$out/plugin.problems"
	cmp -s "$out/plugin.patch" "$out/plugin.objects.patch" ||
		echo "(collect): the patch from the objects differs from the one from the records (diff $out/plugin.patch $out/plugin.objects.patch)" >> "$out/plugin.problems"
	if [ -n "$report" ]; then
		report_lines "$out/plugin.records.out" "$out/plugin.records.patch" > "$out/plugin.report"
		report_lines "$out/plugin.objects.out" "$out/plugin.objects.patch" > "$out/plugin.objects.report"
		cmp -s "$out/plugin.report" "$out/plugin.objects.report" ||
			echo "(collect): the report lines from the objects differ from those from the records (diff $out/plugin.report $out/plugin.objects.report)" >> "$out/plugin.problems"
		log "plugin: $(wc -l < "$out/plugin.report") report lines (OUT/plugin.report)"
	fi

	: > "$out/plugin.diags"
	while read -r f; do
		o=${f%.c}.o l=$out/plugin/$f.log
		[ -f "$l" ] || : > "$l"
		n=$(grep -c ' smpl: ' "$l" || true)
		echo "$n $f" >> "$out/plugin.diags"
		why=
		if [ ! -f "$o" ] || [ "$o" -ot "$out/plugin.start" ]; then
			why="no object"
		fi
		grep -q 'internal compiler error\|Segmentation fault\|Aborted' "$l" && why="$why${why:+, }compiler crash"
		grep -q 'smpl: internal' "$l" && why="$why${why:+, }smpl: internal"
		grep -q 'smpl: .* is skipped' "$l" && why="$why${why:+, }function skipped"
		grep -q 'error: .*smpl' "$l" && why="$why${why:+, }smpl error"
		# A finding with a fix-it must have reached the object's record.
		if grep -q 'smpl: .*: \(add .* before\|add .* after\|remove\|replace\)' "$l" && [ -f "$o" ] &&
		   ! objdump -h "$o" 2>/dev/null | grep -q '\.discard\.smpl'; then
			why="$why${why:+, }no record in the object"
		fi
		if [ -n "$why" ]; then
			{
				echo "$f: $why"
				echo "  cd $tree && make KCFLAGS='$kcflags' $o"
				grep -E 'smpl: internal|smpl: .* is skipped|internal compiler error|error:' "$l" | head -5 | sed 's/^/    /'
			} >> "$out/plugin.problems"
		fi
	done < "$files"
	sort -rn "$out/plugin.diags" -o "$out/plugin.diags"
	total=$(awk '{ s += $1 } END { print s + 0 }' "$out/plugin.diags")
	with=$(awk '$1 > 0' "$out/plugin.diags" | wc -l)
	log "plugin: $total smpl: diagnostics in $with of $(wc -l < "$files") files (OUT/plugin.diags)"
	log "smpl-collect: $(tr '\n' ';' < "$out/plugin.summary")"
fi
if [ -s "$out/plugin.problems" ]; then
	log "plugin: problems ($out/plugin.problems):"
	grep '^[^ ]' "$out/plugin.problems" | sed 's/^/    /' >&2
	status=1
fi

# --- compare -------------------------------------------------------------------

# lines_changed DIFF: the number of added and removed lines.
lines_changed() {
	[ -f "$1" ] || { echo 0; return; }
	awk '/^[+-]/ && !/^(\+\+\+ b\/|--- a\/)/ { n++ } END { print n + 0 }' "$1"
}

# known_reason PATH: the reason the known file gives for PATH, if any.
known_reason() {
	awk -v f="$1" '$1 == f { $1 = ""; sub(/^ /, ""); print; exit }' "$out/known.txt"
}

# read_known: the known differences (PATH REASON...) into OUT/known.txt.
read_known() {
	: > "$out/known.txt"
	[ -f "$known" ] && sed -e '/^[[:space:]]*#/d' -e 's/[[:space:]]*$//' "$known" | awk 'NF >= 2' > "$out/known.txt"
	return 0
}

# stale_entries: the listed files whose results agree, or that are not
# among the files compared.
stale_entries() {
	awk '{ print $1 }' "$out/known.txt" | while read -r f; do
		grep -qxF "same $f" "$out/compare.result" && echo "stale $f" >> "$out/compare.result"
		grep -qE "^[a-z]+ $f( |\$)" "$out/compare.result" || echo "stale $f" >> "$out/compare.result"
	done
	return 0
}

# unbuilt_entry PATH SPATCH-RESULT: the verdict on a file allmodconfig
# does not build and that we have no result for: a listed difference when
# spatch has a result for it, else nothing to compare.
unbuilt_entry() {
	if [ -f "$2" ]; then
		echo "listed $1 not built by allmodconfig" >> "$out/compare.result"
	else
		echo "unbuilt $1" >> "$out/compare.result"
	fi
}

# verdict_counts: the verdicts of OUT/compare.result counted (n_same,
# n_listed, n_unexpl, n_unbuilt, n_stale, n_auto) and the files (n_all,
# n_built).
verdict_counts() {
	count() { grep -c "^$1 " "$out/compare.result" || true; }
	n_all=$(wc -l < "$out/files.compare")
	n_built=$(grep -cxFf "$out/files.built" "$out/files.compare" || true)
	n_same=$(count same) n_listed=$(count listed) n_unexpl=$(count unexplained)
	n_unbuilt=$(count unbuilt) n_stale=$(count stale)
	n_auto=$(grep -c '^listed .* not built by allmodconfig$' "$out/compare.result" || true)
}

# verdict_rows UNBUILT-LABEL WHERE: the table's rows of verdicts, the
# differences (WHERE says where both sides' results are) and the stale
# entries of the known file.
verdict_rows() {
	printf '  %-44s %8s\n' "files where they agree" "$n_same"
	printf '  %-44s %8s\n' "files where they differ, listed" "$n_listed"
	printf '  %-44s %8s\n' "  of which not built by allmodconfig" "$n_auto"
	printf '  %-44s %8s\n' "files where they differ, unexplained" "$n_unexpl"
	printf '  %-44s %8s\n' "$1" "$n_unbuilt"
	[ "$n_stale" = 0 ] || printf '  %-44s %8s\n' "listed in $(basename "$known") but agree" "$n_stale"
	if [ $((n_listed + n_unexpl)) -gt 0 ]; then
		echo "differences ($2):"
		grep -E '^(listed|unexplained) ' "$out/compare.result" | sed 's/^/  /'
	fi
	[ "$n_stale" = 0 ] || grep '^stale ' "$out/compare.result" | sed 's/^/  /'
	return 0
}

# Report mode: each file's report lines, spatch's and ours, compared.
if has compare && [ -n "$report" ]; then
	[ -f "$out/spatch.report" ] || { log "no $out/spatch.report: run the spatch step"; exit 1; }
	[ -f "$out/plugin.report" ] || { log "no $out/plugin.report: run the plugin step"; exit 1; }
	rm -rf "$out/result"
	mkdir -p "$out/result/spatch" "$out/result/plugin"
	# Each side's lines split per file: OUT/result/SIDE/PATH.report.
	for side in spatch plugin; do
		awk -v dir="$out/result/$side" '
			{ p = $0; sub(/:.*/, "", p); f = dir "/" p ".report"
			  if (!(f in made)) { d = f; sub(/\/[^\/]*$/, "", d); system("mkdir -p \"" d "\""); made[f] = 1 }
			  print > f }
		' "$out/$side.report"
	done
	{ cat "$out/files.grep"; cut -d: -f1 "$out/spatch.report" "$out/plugin.report"; } |
		sed '/^$/d' | LC_ALL=C sort -u > "$out/files.compare"
	read_known
	: > "$out/compare.result"
	while read -r f; do
		sr=$out/result/spatch/$f.report pr=$out/result/plugin/$f.report
		if ! grep -qxF "$f" "$out/files.built" && ! [ -f "$pr" ]; then
			unbuilt_entry "$f" "$sr"
			continue
		fi
		if { ! [ -f "$sr" ] && ! [ -f "$pr" ]; } || cmp -s "$sr" "$pr" 2>/dev/null; then
			echo "same $f" >> "$out/compare.result"
			continue
		fi
		reason=$(known_reason "$f")
		if [ -n "$reason" ]; then
			echo "listed $f $reason" >> "$out/compare.result"
		else
			echo "unexplained $f" >> "$out/compare.result"
		fi
	done < "$out/files.compare"
	stale_entries

	verdict_counts
	s_lines=$(wc -l < "$out/spatch.report")
	s_files=$(cut -d: -f1 "$out/spatch.report" | sort -u | wc -l)
	p_lines=$(wc -l < "$out/plugin.report")
	p_files=$(cut -d: -f1 "$out/plugin.report" | sort -u | wc -l)
	sb_lines=$(cut -d: -f1 "$out/spatch.report" | grep -cxFf "$out/files.built" || true)
	sb_files=$(cut -d: -f1 "$out/spatch.report" | sort -u | grep -cxFf "$out/files.built" || true)
	{
		echo "check-kernel: the rule $(basename "$rule") in report mode over $n_all files of Linux 6.1 ($n_built built by allmodconfig)"
		printf '  %-44s %8s %10s\n' "" spatch gcc-smpl
		printf '  %-44s %8s %10s\n' "report lines" "$s_lines" "$p_lines"
		printf '  %-44s %8s %10s\n' "files with report lines" "$s_files" "$p_files"
		printf '  %-44s %8s %10s\n' "report lines, built files only" "$sb_lines" "$p_lines"
		printf '  %-44s %8s %10s\n' "files with report lines, built files only" "$sb_files" "$p_files"
		verdict_rows "not built, no report line from spatch" \
			"spatch's and our lines: $out/result/{spatch,plugin}/PATH.report"
	} | tee "$out/table.txt"
	[ "$n_unexpl" = 0 ] || status=1
	[ "$n_stale" = 0 ] || status=1
fi

if has compare && [ -z "$report" ]; then
	[ -f "$out/spatch.patch" ] || { log "no $out/spatch.patch: run the spatch step"; exit 1; }
	[ -f "$out/plugin.patch" ] || { log "no $out/plugin.patch: run the plugin step"; exit 1; }
	rm -rf "$out/result" "$out/plugin.diff"
	mkdir -p "$out/result/spatch" "$out/result/plugin" "$out/plugin.diff"
	# Our patch split per file: OUT/plugin.diff/PATH.diff.
	awk -v dir="$out/plugin.diff" '
		/^--- a\// { if (f != "") close(f); f = dir "/" substr($2, 3) ".diff"; d = f;
			sub(/\/[^\/]*$/, "", d); system("mkdir -p \"" d "\"") }
		f != "" { print > f }
	' "$out/plugin.patch"
	# The files: those of the list and any other our patch changes.
	{ cat "$out/files.grep"; sed -n 's|^+++ b/||p' "$out/plugin.patch"; } |
		LC_ALL=C sort -u > "$out/files.compare"
	read_known

	: > "$out/compare.result"
	while read -r f; do
		sd=$out/spatch/$f.diff pd=$out/plugin.diff/$f.diff
		built=1
		grep -qxF "$f" "$out/files.built" || built=
		# Not built: nothing of ours to compare with.
		if [ -z "$built" ] && ! [ -f "$pd" ]; then
			unbuilt_entry "$f" "$sd"
			continue
		fi
		result=same why=
		for side in spatch plugin; do
			d=$sd; [ $side = plugin ] && d=$pd
			mkdir -p "$(dirname "$out/result/$side/$f")"
			cp "$tree/$f" "$out/result/$side/$f"
			if [ -f "$d" ] && ! patch -s -p1 --no-backup-if-mismatch -r - -d "$out/result/$side" -i "$d" > "$out/result/$side/$f.patch-out" 2>&1; then
				result=unexplained why="$side's diff does not apply (see $out/result/$side/$f.patch-out)"
			fi
		done
		if [ $result = same ] && ! cmp -s "$out/result/spatch/$f" "$out/result/plugin/$f"; then
			result=unexplained
		fi
		if [ $result = unexplained ]; then
			reason=$(known_reason "$f")
			# A reason that says spatch gave up must be true of this
			# run: spatch's stderr says so, and our collector refused
			# an edit of that file for the same cause.
			held=1
			case $reason in
			"spatch gives up"*)
				grep -qs 'reachable by inconsistent control-flow paths' "$out/spatch/$f.err" || held=
				[ ! -f "$sd" ] || held=
				grep -qsF "$tree/$f:" "$out/plugin.summary" &&
					grep -F "$tree/$f:" "$out/plugin.summary" | grep -q 'inconsistent control-flow paths' || held=
				;;
			esac
			if [ -n "$reason" ] && [ -z "$held" ]; then
				echo "unexplained $f the listed reason does not hold in this run: $reason" >> "$out/compare.result"
			elif [ -n "$reason" ] && [ -z "$why" ]; then
				echo "listed $f $reason" >> "$out/compare.result"
			else
				echo "unexplained $f${why:+ $why}" >> "$out/compare.result"
			fi
		else
			echo "same $f" >> "$out/compare.result"
		fi
	done < "$out/files.compare"
	stale_entries

	# The table.
	s_files=0 s_lines=0 p_files=0 p_lines=0 sb_files=0 sb_lines=0
	while read -r f; do
		if [ -f "$out/spatch/$f.diff" ]; then
			n=$(lines_changed "$out/spatch/$f.diff")
			s_files=$((s_files + 1)) s_lines=$((s_lines + n))
			if grep -qxF "$f" "$out/files.built"; then
				sb_files=$((sb_files + 1)) sb_lines=$((sb_lines + n))
			fi
		fi
		if [ -f "$out/plugin.diff/$f.diff" ]; then
			p_files=$((p_files + 1)) p_lines=$((p_lines + $(lines_changed "$out/plugin.diff/$f.diff")))
		fi
	done < "$out/files.compare"
	verdict_counts
	{
		echo "check-kernel: the rule $(basename "$rule") over $n_all files of Linux 6.1 drivers/ ($n_built built by allmodconfig)"
		printf '  %-44s %8s %10s\n' "" spatch gcc-smpl
		printf '  %-44s %8s %10s\n' "files changed" "$s_files" "$p_files"
		printf '  %-44s %8s %10s\n' "lines changed (added + removed)" "$s_lines" "$p_lines"
		printf '  %-44s %8s %10s\n' "files changed, built files only" "$sb_files" "$p_files"
		printf '  %-44s %8s %10s\n' "lines changed, built files only" "$sb_lines" "$p_lines"
		verdict_rows "not built, spatch changes nothing" \
			"spatch's and our results: $out/result/{spatch,plugin}/PATH"
	} | tee "$out/table.txt"
	[ "$n_unexpl" = 0 ] || status=1
	[ "$n_stale" = 0 ] || status=1
fi

exit $status
