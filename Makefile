# Makefile - builds gcc-smpl and runs its tests (GNU make).
#
# Everything goes under build/: objects in build/obj/, the libraries
# (front end, matcher, source editor; position independent and hidden:
# the plugin links them; and the tests' C reader), smplc, smpl.so, smpl-collect, C unit tests in
# build/tests/.
# A second build of the C sources with AddressSanitizer and UBSan goes
# under build/san/.
#
#   make            build/smplc, build/smpl.so, build/smpl-collect,
#                   build/smpl-python.so (where libpython3-dev is)
#   make check      install missing Debian packages, build both builds,
#                   run the DejaGnu suite; last line "N passed, N failed"
#                   (and the plugin's tests again under gcc-11, when
#                   installed: make check-gcc11)
#   make check-update  rewrite the tests' expected outputs from what they
#                   get (dumps, matcher and article outputs); see git diff
#   make demo       the article's rule (examples/clientdata.cocci)
#   make check-kernel  the same rule over Linux 6.1's i2c drivers, vs spatch
#   make bench-kernel  the plugin's cost on those drivers (and with a
#                   rule that has top-level patterns)
#   make plugin-gcc11  build/gcc11/smpl.so, the plugin for GCC 11
#   make san        the sanitized build only
#   make deps       install missing Debian packages (scripts/deps.sh)
#   make install    PREFIX=/usr/local, DESTDIR honoured
#   make clean
#
# New files are picked up by wildcard: smpl-frontend/*.c (except smplc.c)
# go into the library, tests/unit/NAME.c becomes
# build/tests/NAME and build/san/tests/NAME.

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin

CFLAGS = -O2 -g
WARN = -Wall -Wextra -Wno-unused-parameter -Werror=implicit-function-declaration
BASE_CFLAGS = -std=gnu11 $(WARN) -MMD -MP -Ismpl-frontend
SAN_FLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=undefined -O1 -g

