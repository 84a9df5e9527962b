#!/bin/bash
# smpl-make.sh - run a kernel build (or any kbuild build) with a SmPL rule
# applied by the gcc-smpl plugin, then collect the fixes into one patch;
# in the spirit of `make coccicheck`, but on the code the build compiles.
#
#   smpl-make.sh [--mode patch|report|context|org] [--werror] [--out DIR]
#                [--root DIR] [-D NAME]... [--cc-loads-plugin] [--pump]
#                RULE.cocci -- MAKE-ARGS...
#   smpl-make.sh --coccicheck [--mode ...] [options] [RULE.cocci | DIR]...
#                -- MAKE-ARGS...
#   --series DIR [--series-by file|dir] [--no-maintainers]: smpl-collect
#   also writes the patch as a series of mails, one per driver, in DIR
#   (kbuild-glue/README.md, "A patch series"), the rule files given to it
#   for the mails' bodies.
#
# Examples, from a configured kernel tree:
#   smpl-make.sh clientdata.cocci -- -j8 drivers/hwmon/
#   smpl-make.sh clientdata.cocci -- -j8 drivers/hwmon/lm75.o
#   smpl-make.sh --werror clientdata.cocci -- -C /lib/modules/$(uname -r)/build M=$PWD
#
# What it does:
#   1. compiles RULE once: `smplc [-D NAME]... RULE -o OUT/rule.smplc`, and
#      takes the rule's content hash (`smplc --hash RULE`);
#   2. runs `make MAKE-ARGS... KCFLAGS=...` where KCFLAGS is the user's
#      (from MAKE-ARGS or the environment, kept first) followed by
#        -fplugin=SMPL.SO -fplugin-arg-smpl-rules=OUT/rule.smplc
#        -fplugin-arg-smpl-hash=HASH -fplugin-arg-smpl-out=OUT/records
#        -fplugin-arg-smpl-mode=MODE -fplugin-arg-smpl-severity=note
#      (-fplugin-arg-smpl-werror instead of severity=note with --werror:
#      each finding then fails its compilation, and so the build);
#      the hash on the command line makes kbuild recompile every object
#      when the rule changes, and only then;
#   3. runs `smpl-collect OUT/records BUILD-TREE --root ROOT -o OUT/smpl.patch`,
#      which prints the lines the rule's scripts printed (report and org
#      lines, on stdout, sorted, each once, paths relative to ROOT) and
#      its summary, and prints the patch's path when the patch is not
#      empty.  BUILD-TREE
#      is where the objects are (the M= directory; else the goals that are
#      directories or objects, else the O=, -C or current directory): each
#      object carries its record in a .discard.smpl section, which is how
#      the findings of an object that ccache served from its cache, or
#      that distcc compiled on another host, reach the patch.
#
# --cc-loads-plugin leaves -fplugin= out of KCFLAGS (only the
# -fplugin-arg-smpl-* arguments go there): the compiler loads the plugin
# itself, as kbuild-glue/smpl-gcc does.  This is for distcc, whose distccd
# refuses any compilation with -fplugin= on its command line:
#   smpl-make.sh --cc-loads-plugin RULE -- CC="distcc /path/to/smpl-gcc" ...
# with distccd started with DISTCC_CMDLIST naming smpl-gcc (see README.md).
#
# --pump (implies --cc-loads-plugin) runs make under distcc's pump mode
# (`distcc-pump make ...`, Debian's distcc-pump; SMPL_PUMP overrides the
# command), where the servers get the sources and the headers and
# preprocess them themselves, so that the plugin reads the code as
# written there and rules naming macros match; DISTCC_HOSTS must mark the
# hosts ",cpp,lzo".  kbuild-glue/pump/ goes first on PYTHONPATH: it
# mends the include server of Debian's distcc-pump 3.4 on Python 3.10+
# (pump/sitecustomize.py says how).
#
# OUT defaults to ./smpl-out.  Records are kept from one run to the next
# (an object that make does not recompile keeps its record); delete OUT to
# start afresh.  ROOT, the directory the patch's a/ b/ paths are relative
# to, defaults to the M= directory when given, else the -C directory, else
# the current directory.
# The tools are found next to this script (../build/ of a source tree, or
# the same directory when installed); SMPL_SMPLC, SMPL_PLUGIN and
# SMPL_COLLECT override them.
# --coccicheck: what `make coccicheck MODE=...` runs, from the build.
# The rule files (each RULE.cocci, the *.cocci under each DIR; by default
# the tree's scripts/coccinelle, the tree being the -C directory, else
# the current one) are compiled once into one rule set
# (`smplc -D MODE --set -o OUT/rules.smplset ...`), each with the mode's
# virtual name set as coccicheck sets it: a file that lacks that virtual
# name is left out with a note (spatch refuses it), a file that does not
# compile is left out with its errors; the others run.  Their
# `// Options:` lines: --include-headers (the plugin matches the header
# functions a unit compiles, smpl-collect makes each edit once),
# --no-includes and --very-quiet mean nothing to do here; any other is
# named once, as not applied.  `// Requires:` (a spatch version) means
# nothing here.  After the build, the report and org lines are printed
# on stdout (and, in patch mode, the patch).
#
# Exit status: make's when it fails (with --coccicheck: 1); else
# smpl-collect's (0 whatever was found); 2 on bad usage.
set -eu

