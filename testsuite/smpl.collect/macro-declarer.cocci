// A declarer name matches the declaration macro it names.
@@
declarer name DECLARE_BITMAP;
identifier B;
expression N;
@@
- DECLARE_BITMAP(B, N);
+ DECLARE_BITMAP(B, 2 * N);
