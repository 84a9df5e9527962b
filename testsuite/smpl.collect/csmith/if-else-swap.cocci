// An if with an else: its condition negated and its arms swapped.  The
// statement metavariables move whole statements and blocks; an if inside
// an arm is a second match over the same text, which smpl-collect drops
// (overlapping) as spatch refuses it.
@@
expression E;
statement S1, S2;
@@
- if (E) S1 else S2
+ if (!(E)) S2 else S1
