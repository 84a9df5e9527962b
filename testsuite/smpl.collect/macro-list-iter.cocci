// list_for_each_entry(P, H, M) S to its reverse: the iterator is named
// with 'iterator name', its body bound by a statement metavariable.
@@
iterator name list_for_each_entry, list_for_each_entry_reverse;
expression P, H;
identifier M;
statement S;
@@
- list_for_each_entry(P, H, M)
+ list_for_each_entry_reverse(P, H, M)
  S
