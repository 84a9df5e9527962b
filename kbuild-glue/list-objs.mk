# list-objs.mk - print what kbuild would build in one directory of a
# configured kernel tree, without building anything.
#
#   make -s -C TREE -f /path/to/list-objs.mk obj=drivers/hwmon list
#
# prints one line per object compiled from a source file of that directory
# for the tree's configuration ("o drivers/hwmon/lm75.o"; the parts of a
# composite module are listed, not the module) and one line per
# subdirectory kbuild descends into ("d drivers/hwmon/pmbus").  TREE must
# have been configured and prepared (include/config/auto.conf exists).
# It reads the directory's Kbuild or Makefile the way
# scripts/Makefile.build does, through the same scripts/Makefile.lib, so
# composite objects (foo-objs, foo-y, foo-m) are expanded as kbuild does.
# An object is built by the configuration when every directory from
# drivers/ down to its own is listed by its parent and the object by its
# directory; scripts/check-kernel.sh walks the directories that way.

srctree := .
src := $(obj)
objtree := .

obj-y :=
obj-m :=
lib-y :=
lib-m :=
always-y :=
always-m :=
targets :=
subdir-y :=
subdir-m :=
asflags-y :=
ccflags-y :=
cppflags-y :=
ldflags-y :=
subdir-asflags-y :=
subdir-ccflags-y :=

-include include/config/auto.conf
include $(srctree)/scripts/Kbuild.include

kbuild-dir := $(srctree)/$(src)
include $(or $(wildcard $(kbuild-dir)/Kbuild),$(kbuild-dir)/Makefile)

include $(srctree)/scripts/Makefile.lib

.PHONY: list
list:
	@printf 'o %s\n' $(sort $(filter %.o,$(real-obj-y) $(real-obj-m) $(lib-y)))
	@printf 'd %s\n' $(subdir-ym)
