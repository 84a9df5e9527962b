#!/bin/bash
# kernel-tree.sh - prepare a Linux 6.1 source tree in which single kernel
# objects can be compiled, and print its path.
#
#   scripts/kernel-tree.sh            prepare (once) and print the tree path
#   scripts/kernel-tree.sh --path     only print the path (no work, no check)
#   scripts/kernel-tree.sh --headers  print the Debian out-of-tree build tree
#                                     (/usr/src/linux-headers-*-amd64), if any
#
# Steps, each done once (a stamp file per step in the tree's .smpl/):
#   1. the Debian package linux-source-6.1 (apt-get, as root) and the
#      packages a kernel build needs: flex bison bc libelf-dev libssl-dev;
#   2. /usr/src/linux-source-6.1.tar.xz unpacked into the cache directory
#      (default build/kernel/linux-source-6.1 under the project; override
#      with SMPL_KERNEL_TREE=DIR, whose last component must be
#      linux-source-6.1 or which is used as the unpack target as is);
#   3. `make allmodconfig`;
#   4. `make modules_prepare`: generated headers, scripts/ (fixdep,
#      modpost), the kernel's own GCC plugins, objtool.  This is the
#      minimum after which `make drivers/hwmon/lm75.o` and
#      `make M=drivers/hwmon` build (checked by step 5, which only the
#      first run pays).
#   5. a smoke test: `make drivers/hwmon/lm75.o`.
#
# The path is the only thing written to stdout; progress goes to stderr.
# Environment: SMPL_KERNEL_TREE (tree), SMPL_KERNEL_JOBS (make -j, default
# nproc), SMPL_KERNEL_TARBALL (default /usr/src/linux-source-6.1.tar.xz).
# Exit status: 0 with the path printed; 77 when the packages are missing
# and cannot be installed (not root, or apt-get fails: the tests that need
# the tree are then unsupported); 1 when a step of the preparation fails.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
tree=${SMPL_KERNEL_TREE:-$here/build/kernel/linux-source-6.1}
tarball=${SMPL_KERNEL_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
jobs=${SMPL_KERNEL_JOBS:-$(nproc)}

log() { echo "kernel-tree: $*" >&2; }

case ${1:-} in
--path)
	echo "$tree"
	exit 0
	;;
--headers)
	# Debian's out-of-tree build tree (package linux-headers-amd64).  It
	# is used as `make -C DIR M=MODDIR`; DIR/Makefile includes the
	# matching linux-headers-*-common tree.  The newest one wins.
	found=
	for d in /usr/src/linux-headers-*-amd64; do
		[ -f "$d/Makefile" ] && found=$d
	done
	[ -n "$found" ] || { log "no /usr/src/linux-headers-*-amd64 (apt-get install linux-headers-amd64)"; exit 1; }
	echo "$found"
	exit 0
	;;
"") ;;
*)
	echo "usage: kernel-tree.sh [--path | --headers]" >&2
	exit 2
	;;
esac

stamps=$tree/.smpl
if [ -f "$stamps/ready" ]; then
	echo "$tree"
	exit 0
fi

# --- 1. packages -------------------------------------------------------------
need=
for p in linux-source-6.1 flex bison bc libelf-dev libssl-dev; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null) || status=
	[ "$status" = "install ok installed" ] || need="$need $p"
done
if [ -n "$need" ]; then
	if [ "$(id -u)" != 0 ]; then
		log "missing Debian packages; install them with:"
		log "sudo apt-get install$need"
		exit 77
	fi
	log "installing$need"
	apt-get update -q >&2 || true
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q $need >&2 ||
		{ log "cannot install$need"; exit 77; }
fi
[ -f "$tarball" ] || { log "$tarball not found"; exit 77; }

# --- 2. unpack ---------------------------------------------------------------
if [ ! -f "$stamps/unpacked" ]; then
	# Unpack beside the target and rename, so that an interrupted run
	# never leaves a half tree that looks complete.
	parent=$(dirname "$tree")
	mkdir -p "$parent"
	tmp=$(mktemp -d "$parent/.unpack.XXXXXX")
	log "unpacking $tarball"
	tar -C "$tmp" -xJf "$tarball"
	top=$(ls "$tmp")
	rm -rf "$tree"
	mv "$tmp/$top" "$tree"
	rmdir "$tmp"
	mkdir -p "$stamps"
	touch "$stamps/unpacked"
fi

cd "$tree"

# --- 3. configure ------------------------------------------------------------
if [ ! -f "$stamps/configured" ]; then
	log "make allmodconfig"
	make -s allmodconfig >&2
	touch "$stamps/configured"
fi

# --- 4. prepare --------------------------------------------------------------
if [ ! -f "$stamps/prepared" ]; then
	log "make -j$jobs modules_prepare"
	make -s -j"$jobs" modules_prepare >&2
	touch "$stamps/prepared"
fi

# --- 5. smoke test -----------------------------------------------------------
log "make drivers/hwmon/lm75.o (smoke test)"
make -s -j"$jobs" drivers/hwmon/lm75.o >&2
[ -f drivers/hwmon/lm75.o ] || { log "drivers/hwmon/lm75.o was not built"; exit 1; }
touch "$stamps/ready"
echo "$tree"
