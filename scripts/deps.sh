#!/bin/sh
# deps.sh - make sure the Debian packages that the build and the tests need
# are installed.  Packages already installed are left alone.  As root, the
# missing ones are installed with apt-get; otherwise the apt-get line to
# run is printed and the script exits 1.  On a system without dpkg it only
# says what it needs and exits 0: the build then fails by itself if
# something is missing.
set -e

# To build: the plugin headers, GMP's, DejaGnu, libpython3-dev and
# pkgconf for build/smpl-python.so (the Python of script rules).  `deps.sh check` adds
# what the tests use: spatch to compare with, real kernel trees (headers
# for out-of-tree modules, the source for in-tree drivers, and what a
# kernel build needs), ccache, distcc and distcc-pump, GNU time, git and
# patch, libpython3-dev and pkgconf for build/smpl-python.so, Csmith with its header for the random programs of csmith.exp,
# and GCC 11 with its plugin headers for the plugin built for it and its
# tests under gcc-11 (make check-gcc11).
PACKAGES="gcc-12-plugin-dev libgmp-dev dejagnu libpython3-dev pkgconf"
if [ "${1:-}" = check ]; then
	PACKAGES="$PACKAGES coccinelle linux-headers-amd64 linux-source-6.1
		flex bison bc libelf-dev libssl-dev xz-utils ccache distcc distcc-pump
		time git patch csmith libcsmith-dev gcc-11 g++-11 gcc-11-plugin-dev"
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps: not a Debian system; needed: GCC 12 plugin headers, GMP headers, DejaGnu" >&2
	exit 0
fi

missing=
for p in $PACKAGES; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null) || status=
	[ "$status" = "install ok installed" ] || missing="$missing $p"
done
missing=${missing# }

[ -n "$missing" ] || exit 0

if [ "$(id -u)" = 0 ]; then
	echo "deps: installing $missing"
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
else
	echo "deps: missing Debian packages; install them with:" >&2
	echo "sudo apt-get install $missing" >&2
	exit 1
fi
