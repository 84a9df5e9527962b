#!/bin/bash
# kernel-report-diff.sh - the kernel's own rules in report mode
# (testsuite/smpl.kernel/report-diff/*.rule) over driver directories of
# Linux 6.1 (allmodconfig): gcc-smpl's report lines against those of
# `make coccicheck MODE=report M=DIR COCCI=RULE`, file by file, for the
# files the configuration builds: scripts/kernel-macro-diff.sh --report on
# that data directory (its header says the steps, options and files).
#
#   scripts/kernel-report-diff.sh [--out DIR] [--jobs N] [--rule NAME]... [STEP...]
#
# `scripts/kernel-report-diff.sh spatch` writes spatch's data,
# report-diff/RULE.report and RULE.err; the default steps (plugin compare)
# build with `smpl-make.sh --mode report` and compare (report-diff.exp).
#
# How spatch runs.  `make coccicheck MODE=report M=DIR COCCI=RULE` runs,
# from the top of the tree (scripts/coccicheck, Linux 6.1):
#   spatch -D report --no-show-diff --very-quiet --cocci-file RULE OPTIONS
#          --patch . --dir DIR INCLUDES --jobs N --chunksize 1
# where OPTIONS is the rule's "// Options:" line and INCLUDES kbuild's
# LINUXINCLUDE written for spatch (-I ./arch/x86/include ... --include
# ./include/linux/kconfig.h), plus the tree's .cocciconfig, which spatch
# reads from the current directory: --timeout 200 --use-gitgrep.  The
# data is made one candidate file at a time with the same options (and an
# explicit --timeout 200), `spatch ... --cocci-file RULE FILE`, each
# file's output sorted and deduplicated (smpl-collect deduplicates the
# lines of the whole build: a line that spatch prints twice, as for a
# macro used twice, counts once on both sides).
# `scripts/kernel-report-diff.sh coccicheck` checks the data against
# `make coccicheck MODE=report M=DIR COCCI=RULE` itself, for every rule
# and directory (kernel-macro-diff.sh's coccicheck step): coccicheck's
# lines for the candidate files equal the data, and it prints none for a
# .c file that the greps leave out (so far true of all of them).
# Two differences from coccicheck:
#   - the tree of kernel-tree.sh is unpacked from Debian's tarball, not a
#     git checkout, so --use-gitgrep selects no file ("0 files match")
#     and coccicheck prints nothing there; coccicheck runs as intended
#     with SPFLAGS=--use-coccigrep (which the coccicheck step passes),
#     and prints then the lines the per-file runs print;
#   - --dir with the rules' --include-headers also reads the directory's
#     .h files on their own; the comparison is over .c files (the plugin
#     reads headers only as part of a unit), so report lines spatch would
#     print for a header are not in the data.
# Needs spatch with Python (every rule chosen reports from script:python;
# Debian's spatch refuses rules with script:ocaml, e.g. null/badzero).
here=$(cd "$(dirname "$0")/.." && pwd)
exec "$here/scripts/kernel-macro-diff.sh" --report --data "$here/testsuite/smpl.kernel/report-diff" "$@"