usage() {
	echo "usage: smpl-make.sh [--mode patch|report|context|org] [--werror] [--out DIR] [--root DIR] [-D NAME]... [--cc-loads-plugin] [--pump] RULE.cocci -- MAKE-ARGS..." >&2
	echo "       smpl-make.sh --coccicheck [--mode patch|report|context|org] [options] [RULE.cocci | DIR]... -- MAKE-ARGS..." >&2
	echo "       options also: --series DIR [--series-by file|dir] [--no-maintainers]" >&2
	exit 2
}
die() { echo "smpl-make: $*" >&2; exit 2; }

# --- the tools ---------------------------------------------------------------
self=$(cd "$(dirname "$0")" && pwd)
find_tool() {
	local d
	for d in "$self/../build" "$self" "$self/../lib/gcc-smpl"; do
		[ -e "$d/$1" ] && { realpath "$d/$1"; return; }
	done
	echo ""
}
smplc=${SMPL_SMPLC:-$(find_tool smplc)}
plugin=${SMPL_PLUGIN:-$(find_tool smpl.so)}
collect=${SMPL_COLLECT:-$(find_tool smpl-collect)}
[ -n "$smplc" ] && [ -x "$smplc" ] || die "smplc not found (make build/smplc, or set SMPL_SMPLC)"
[ -n "$plugin" ] && [ -f "$plugin" ] || die "smpl.so not found (make build/smpl.so, or set SMPL_PLUGIN)"

# --- arguments ---------------------------------------------------------------
mode=patch
werror=
out=smpl-out
root=
defines=()
cc_loads_plugin=
pump=
coccicheck=
series_args=()
while [ $# -gt 0 ]; do
	case $1 in
	--coccicheck) coccicheck=1; shift ;;
	--series|--series-by) [ $# -ge 2 ] || usage; series_args+=("$1" "$2"); shift 2 ;;
	--series=*|--series-by=*) series_args+=("${1%%=*}" "${1#*=}"); shift ;;
	--no-maintainers) series_args+=("$1"); shift ;;
	--mode) [ $# -ge 2 ] || usage; mode=$2; shift 2 ;;
	--mode=*) mode=${1#--mode=}; shift ;;
	--werror) werror=1; shift ;;
	--cc-loads-plugin) cc_loads_plugin=1; shift ;;
	--pump) pump=1; cc_loads_plugin=1; shift ;;
	--out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
	--out=*) out=${1#--out=}; shift ;;
	--root) [ $# -ge 2 ] || usage; root=$2; shift 2 ;;
	--root=*) root=${1#--root=}; shift ;;
	-D) [ $# -ge 2 ] || usage; defines+=("$2"); shift 2 ;;
	-D*) defines+=("${1#-D}"); shift ;;
	--) [ -n "$coccicheck" ] || usage; break ;;
	-*) usage ;;
	*) break ;;
	esac
