# bench/callgrind.sh - sourced by the instruction benchmarks
# (kernel-instructions.sh, ruleset-instructions.sh): how they run one
# kernel file's compiler command under valgrind's callgrind.  The
# caller sets $tree (the kernel tree) and $out (its output directory)
# and calls cg_setup once.

# The wrapper gcc's -wrapper runs: only cc1 under callgrind, into $CG_OUT.
cg_setup() {
	cat > "$out/cg-wrap.sh" <<'WRAP'
#!/bin/sh
case $1 in
*/cc1) exec valgrind --tool=callgrind --callgrind-out-file="$CG_OUT" "$@" ;;
esac
exec "$@"
WRAP
	chmod +x "$out/cg-wrap.sh"
}

# The command kbuild ran for FILE.c (from its .o.cmd), the compiler
# only, its output and dependency file sent to $out, the plugin flags
# of any earlier run taken out.
kcmd() {
	local f=$1 o
	o=$(dirname "$f")/.$(basename "$f" .c).o.cmd
	sed -n 's/^cmd_[^ ]* := //p' "$tree/$o" | head -1 | sed 's/;.*//' |
		sed 's/-fplugin=[^ ]*smpl\.so//; s/-fplugin-arg-smpl-[^ ]*//g' |
		sed 's/-ftime-report//; s/-wrapper [^ ]*//; s/-Wp,-MMD,[^ ]*//' |
		sed "s# -o [^ ]*# -o $out/x.o#"
}

# cg_run FILE.c KEY FLAGS: FILE.c compiled with FLAGS added, cc1 under
# callgrind into $out/NAME.KEY.cg (its log NAME.KEY.log); 1 after a
# message when it does not compile.
cg_run() {
	local f=$1 k=$2 flags=$3 name
	name=$(echo "$f" | tr / _)
	(cd "$tree" && CG_OUT="$out/$name.$k.cg" \
		sh -c "$(kcmd "$f") $flags -wrapper $out/cg-wrap.sh" \
		> "$out/$name.$k.log" 2>&1) || {
		echo "bench: $f ($k) does not compile: $out/$name.$k.log" >&2; return 1; }
}

# cg_summary FILE.cg: cc1's instructions in all.
cg_summary() { awk '/^summary:/ { print $2 }' "$1"; }