FRONT_SRCS := $(filter-out smpl-frontend/smplc.c, $(wildcard smpl-frontend/*.c))
UNIT_SRCS := $(wildcard tests/unit/*.c)

LIB_OBJS := $(FRONT_SRCS:%.c=build/obj/%.o)
SAN_LIB_OBJS := $(FRONT_SRCS:%.c=build/san/obj/%.o)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=build/tests/%)
SAN_UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=build/san/tests/%)
ALL_SRCS := $(wildcard smpl-frontend/smplc.c) $(FRONT_SRCS) $(UNIT_SRCS)
ALL_OBJS := $(ALL_SRCS:%.c=build/obj/%.o) $(ALL_SRCS:%.c=build/san/obj/%.o)

# What `make` builds; each section below adds its own with `all: ...`.
ALL = build/smplc build/libsmplfront.a

.PHONY: all check demo install deps clean san unit match-bench check-kernel \
	bench-kernel
.DEFAULT_GOAL := all

all: $(ALL)

# --- front end -------------------------------------------------------------

# -fPIC and -fvisibility=hidden for every object: the libraries need
# them for the plugin (which exports only its two entry points), and for
# the rest they cost nothing on a PIE-by-default compiler.
PIC_FLAGS = -fPIC -fvisibility=hidden

build/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(CFLAGS) $(PIC_FLAGS) -c -o $@ $<

build/libsmplfront.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

build/smplc: build/obj/smpl-frontend/smplc.o build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

build/tests/%: build/obj/tests/unit/%.o build/libsmpledit.a build/libsmplmatch.a build/libsmplfront.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o %.a,$^) $(LDLIBS)

unit: $(UNIT_BINS)

# --- matcher (plugin/match/) -----------------------------------------------
# build/libsmplmatch.a: the graph view, the C reader (the plugin reads
# function bodies with it, the tests whole files), the model checker, the
# rules over a unit; no GCC.  build/smpl-match RULE.cocci FILE.c prints
# the views, matches and edits (smpl-match.c is the driver, not library);
# its --apply makes them with the editor (libsmpledit.a, below).  Unit
# tests link the matcher too.

MATCH_SRCS := $(filter-out plugin/match/smpl-match.c, $(wildcard plugin/match/*.c))
MATCH_OBJS := $(MATCH_SRCS:%.c=build/obj/%.o)
SAN_MATCH_OBJS := $(MATCH_SRCS:%.c=build/san/obj/%.o)
MATCH_CFLAGS = -Iplugin/match
ALL_SRCS += plugin/match/smpl-match.c $(MATCH_SRCS) $(wildcard bench/match-*.c)
ALL_OBJS := $(ALL_SRCS:%.c=build/obj/%.o) $(ALL_SRCS:%.c=build/san/obj/%.o)
ALL += build/libsmplmatch.a build/smpl-match
all: build/libsmplmatch.a build/smpl-match

$(MATCH_OBJS) $(SAN_MATCH_OBJS) build/obj/plugin/match/smpl-match.o \
  build/san/obj/plugin/match/smpl-match.o: BASE_CFLAGS += $(MATCH_CFLAGS)
$(MATCH_OBJS) $(SAN_MATCH_OBJS) build/obj/plugin/match/smpl-match.o \
  build/san/obj/plugin/match/smpl-match.o: BASE_CFLAGS += -Iplugin/edit
build/obj/plugin/match/smpl-match.o build/san/obj/plugin/match/smpl-match.o: \
  BASE_CFLAGS += -Iplugin/script
$(UNIT_SRCS:%.c=build/obj/%.o) $(UNIT_SRCS:%.c=build/san/obj/%.o) \
  $(patsubst %.c,build/obj/%.o,$(wildcard bench/match-*.c)): \
  BASE_CFLAGS += $(MATCH_CFLAGS)

build/libsmplmatch.a: $(MATCH_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

build/san/libsmplmatch.a: $(SAN_MATCH_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

build/smpl-match: build/obj/plugin/match/smpl-match.o build/libsmplmatch.a \
		  build/libsmpledit.a build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

build/san/smpl-match: build/san/obj/plugin/match/smpl-match.o \
		      build/san/libsmplmatch.a \
		      build/san/libsmpledit.a build/san/libsmplfront.a
	$(CC) $(SAN_FLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

build/match-bench: build/obj/bench/match-bench.o \
		   build/libsmplmatch.a build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

match-bench: build/match-bench
	build/match-bench

# build/match-reader FILE.c...: how much of real C the C reader reads
# (scripts/reader-coverage.sh).
build/match-reader: build/obj/bench/match-reader.o build/libsmplmatch.a \
		    build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
all: build/match-reader

san: build/san/smpl-match

# --- source editor (plugin/edit/) and collector (kbuild-glue/) ----------------
# build/libsmpledit.a: the source view, edits to text changes, records,
# unified diffs; no GCC.  The plugin links it for its fix-its and records;
# build/smpl-collect (kbuild-glue/smpl-collect.c) for the patch;
# build/smpl-match for --apply.

EDIT_SRCS := $(wildcard plugin/edit/*.c)
EDIT_OBJS := $(EDIT_SRCS:%.c=build/obj/%.o)
SAN_EDIT_OBJS := $(EDIT_SRCS:%.c=build/san/obj/%.o)
COLLECT_SRCS := $(wildcard kbuild-glue/*.c)
ALL_SRCS += $(EDIT_SRCS) $(COLLECT_SRCS)
ALL_OBJS := $(ALL_SRCS:%.c=build/obj/%.o) $(ALL_SRCS:%.c=build/san/obj/%.o)

$(EDIT_OBJS) $(SAN_EDIT_OBJS) $(COLLECT_SRCS:%.c=build/obj/%.o) \
  $(COLLECT_SRCS:%.c=build/san/obj/%.o) \
  $(UNIT_SRCS:%.c=build/obj/%.o) $(UNIT_SRCS:%.c=build/san/obj/%.o): \
  BASE_CFLAGS += -Iplugin/edit

build/libsmpledit.a: $(EDIT_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

build/san/libsmpledit.a: $(SAN_EDIT_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

ifneq ($(COLLECT_SRCS),)
all: build/smpl-collect
san: build/san/smpl-collect
endif

# smpl-collect runs the script rules the plugin left to it
# (defer-scripts) through the script host (plugin/script/host.c).
$(COLLECT_SRCS:%.c=build/obj/%.o) $(COLLECT_SRCS:%.c=build/san/obj/%.o): \
  BASE_CFLAGS += -Iplugin/match -Iplugin/script

build/smpl-collect: $(COLLECT_SRCS:%.c=build/obj/%.o) \
		    build/obj/plugin/script/host.o build/libsmpledit.a \
		    build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS) -ldl

build/san/smpl-collect: $(COLLECT_SRCS:%.c=build/san/obj/%.o) \
			build/san/obj/plugin/script/host.o \
			build/san/libsmpledit.a build/san/libsmplfront.a
	$(CC) $(SAN_FLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS) -ldl

# --- script host (plugin/script/) ------------------------------------------
# host.c (plain C, no Python headers) goes into libsmplmatch.a: the
# plugin and smpl-match link it.  build/smpl-python.so (pyembed.c, with
# coccilib.py linked in by .incbin) is built only where Debian's
# pkg-config finds python3-embed (libpython3-dev); without it everything
# else builds and the host says Python is not available.  The host
# dlopen()s it from beside the object that holds the host (smpl.so or
# the program), at the first script a unit runs.  build/script-test
# drives the host for testsuite/smpl.script.  PY_PKG_CONFIG is Debian's
# pkg-config, not a pyenv python3-config found on PATH.

PY_PKG_CONFIG = /usr/bin/pkg-config
# Recursive (=): asked when the recipe runs, after `make check` or
# `make demo` may have installed libpython3-dev (deps).
PY_CFLAGS = $(shell $(PY_PKG_CONFIG) --cflags python3-embed 2>/dev/null)
PY_LIBS = $(shell $(PY_PKG_CONFIG) --libs python3-embed 2>/dev/null)
PY_HOME = $(shell $(PY_PKG_CONFIG) --variable=prefix python3-embed 2>/dev/null)
SCRIPT_SRCS := plugin/script/host.c
build/libsmplmatch.a: $(SCRIPT_SRCS:%.c=build/obj/%.o)
build/san/libsmplmatch.a: $(SCRIPT_SRCS:%.c=build/san/obj/%.o)
ALL_SRCS += $(SCRIPT_SRCS) plugin/script/script-test.c
ALL_OBJS := $(ALL_SRCS:%.c=build/obj/%.o) $(ALL_SRCS:%.c=build/san/obj/%.o)
$(SCRIPT_SRCS:%.c=build/obj/%.o) $(SCRIPT_SRCS:%.c=build/san/obj/%.o) \
  build/obj/plugin/script/script-test.o: BASE_CFLAGS += -Iplugin/match -Iplugin/script

build/script-test: build/obj/plugin/script/script-test.o build/libsmplmatch.a \
		   build/libsmplfront.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
all: build/script-test build/smpl-python.so

ifneq ($(filter check check-kernel demo,$(MAKECMDGOALS)),)
build/smpl-python.so: | deps
endif

# Without python3-embed: a note, and no file (the host then says Python
# is not available).
build/smpl-python.so: plugin/script/pyembed.c plugin/script/coccilib.py \
		plugin/script/pyapi.h plugin/match/script.h
	@if ! $(PY_PKG_CONFIG) --exists python3-embed 2>/dev/null; then \
	  echo "note: no python3-embed (libpython3-dev): $@ not built," \
	       "script rules will be skipped"; exit 0; fi; \
	mkdir -p build/obj/plugin/script && \
	echo "$(CC) ... -o $@ plugin/script/pyembed.c $(PY_LIBS)" && \
	$(CC) -std=gnu11 $(WARN) $(CFLAGS) $(PIC_FLAGS) -Iplugin/match \
		$(PY_CFLAGS) -DSMPL_PY_HOME='"$(PY_HOME)"' \
		-DSMPL_COCCILIB_PY='"$(abspath plugin/script/coccilib.py)"' \
		-shared -Wl,--as-needed -o $@ plugin/script/pyembed.c $(PY_LIBS)

# --- plugin (plugin/gcc/) -----------------------------------------------------
# build/smpl.so: the C++ of plugin/gcc/ against GCC's plugin headers, with
# the front end, matcher and editor libraries linked in (the editor's
# again after the matcher's, whose turn.c calls it).  It exports
# plugin_init and plugin_is_GPL_compatible only: every object is hidden
# by default, and the version script plugin/gcc/exports.map makes sure.

PLUGIN_INC := $(shell $(CC) -print-file-name=plugin)/include
PLUGIN_SRCS := $(wildcard plugin/gcc/*.cc)
PLUGIN_OBJS := $(PLUGIN_SRCS:%.cc=build/obj/%.o)
PLUGIN_CXXFLAGS = -std=gnu++17 -O2 -g $(PIC_FLAGS) -fno-rtti -fno-exceptions \
	-Wall -Wextra -Wno-unused-parameter -MMD -MP \
	-I$(PLUGIN_INC) -Ismpl-frontend -Iplugin/match -Iplugin/edit -Iplugin/script \
	-Iplugin/gcc

all: build/smpl.so

build/obj/plugin/gcc/%.o: plugin/gcc/%.cc
	@mkdir -p $(@D)
	$(CXX) $(PLUGIN_CXXFLAGS) -c -o $@ $<

# Linked by the C driver, so without libstdc++: cc1 has operator new and
# delete, the only parts of it the plugin uses, and loading libstdc++
# into every cc1 cost 20 times more than everything the plugin does
# (bench/plugin-instructions.sh).
PLUGIN_LDFLAGS = -shared -Wl,--as-needed \
	-Wl,--version-script=plugin/gcc/exports.map

build/smpl.so: $(PLUGIN_OBJS) build/libsmpledit.a build/libsmplmatch.a \
	       build/libsmplfront.a plugin/gcc/exports.map
	$(CC) $(PLUGIN_LDFLAGS) -o $@ $(PLUGIN_OBJS) \
		build/libsmpledit.a build/libsmplmatch.a build/libsmpledit.a \
		build/libsmplfront.a

# The plugin as if built for another GCC, for the test of its refusal.
build/other-gcc/smpl.so: plugin/gcc/plugin.cc $(filter-out \
		build/obj/plugin/gcc/plugin.o, $(PLUGIN_OBJS)) \
		build/libsmpledit.a build/libsmplmatch.a build/libsmplfront.a \
		plugin/gcc/exports.map
	@mkdir -p $(@D)
	$(CXX) $(PLUGIN_CXXFLAGS) -DSMPL_FAKE_GCC_VERSION='"11.0.0"' \
		-c -o build/other-gcc/plugin.o plugin/gcc/plugin.cc
	$(CC) $(PLUGIN_LDFLAGS) -o $@ build/other-gcc/plugin.o \
		$(filter-out build/obj/plugin/gcc/plugin.o, $(PLUGIN_OBJS)) \
		build/libsmpledit.a build/libsmplmatch.a build/libsmpledit.a \
		build/libsmplfront.a
unit: build/other-gcc/smpl.so

-include $(PLUGIN_OBJS:.o=.d)

# --- the plugin for another GCC ------------------------------------------------
# A plugin is built for one GCC: it must be compiled against that GCC's
# plugin headers and is refused by any other (plugin.cc checks the
# version).  For PLUGIN_GCC (a gcc-N installed next to the default gcc,
# with gcc-N-plugin-dev and g++-N), build/gccN/ holds a whole second
# build made by that GCC alone: the C libraries again (so that no object
# asks for more of libgcc or glibc than that GCC's runtime gives), the
# C++ of plugin/gcc/ with g++-N against its headers, build/gccN/smpl.so
# linked by gcc-N, still without libstdc++.
#
#   make plugin-gcc11              build/gcc11/smpl.so (PLUGIN_GCC=gcc-11)
#   make plugin-gcc PLUGIN_GCC=gcc-13   build/gcc13/smpl.so
#   make check-gcc11               the plugin's tests under gcc-11 (below)
#   make check-kernel-gcc          the kernel comparisons with spatch in
#                                  a kernel tree built by PLUGIN_GCC
#
# make check builds build/gcc11/smpl.so and adds check-gcc11's run when
# gcc-11, g++-11 and gcc-11-plugin-dev are installed (.ci/run and, as
# root, make deps install them), and says so when they are not.

PLUGIN_GCC = gcc-11
OTHER_VER := $(PLUGIN_GCC:gcc-%=%)
OTHER := build/gcc$(OTHER_VER)
OTHER_CXX := $(PLUGIN_GCC:gcc-%=g++-%)
OTHER_INC := $(shell $(PLUGIN_GCC) -print-file-name=plugin 2>/dev/null)/include
OTHER_C_OBJS := $(FRONT_SRCS:%.c=$(OTHER)/obj/%.o) \
	$(MATCH_SRCS:%.c=$(OTHER)/obj/%.o) $(EDIT_SRCS:%.c=$(OTHER)/obj/%.o) \
	$(SCRIPT_SRCS:%.c=$(OTHER)/obj/%.o)
OTHER_PLUGIN_OBJS := $(PLUGIN_SRCS:%.cc=$(OTHER)/obj/%.o)
OTHER_LIBS := $(OTHER)/libsmpledit.a $(OTHER)/libsmplmatch.a \
	$(OTHER)/libsmpledit.a $(OTHER)/libsmplfront.a

.PHONY: plugin-gcc plugin-gcc11 check-gcc11
plugin-gcc: $(OTHER)/smpl.so $(OTHER)/smpl-python.so
plugin-gcc11:
	@$(MAKE) --no-print-directory plugin-gcc PLUGIN_GCC=gcc-11

$(OTHER)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(PLUGIN_GCC) $(BASE_CFLAGS) -Iplugin/match -Iplugin/edit -Iplugin/script \
		$(CFLAGS) $(PIC_FLAGS) -c -o $@ $<

$(OTHER)/obj/%.o: %.cc
	@mkdir -p $(@D)
	$(OTHER_CXX) $(subst -I$(PLUGIN_INC),-I$(OTHER_INC),$(PLUGIN_CXXFLAGS)) \
		-c -o $@ $<

$(OTHER)/libsmplfront.a: $(FRONT_SRCS:%.c=$(OTHER)/obj/%.o)
$(OTHER)/libsmplmatch.a: $(MATCH_SRCS:%.c=$(OTHER)/obj/%.o) \
			 $(SCRIPT_SRCS:%.c=$(OTHER)/obj/%.o)
$(OTHER)/libsmpledit.a: $(EDIT_SRCS:%.c=$(OTHER)/obj/%.o)
$(OTHER)/libsmplfront.a $(OTHER)/libsmplmatch.a $(OTHER)/libsmpledit.a:
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(OTHER)/smpl.so: $(OTHER_PLUGIN_OBJS) $(sort $(OTHER_LIBS)) \
		  plugin/gcc/exports.map
	$(PLUGIN_GCC) $(PLUGIN_LDFLAGS) -o $@ $(OTHER_PLUGIN_OBJS) $(OTHER_LIBS)

# The script host looks for smpl-python.so beside the plugin: the same
# one (plain C, no GCC in it), where it was built.
$(OTHER)/smpl-python.so: build/smpl-python.so
	@mkdir -p $(@D)
	if [ -f $< ]; then cp $< $@; fi

# The tests the other GCC runs: smpl.plugin's, but for kmod.exp (a
# kernel module is built with the GCC its headers were built with), and
# the patch tests that go through the plugin, its records and
# smpl-collect (collect.exp's triples, cocci.exp's Coccinelle tests).
# RUNTESTFLAGS selects among them as for check: its words that name a
# .exp (NAME.exp or NAME.exp=FILES) keep those of OTHER_EXPS, the other
# words are passed on; when it names .exp files and none of these, the
# other GCC has nothing to run.  check-update never runs it: the stored
# outputs are GCC 12's.
OTHER_EXPS = plugin.exp article.exp views.exp collect.exp cocci.exp
rt_exp = $(firstword $(subst =, ,$1))
RT_NAMED := $(strip $(foreach w,$(RUNTESTFLAGS),$(if $(filter %.exp,$(call rt_exp,$w)),$w)))
OTHER_NAMED := $(strip $(foreach w,$(RT_NAMED),$(if $(filter $(OTHER_EXPS),$(call rt_exp,$w)),$w)))
OTHER_FLAGS := $(filter-out $(RT_NAMED),$(RUNTESTFLAGS)) \
	$(if $(RT_NAMED),$(OTHER_NAMED),$(OTHER_EXPS))

# The other GCC's run is wanted when RUNTESTFLAGS selects one of its
# tests and is not check-update's; it happens when PLUGIN_GCC can build
# a plugin (the compilers and the headers are there), which check asks
# in its recipe, after deps has installed what it installs.
CHECK_OTHER := $(and $(if $(RT_NAMED),$(OTHER_NAMED),y), \
	$(if $(filter SMPL_UPDATE=%,$(RUNTESTFLAGS)),,y))
OTHER_PRESENT = command -v $(PLUGIN_GCC) >/dev/null && \
	command -v $(OTHER_CXX) >/dev/null && \
	test -f "$$($(PLUGIN_GCC) -print-file-name=plugin)/include/gcc-plugin.h"

# The suite under PLUGIN_GCC, its results in $(OTHER)/testsuite: the
# tests compile with SMPL_GCC and load SMPL_PLUGIN; the plugin built by
# the default GCC is the other plugin, which PLUGIN_GCC must refuse.
OTHER_RUNTEST = rm -rf $(OTHER)/testsuite && mkdir -p $(OTHER)/testsuite && \
	$(RUNTEST) --tool smpl --srcdir $(abspath testsuite) \
	    --outdir $(abspath $(OTHER)/testsuite) \
	    SMPLC=$(abspath build/smplc) SMPLC_SAN=$(abspath build/san/smplc) \
	    SMPL_BUILD=$(abspath build) SMPL_PLUGIN=$(abspath $(OTHER)/smpl.so) \
	    SMPL_GCC=$(PLUGIN_GCC) SMPL_OTHER_PLUGIN=$(abspath build/smpl.so) \
	    $(OTHER_FLAGS)

.PHONY: check-other-build check-gcc
check-other-build: all build/other-gcc/smpl.so $(OTHER)/smpl.so \
	$(OTHER)/smpl-python.so

# Only the other GCC's run (no deps, no sanitized build).
check-gcc: check-other-build
	@$(OTHER_RUNTEST); sh scripts/summary.sh $(OTHER)/testsuite/smpl.sum $$?
check-gcc11:
	@$(MAKE) --no-print-directory check-gcc PLUGIN_GCC=gcc-11

# The kernel comparisons with spatch (macro-diff, top-diff) in a Linux
# 6.1 tree built by PLUGIN_GCC, with the plugin built for it.
.PHONY: check-kernel-gcc
check-kernel-gcc: all
	scripts/kernel-other-gcc.sh --gcc $(PLUGIN_GCC)

-include $(OTHER_C_OBJS:.o=.d) $(OTHER_PLUGIN_OBJS:.o=.d)

# --- sanitized build ---------------------------------------------------------

build/san/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(SAN_FLAGS) -fPIC -c -o $@ $<

build/san/libsmplfront.a: $(SAN_LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

build/san/smplc: build/san/obj/smpl-frontend/smplc.o build/san/libsmplfront.a
	$(CC) $(SAN_FLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

build/san/tests/%: build/san/obj/tests/unit/%.o build/san/libsmpledit.a build/san/libsmplmatch.a build/san/libsmplfront.a
	@mkdir -p $(@D)
	$(CC) $(SAN_FLAGS) $(LDFLAGS) -o $@ $(filter %.o %.a,$^) $(LDLIBS)

san: build/san/smplc build/san/libsmplfront.a $(SAN_UNIT_BINS)

# --- packages, tests, demo ---------------------------------------------------

deps:
	@sh scripts/deps.sh $(filter check,$(MAKECMDGOALS))

# When check or demo is asked for, packages are installed before anything
# is compiled, also under make -j.
ifneq ($(filter check check-kernel demo,$(MAKECMDGOALS)),)
$(ALL_OBJS): | deps
endif

# runtest's exit status is passed to summary.sh rather than obeyed, so the
# summary line is always printed last; summary.sh's status is the result.
RUNTEST = runtest
RUNTESTFLAGS =
# When PLUGIN_GCC can build a plugin (see "the plugin for another GCC"),
# check also builds it and runs the plugin's tests under it (check-gcc,
# above); summary.sh counts both runs in its last line (a plugin that
# does not build counts as one failure).
check: deps all san unit
	@rm -rf build/testsuite && mkdir -p build/testsuite
	@other=; \
	  if [ -n "$(CHECK_OTHER)" ]; then \
	    if $(OTHER_PRESENT); then \
	      rm -rf $(OTHER)/testsuite; other=broken; \
	      $(MAKE) --no-print-directory check-other-build && other=run; \
	    else \
	      echo "check: the plugin is not tested under $(PLUGIN_GCC):" \
		"install $(PLUGIN_GCC) $(OTHER_CXX) $(PLUGIN_GCC)-plugin-dev"; \
	    fi; \
	  fi; \
	  $(RUNTEST) --tool smpl --srcdir $(abspath testsuite) \
	    --outdir $(abspath build/testsuite) \
	    SMPLC=$(abspath build/smplc) SMPLC_SAN=$(abspath build/san/smplc) \
	    SMPL_BUILD=$(abspath build) SMPL_PLUGIN=$(abspath build/smpl.so) \
	    $$([ "$$other" != run ] || \
	       echo SMPL_OTHER_PLUGIN=$(abspath $(OTHER)/smpl.so)) \
	    $(RUNTESTFLAGS); \
	  st=$$?; \
	  ost=1; \
	  [ "$$other" != run ] || { $(OTHER_RUNTEST); ost=$$?; }; \
	  if [ -n "$$other" ]; then \
	    sh scripts/summary.sh build/testsuite/smpl.sum $$st \
	      $(OTHER)/testsuite/smpl.sum $$ost; \
	  else \
	    sh scripts/summary.sh build/testsuite/smpl.sum $$st; \
	  fi

# The tests that compare with a stored output (the dumps of
# smpl.frontend/good, smpl.match's .out, smpl.plugin/article's .out), run
# by check with SMPL_UPDATE=1: smpl_compare_file (testsuite/lib/smpl.exp)
# writes what they got over the file instead of failing.  RUNTESTFLAGS
# narrows it down as for check.
CHECK_UPDATE = good.exp match.exp article.exp
.PHONY: check-update
check-update:
	@$(MAKE) --no-print-directory check \
	    RUNTESTFLAGS='$(or $(strip $(RUNTESTFLAGS)),$(CHECK_UPDATE)) SMPL_UPDATE=1'

# The article's rule over the example drivers, as a kernel build would
# run it: each driver is compiled by gcc with the plugin (severity=note,
# as under -Werror), writing its record into build/demo/records, then
# smpl-collect gathers the records into one patch, printed with its
# summary.  The drivers themselves are not changed.
demo: deps all
	build/smplc examples/clientdata.cocci -o build/clientdata.smplc
	@rm -rf build/demo && mkdir -p build/demo
	@for f in examples/drivers/*.c; do \
	  echo "== gcc -c $$f"; \
	  gcc -c $$f -o build/demo/$$(basename $$f .c).o \
	    -fplugin=$(abspath build/smpl.so) \
	    -fplugin-arg-smpl-rules=build/clientdata.smplc \
	    -fplugin-arg-smpl-out=build/demo/records \
	    -fplugin-arg-smpl-severity=note -Werror \
	    -fdiagnostics-plain-output || exit 1; \
	done
	@echo "== smpl-collect build/demo/records -o build/demo/clientdata.patch"
	@build/smpl-collect build/demo/records -o build/demo/clientdata.patch
	@cat build/demo/clientdata.patch

# The article's rule over the i2c drivers of Linux 6.1 (allmodconfig),
# through the kbuild glue and with spatch, file by file; prints the table,
# fails on a difference not in kbuild-glue/check-kernel.known or a problem
# of the plugin.  Results in build/check-kernel/.  (make check runs it too,
# as testsuite/smpl.kernel/kernel.exp.)
check-kernel: deps all
	scripts/check-kernel.sh

# bench/kernel.sh: the plugin's cost on the same files (README figures);
# then bench/kernel-instructions.sh --top: cc1's instructions on six of
# them with the article's rule and with the kernel's platform_no_drv_owner,
# a rule with top-level patterns (the cost of the top-level views).
bench-kernel: all
	bench/kernel.sh
	bench/kernel-instructions.sh --top

install: all
	install -d $(DESTDIR)$(BINDIR)
	install -m 755 build/smplc $(DESTDIR)$(BINDIR)/smplc
	install -m 755 build/smpl-collect $(DESTDIR)$(BINDIR)/smpl-collect
	install -d $(DESTDIR)$(PREFIX)/lib/gcc-smpl
	install -m 644 build/smpl.so $(DESTDIR)$(PREFIX)/lib/gcc-smpl/smpl.so
	if [ -f build/smpl-python.so ]; then install -m 644 build/smpl-python.so \
	  $(DESTDIR)$(PREFIX)/lib/gcc-smpl/smpl-python.so; fi

clean:
	rm -rf build

-include $(ALL_OBJS:.o=.d)
