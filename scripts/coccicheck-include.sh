# scripts/coccicheck-include.sh - sourced by the scripts that run spatch
# as `make coccicheck` does (kernel-macro-diff.sh, kernel-coccicheck-diff.sh):
# coccicheck's include options on x86, kbuild's LINUXINCLUDE with "-I DIR"
# and "--include FILE" (scripts/coccicheck's COCCIINCLUDE; `make coccicheck
# V=1` prints them).
# shellcheck disable=SC2034
cocci_include="-I ./arch/x86/include -I ./arch/x86/include/generated -I ./include
 -I ./arch/x86/include/uapi -I ./arch/x86/include/generated/uapi -I ./include/uapi
 -I ./include/generated/uapi --include ./include/linux/compiler-version.h
 --include ./include/linux/kconfig.h"
