# smpl.mk - gcc-smpl for kbuild builds, as a make fragment (GNU make).
#
# It adds the plugin and a SmPL rule to KCFLAGS, so that every C file the
# build compiles is checked against the rule, and adds a target that
# collects the fixes into one patch.  Nothing happens unless SMPL_RULE is
# set, so a Makefile can include it unconditionally.
#
# In a kernel tree, read it before the kernel's Makefile:
#
#   make -f /path/to/kbuild-glue/smpl.mk -f Makefile SMPL_RULE=rule.cocci -j8 drivers/hwmon/
#   make -f /path/to/kbuild-glue/smpl.mk SMPL_RULE=rule.cocci smpl-patch
#
# From an out-of-tree module's Makefile (the part that calls the kernel's):
#
#   include /path/to/kbuild-glue/smpl.mk
#   all:
#           $(MAKE) -C $(KDIR) M=$(CURDIR)
#
#   make SMPL_RULE=rule.cocci && make SMPL_RULE=rule.cocci smpl-patch
#
# Variables (all optional except SMPL_RULE):
#   SMPL_RULE     the rule (.cocci); compiled once, when the fragment is read
#   SMPL_MODE     patch (default), report, context or org (the plugin's
#                 mode=; give the rule's virtual names in SMPL_DEFINES)
#   SMPL_WERROR   non-empty: each finding is an error (the build fails);
#                 otherwise findings are notes, which -Werror never promotes
#   SMPL_DEFINES  virtual names to set (smplc -D, plugin define=)
#   SMPL_OUT      directory of the compiled rule, the records and the patch
#                 (default smpl-out in the directory make started in)
#   SMPL_ROOT     directory the patch's a/ b/ paths are relative to
#                 (default: the directory make started in)
#   SMPL_BIN      directory holding smplc, smpl.so and smpl-collect
#                 (default: ../build next to this file)
#
# KCFLAGS: the plugin's flags are appended to it with `override`, so flags
# the user gives in KCFLAGS (environment or command line) are kept.  In the
# module case, where the kernel's make is a sub-make, a KCFLAGS given on
# the command line reaches it unchanged (make passes command-line
# variables down as they were given): there give your own flags in the
# environment (KCFLAGS=... make ...), or use kbuild-glue/smpl-make.sh,
# which merges both.
#
# smpl-coccicheck: `make coccicheck` from the build, as
# `smpl-make.sh --coccicheck` runs it (kbuild-glue/README.md): the rule
# files SMPL_COCCI (files or directories; default the tree's
# scripts/coccinelle) compiled into one rule set for SMPL_MODE, make
# run again on SMPL_MAKE_ARGS (default: -C the directory make started
# in, and M= when given) with the plugin, the report lines (and the
# patch in patch mode) printed.  SMPL_RULE is not needed for it:
#
#   make -f /path/to/kbuild-glue/smpl.mk smpl-coccicheck SMPL_MODE=report M=drivers/hwmon
#
# The rule's content hash is on the command line (hash=), so kbuild
# recompiles every object when the rule changes, and only then.  Records
# are kept between runs; delete SMPL_OUT to start afresh.

# The default goal before this file, put back at its end.
smpl-saved-goal := $(.DEFAULT_GOAL)
smpl-glue-dir := $(patsubst %/,%,$(dir $(realpath $(lastword $(MAKEFILE_LIST)))))

ifneq ($(SMPL_RULE),)

SMPL_MODE ?= patch
SMPL_OUT ?= $(CURDIR)/smpl-out
SMPL_ROOT ?= $(CURDIR)
SMPL_BIN ?= $(realpath $(smpl-glue-dir)/../build)

smpl-out := $(abspath $(SMPL_OUT))
smpl-defs := $(foreach d,$(SMPL_DEFINES),-D $(d))

# Compile the rule now, while the Makefiles are read: KCFLAGS must be
# complete before the kernel's Makefile uses it.  The compiled file is
# replaced only when it changed.
smpl-err := $(shell mkdir -p $(smpl-out)/records && \
	$(SMPL_BIN)/smplc $(smpl-defs) $(SMPL_RULE) -o $(smpl-out)/rule.smplc.tmp >&2 && \
	{ cmp -s $(smpl-out)/rule.smplc.tmp $(smpl-out)/rule.smplc || \
	  mv $(smpl-out)/rule.smplc.tmp $(smpl-out)/rule.smplc; } && \
	rm -f $(smpl-out)/rule.smplc.tmp || echo failed)
ifneq ($(smpl-err),)
$(error smpl.mk: smplc could not compile $(SMPL_RULE))
endif
smpl-hash := $(shell $(SMPL_BIN)/smplc --hash $(SMPL_RULE))

SMPL_KCFLAGS := -fplugin=$(SMPL_BIN)/smpl.so \
	-fplugin-arg-smpl-rules=$(smpl-out)/rule.smplc \
	-fplugin-arg-smpl-hash=$(smpl-hash) \
	-fplugin-arg-smpl-out=$(smpl-out)/records \
	-fplugin-arg-smpl-mode=$(SMPL_MODE) \
	$(foreach d,$(SMPL_DEFINES),-fplugin-arg-smpl-define=$(d)) \
	$(if $(SMPL_WERROR),-fplugin-arg-smpl-werror,-fplugin-arg-smpl-severity=note)

override KCFLAGS += $(SMPL_KCFLAGS)
export KCFLAGS

endif

# smpl-patch: one patch from the records and from the objects under
# SMPL_ROOT, which carry theirs (a ccache hit writes no record file);
# smpl-collect prints the lines the rule's scripts printed (report and
# org lines: sorted, each once, paths relative to SMPL_ROOT) on stdout,
# then the summary.
.PHONY: smpl-patch
smpl-patch:
	@test -n "$(SMPL_RULE)" || { echo "smpl.mk: set SMPL_RULE" >&2; exit 2; }
	$(SMPL_BIN)/smpl-collect $(smpl-out)/records $(SMPL_ROOT) --root $(SMPL_ROOT) -o $(smpl-out)/smpl.patch
	@echo "smpl: patch: $(smpl-out)/smpl.patch" >&2

SMPL_COCCI ?=
SMPL_MAKE_ARGS ?= -C $(CURDIR) $(if $(M),M=$(M))
.PHONY: smpl-coccicheck
smpl-coccicheck:
	$(smpl-glue-dir)/smpl-make.sh --coccicheck --mode $(or $(SMPL_MODE),patch) \
		--out $(or $(SMPL_OUT),$(CURDIR)/smpl-out) \
		$(if $(SMPL_WERROR),--werror) $(SMPL_COCCI) -- $(SMPL_MAKE_ARGS)

# This file must not choose the default goal: the one of the Makefile
# that includes it, or of the Makefile read after it, stays.
.DEFAULT_GOAL := $(smpl-saved-goal)
