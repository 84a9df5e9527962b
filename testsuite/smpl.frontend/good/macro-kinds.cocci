// The macro kinds: iterator names and metavariables head a loop,
// declarer names and metavariables make a statement of a macro call.
@@
iterator name list_for_each_entry;
iterator name list_for_each_entry_reverse;
expression P, H;
identifier M;
statement S;
@@
- list_for_each_entry(P, H, M)
+ list_for_each_entry_reverse(P, H, M)
  S

@@
iterator I;
expression P;
@@
I(P, ...) {
  ...
- drop(P);
+ drop_locked(P);
}

@@
declarer name DECLARE_BITMAP;
identifier B;
expression N;
@@
- DECLARE_BITMAP(B, N);
+ DECLARE_BITMAP(B, 2 * N);

@@
declarer D;
identifier W;
@@
D(W);
...
- prepare_wait(&W);
