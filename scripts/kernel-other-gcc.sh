#!/bin/bash
# kernel-other-gcc.sh - the kernel comparisons with spatch (the data of
# testsuite/smpl.kernel/macro-diff and top-diff) with a kernel built by
# another GCC and the plugin built for it, as a user whose kernel is
# built with GCC 11 would run it.
#
#   scripts/kernel-other-gcc.sh [--gcc gcc-N] [--jobs N]
#
# What it does:
#   1. puts gcc, cc and g++ in front of PATH, naming gcc-N and g++-N
#      (build/gccN/bin), so that the kernel's own build (its compiler,
#      its host programs, its GCC plugins) and ours use GCC N;
#   2. prepares a second Linux 6.1 tree, configured by GCC N
#      (scripts/kernel-tree.sh with SMPL_KERNEL_TREE=build/kernel-gccN/
#      linux-source-6.1; its .config says CONFIG_CC_VERSION_TEXT gcc N);
#   3. runs scripts/kernel-macro-diff.sh and scripts/kernel-top-diff.sh
#      (their plugin and compare steps) in it with
#      SMPL_PLUGIN=build/gccN/smpl.so (make plugin-gcc PLUGIN_GCC=gcc-N),
#      results in build/gccN/kernel/{macro-diff,top-diff}/, and prints
#      their tables, which should be those of GCC 12 (README).
# Not part of make check (the tree costs minutes to prepare; the tables
# are compared by eye with the README's).
# Exit status: 0 when both comparisons ran without an unexplained
# difference or a plugin problem; 1 otherwise; 77 without the tree; 2 on
# bad usage.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
gcc=gcc-11
jobs=2
while [ $# -gt 0 ]; do
	case $1 in
	--gcc) [ $# -ge 2 ] || exit 2; gcc=$2; shift 2 ;;
	--jobs) [ $# -ge 2 ] || exit 2; jobs=$2; shift 2 ;;
	*) echo "usage: kernel-other-gcc.sh [--gcc gcc-N] [--jobs N]" >&2; exit 2 ;;
	esac
done
case $gcc in gcc-[0-9]*) ;; *) echo "kernel-other-gcc: --gcc takes gcc-N" >&2; exit 2 ;; esac
n=${gcc#gcc-}
other=$here/build/gcc$n
log() { echo "kernel-other-gcc: $*" >&2; }

# the plugin for GCC N, and the tools (built by the default gcc: they do
# not run in cc1)
make -C "$here" --no-print-directory -s all plugin-gcc PLUGIN_GCC="$gcc" >&2

# GCC N under the names the kernel's build and ours call
mkdir -p "$other/bin"
ln -sf "$(command -v "$gcc")" "$other/bin/gcc"
ln -sf "$(command -v "$gcc")" "$other/bin/cc"
ln -sf "$(command -v "g++-$n")" "$other/bin/g++"
export PATH=$other/bin:$PATH

export SMPL_KERNEL_TREE=$here/build/kernel-gcc$n/linux-source-6.1
export SMPL_KERNEL_JOBS=$jobs
export SMPL_PLUGIN=$other/smpl.so
export SMPL_SMPLC=$here/build/smplc
export SMPL_COLLECT=$here/build/smpl-collect

st=0
"$here/scripts/kernel-tree.sh" >/dev/null || exit $?
version=$(sed -n 's/^CONFIG_CC_VERSION_TEXT="\(.*\)"$/\1/p' "$SMPL_KERNEL_TREE/.config")
log "tree $SMPL_KERNEL_TREE, built by $version"
for what in macro-diff top-diff; do
	out=$other/kernel/$what
	log "$what: plugin and compare, results in $out"
	"$here/scripts/kernel-$what.sh" --out "$out" --jobs "$jobs" plugin compare || st=1
	for p in "$out"/*/plugin.problems; do
		[ ! -s "$p" ] || { log "problems: $p"; st=1; }
	done
	if grep -qE '^(unexplained|stale) ' "$out"/*/compare.result; then
		log "$what: differences not listed (see $out/*/compare.result)"
		st=1
	fi
done
exit $st