done
case $mode in patch|report|context|org) ;; *) die "--mode takes patch, report, context or org, not '$mode'" ;; esac
cocci_args=()
if [ -n "$coccicheck" ]; then
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		cocci_args+=("$1"); shift
	done
	[ $# -ge 1 ] || usage
	shift
	rule=
else
	[ $# -ge 2 ] && [ "$2" = -- ] || usage
	rule=$1
	shift 2
	[ -r "$rule" ] || die "cannot read $rule"
fi

# The user's make arguments: take KCFLAGS out (ours are appended to it),
# and note -C and M= for the default root.
user_kcflags=${KCFLAGS:-}
make_args=()
cdir=
mdir=
odir=
goals=()
prev=
for a in "$@"; do
	case $a in
	KCFLAGS=*) user_kcflags=${a#KCFLAGS=} ;;
	*) make_args+=("$a") ;;
	esac
	case $prev in
	-C) cdir=$a ;;
	-[fIoW]|--file|--include-dir|--old-file|--what-if|--makefile|--assume-*) ;;
	*)
		case $a in
		-C?*) cdir=${a#-C} ;;
		--directory=*) cdir=${a#--directory=} ;;
		M=*) mdir=${a#M=} ;;
		O=*) odir=${a#O=} ;;
		-*|*=*) ;;
		*/|*.o|*.ko) goals+=("$a") ;;
		esac
		;;
	esac
	prev=$a
