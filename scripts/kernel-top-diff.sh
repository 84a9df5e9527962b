#!/bin/bash
# kernel-top-diff.sh - the kernel's rules with top-level patterns
# (platform_no_drv_owner, of_table, returnvar, simple_open,
# flexible_array; testsuite/smpl.kernel/top-diff/*.rule) in patch mode
# over driver directories of Linux 6.1 (allmodconfig), gcc-smpl against
# spatch file by file: scripts/kernel-macro-diff.sh on that data
# directory (its header says the steps, options and files).
#
#   scripts/kernel-top-diff.sh [--out DIR] [--jobs N] [--rule NAME]... [STEP...]
here=$(cd "$(dirname "$0")/.." && pwd)
exec "$here/scripts/kernel-macro-diff.sh" --data "$here/testsuite/smpl.kernel/top-diff" "$@"
