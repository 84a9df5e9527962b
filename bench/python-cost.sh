#!/bin/sh
# bench/python-cost.sh - what Python costs (issue 14), in instructions
# (valgrind's callgrind), which unlike seconds do not depend on the
# machine's load.
#
#   sh bench/python-cost.sh [FILE.c...]
#
# 1. cc1 on each file with the plugin running bench/python/nomatch.cocci
#    (script rules whose code rule matches nothing) and running
#    bench/python/noscript.cocci (the same without its script rules):
#    both must cost the same, and libpython must not be loaded (the
#    "python" column says whether an object named libpython appears in
#    cc1's profile).
# 2. build/script-test (the host's test driver) ending a unit where no
#    script ran, and running one script rule (Python started, coccilib
#    loaded, the @initialize:python@ rule, one print_report, the
#    @finalize:python@ rule): the difference is what reaching a script
#    costs a compilation.
# 3. The same inside cc1 (until the matcher calls the host there): cc1 on
#    an empty file with bench/python/cc1-host.c, a plugin that runs those
#    rules through the host at plugin_init, with smpl-python.so and with
#    a path that does not exist (the host then only notes it).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
for f in smpl.so smplc script-test; do
	[ -x "$top/build/$f" ] || { echo "build/$f is missing: run make" >&2; exit 1; }
done
[ $# -gt 0 ] || set -- "$top/smpl-frontend/lex.c" "$top/plugin/match/ctl.c"
out="$top/build/bench/python"
b="$top/bench/python"
mkdir -p "$out"
"$top/build/smplc" "$b/nomatch.cocci" -o "$out/nomatch.smplc" 2>/dev/null
"$top/build/smplc" "$b/noscript.cocci" -o "$out/noscript.smplc" 2>/dev/null
flags="-O2 -I$top/smpl-frontend -I$top/plugin/match"

# cc1's instructions for one compilation, and whether libpython was
# loaded: "IR yes|no"; $1 the rule file, $2 the source
cc1_ir() {
	rm -f "$out"/cg.*
	valgrind --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$out/cg.%p" \
		gcc -c $flags -fplugin="$top/build/smpl.so" \
		-fplugin-arg-smpl-rules="$1" -w "$2" -o /dev/null 2>/dev/null
	f=$(grep -l '^cmd:.*/cc1 ' "$out"/cg.*)
	py=no
	grep -q '^ob=.*libpython' "$f" && py=yes
	echo "$(awk '/^summary:/ { print $2 }' "$f") $py"
}

# script-test's instructions: $1 the calls file
driver_ir() {
	rm -f "$out"/dg.*
	(cd "$b" && valgrind --tool=callgrind \
		--callgrind-out-file="$out/dg.%p" \
		"$top/build/script-test" nomatch.cocci "$1" >/dev/null 2>&1)
	awk '/^summary:/ { print $2 }' "$out"/dg.*
}

echo "1. cc1 with a script-carrying rule set that matches nothing"
printf "%-12s %15s %15s %10s %7s\n" file no-scripts scripts difference python
for src; do
	set -- $(cc1_ir "$out/noscript.smplc" "$src")
	a=$1
	set -- $(cc1_ir "$out/nomatch.smplc" "$src")
	printf "%-12s %15s %15s %10s %7s\n" "$(basename "$src")" "$a" "$1" \
		"$(($1 - a))" "$2"
done

echo "2. the host (build/script-test): a unit that reaches a script"
n=$(driver_ir none.calls)
o=$(driver_ir one.calls)
printf "%-28s %15s\n" "no script run" "$n" "one script run" "$o" \
	"Python's cost" "$((o - n))"

echo "3. cc1 on an empty file, the host run at plugin_init"
gcc -shared -fPIC -O2 -I"$top/smpl-frontend" -I"$top/plugin/match" \
	-I"$top/plugin/script" -o "$out/cc1-host.so" "$b/cc1-host.c" \
	"$top/build/obj/plugin/script/host.o"
: > "$out/empty.c"
host_ir() {
	rm -f "$out"/hg.*
	SMPL_PYTHON=$1 valgrind --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$out/hg.%p" \
		gcc -c "$out/empty.c" -o /dev/null \
		-fplugin="$out/cc1-host.so" 2>/dev/null
	f=$(grep -l '^cmd:.*/cc1 ' "$out"/hg.*)
	awk '/^summary:/ { print $2 }' "$f"
}
n=$(host_ir /nonexistent/smpl-python.so)
o=$(host_ir "$top/build/smpl-python.so")
printf "%-28s %15s\n" "Python not available" "$n" "one script run" "$o" \
	"Python's cost" "$((o - n))"
