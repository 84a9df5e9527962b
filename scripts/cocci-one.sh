#!/bin/sh
# scripts/cocci-one.sh - one of Coccinelle's regression triples through
# gcc-smpl, as testsuite/smpl.cocci/cocci.exp runs it, with everything
# shown: smplc's messages, gcc's, the collected patch, and the difference
# between the patched file and NAME.res (diff -b -B, as the test).
#
#   scripts/cocci-one.sh NAME [BUILD]
#
# The triples are read from $SMPL_COCCI_TESTS (default ../shared/cocci-tests
# beside the project); BUILD is the build directory (default build/).
# Work files go to build/cocci-one/NAME.  Exit status 0 when the result is
# NAME.res.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
name=${1:?usage: scripts/cocci-one.sh NAME [BUILD]}
b=${2:-$here/build}
dir=${SMPL_COCCI_TESTS:-$here/../shared/cocci-tests}
[ -f "$dir/$name.cocci" ] || { echo "no $dir/$name.cocci" >&2; exit 2; }
w=$here/build/cocci-one/$name
rm -rf "$w" && mkdir -p "$w/tree" "$w/rec"
cp "$dir/$name.c" "$w/tree/"
for h in "$dir"/*.h; do [ -f "$h" ] && cp "$h" "$w/tree/"; done
echo "== smplc"
"$b/smplc" "$dir/$name.cocci" -o "$w/rule.smplc" || exit 1
std=-std=gnu89
(cd "$w/tree" && gcc -std=gnu89 -w -fsyntax-only "$name.c" 2>/dev/null) || std=-std=gnu11
echo "== gcc $std"
(cd "$w/tree" && gcc $std -w -c "$name.c" -o "$name.o" \
	-fplugin="$b/smpl.so" -fplugin-arg-smpl-rules="$w/rule.smplc" \
	-fplugin-arg-smpl-out="$w/rec" -fplugin-arg-smpl-severity=note) || exit 1
echo "== patch"
"$b/smpl-collect" "$w/rec" --root "$w/tree" > "$w/patch" || exit 1
cat "$w/patch"
[ -s "$w/patch" ] && { patch -p1 -s -d "$w/tree" < "$w/patch" || exit 1; }
echo "== result against $name.res"
diff -b -B -u "$dir/$name.res" "$w/tree/$name.c" && echo "same"