done
if [ -z "$root" ]; then
	if [ -n "$mdir" ]; then
		# M= is relative to the -C directory when it is not absolute.
		case $mdir in /*) root=$mdir ;; *) root=${cdir:-.}/$mdir ;; esac
	else
		root=${cdir:-.}
	fi
fi
root=$(realpath "$root")

# Where the objects are, whose .discard.smpl sections smpl-collect reads
# besides the records of OUT (paths of M=, O= and goals are relative to
# the -C directory).
under_c() {
	case $1 in /*) echo "$1" ;; *) echo "${cdir:-.}/$1" ;; esac
}
trees=()
if [ -n "$mdir" ]; then
	trees+=("$(under_c "$mdir")")
else
	base=${odir:+$(under_c "$odir")}
	base=${base:-${cdir:-.}}
	for g in ${goals[@]+"${goals[@]}"}; do
		case $g in /*) trees+=("$g") ;; *) trees+=("$base/$g") ;; esac
	done
	[ ${#trees[@]} -gt 0 ] || trees+=("$base")
fi

# Paths go into KCFLAGS, which kbuild splits at blanks.
mkdir -p "$out/records"
out=$(realpath "$out")
case "$out$plugin" in *[[:space:]]*) die "paths with blanks cannot go into KCFLAGS: $out $plugin" ;; esac

# --- 1. the rule -------------------------------------------------------------
dargs=()
for d in ${defines[@]+"${defines[@]}"}; do dargs+=(-D "$d"); done

# --coccicheck: the rule files, in path order, and their // Options:
# lines; an option that cannot apply here is named once.
cocci_files() {
	local a
	if [ ${#cocci_args[@]} -eq 0 ]; then
		local tree=${cdir:-.}
		[ -d "$tree/scripts/coccinelle" ] ||
			die "--coccicheck: no rule given and no $tree/scripts/coccinelle"
		cocci_args=("$tree/scripts/coccinelle")
	fi
	for a in "${cocci_args[@]}"; do
		if [ -d "$a" ]; then
			find "$a" -name '*.cocci' -type f | LC_ALL=C sort
		elif [ -r "$a" ]; then
			echo "$a"
		else
			die "cannot read $a"
		fi
	done
}
cocci_options() {
	local f o seen=" "
	for f in "$@"; do
		for o in $(sed -n 's|^//[[:space:]]*Options:||p' "$f"); do
			case $o in
			--include-headers|--no-includes|--very-quiet) ;;
			*)
				case $seen in *" $o "*) continue ;; esac
				seen="$seen$o "
				echo "smpl-make: note: option $o (// Options: of $f) cannot apply here; not applied" >&2
				;;
			esac
		done
	done
}

if [ -n "$coccicheck" ]; then
	mapfile -t rule_files < <(cocci_files)
	[ ${#rule_files[@]} -gt 0 ] || die "--coccicheck: no .cocci file in ${cocci_args[*]}"
	cocci_options "${rule_files[@]}"
	compiled=$out/rules.smplset
	# coccicheck runs spatch with -D MODE: a file without that virtual
	# name is left out, as spatch refuses it
	"$smplc" -D "$mode" ${dargs[@]+"${dargs[@]}"} --set -o "$compiled.tmp" \
		"${rule_files[@]}" || exit $?
else
	compiled=$out/rule.smplc
	"$smplc" ${dargs[@]+"${dargs[@]}"} "$rule" -o "$compiled.tmp" || exit $?
fi
# Replace the compiled rule only when it changed, so that a rebuild with
# the same rule sees the same file.
if cmp -s "$compiled.tmp" "$compiled"; then
	rm -f "$compiled.tmp"
else
	mv "$compiled.tmp" "$compiled"
fi
# The hash the plugin checks is the hash of the rule's source text (of
# a set: of its members' hashes).
hash=$("$smplc" --hash "${rule:-$compiled}")
[ -z "$coccicheck" ] || defines+=("$mode")

# --- 2. the build ------------------------------------------------------------
if [ -n "$cc_loads_plugin" ]; then
	ours="-fplugin-arg-smpl-rules=$compiled"
else
	ours="-fplugin=$plugin -fplugin-arg-smpl-rules=$compiled"
fi
ours="$ours -fplugin-arg-smpl-hash=$hash -fplugin-arg-smpl-out=$out/records"
ours="$ours -fplugin-arg-smpl-mode=$mode"
# Preprocessed text made for distcc then names the directory it was made
# in, so the records name the sources where they are.
ours="$ours -fworking-directory"
for d in ${defines[@]+"${defines[@]}"}; do ours="$ours -fplugin-arg-smpl-define=$d"; done
# coccicheck's spatch reads the .c files (with --include-headers also
# the .h files of M=): the functions of kernel headers are none of its
# business
[ -z "$coccicheck" ] || ours="$ours -fplugin-arg-smpl-main-only"
if [ -n "$werror" ]; then
	ours="$ours -fplugin-arg-smpl-werror"
else
	ours="$ours -fplugin-arg-smpl-severity=note"
	# coccicheck's lines come from smpl-collect: the script rules that
	# only print run there, one Python for the build instead of one per
	# compilation (not with --werror, which needs them in the build)
	[ -z "$coccicheck" ] || ours="$ours -fplugin-arg-smpl-defer-scripts"
fi
kcflags="${user_kcflags:+$user_kcflags }$ours"

echo "smpl-make: make ${make_args[*]+${make_args[*]}} KCFLAGS=\"$kcflags\"" >&2
make_status=0
runner=()
if [ -n "$pump" ]; then
	runner=(${SMPL_PUMP:-$(command -v distcc-pump || command -v pump || echo distcc-pump)})
	case ${DISTCC_HOSTS:-} in
	*,cpp*) ;;
	*) echo "smpl-make: warning: --pump: no host of DISTCC_HOSTS is marked ,cpp,lzo: distcc preprocesses locally" >&2 ;;
	esac
	export PYTHONPATH="$self/pump${PYTHONPATH:+:$PYTHONPATH}"
fi
${runner[@]+"${runner[@]}"} make ${make_args[@]+"${make_args[@]}"} KCFLAGS="$kcflags" || make_status=$?

# --- 3. the patch ------------------------------------------------------------
# smpl-collect: one patch from the records of every compilation.
patch=$out/smpl.patch
if [ -n "$collect" ] && [ -x "$collect" ]; then
	collect_status=0
	# A goal that was not built (make failed) is not there to be read.
	inputs=("$out/records")
	for t in "${trees[@]}"; do
		[ -e "$t" ] && inputs+=("$t")
	done
	# --series: the rule files go with it, for each mail's body
	if [ ${#series_args[@]} -gt 0 ]; then
		if [ -n "$rule" ]; then
			series_args+=(--rule "$rule")
		else
			for r in ${rule_files[@]+"${rule_files[@]}"}; do
				series_args+=(--rule "$r")
			done
		fi
	fi
	"$collect" "${inputs[@]}" --root "$root" -o "$patch" \
		${series_args[@]+"${series_args[@]}"} || collect_status=$?
	if [ "$collect_status" -le 1 ] && [ -s "$patch" ]; then
		# coccicheck prints the patch in patch mode, the context
		# diff (the lines `*` marks, shown removed) in context mode
		if [ -n "$coccicheck" ] && { [ "$mode" = patch ] || [ "$mode" = context ]; }; then
			cat "$patch"
		fi
		if [ "$mode" = context ]; then
			echo "smpl-make: context diff: $patch (the lines the rules mark; not a patch to apply)" >&2
		else
			echo "smpl-make: patch: $patch (apply from $root with patch -p1 or git apply)" >&2
		fi
	fi
else
	collect_status=0
	echo "smpl-make: no smpl-collect; records are in $out/records" >&2
fi
if [ "$make_status" != 0 ]; then
	# --coccicheck: 1, so that 2 (what make says on failure) stays bad
	# usage
	[ -z "$coccicheck" ] || exit 1
	exit "$make_status"
fi
exit "$collect_status"
