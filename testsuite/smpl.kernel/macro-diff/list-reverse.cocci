// list_for_each_entry loops walked backwards: an iterator macro.
// grep: \blist_for_each_entry\(
@@
iterator name list_for_each_entry, list_for_each_entry_reverse;
expression P, H;
identifier M;
statement S;
@@
- list_for_each_entry(P, H, M)
+ list_for_each_entry_reverse(P, H, M)
  S
