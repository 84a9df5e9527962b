// A value whose operator binds more loosely than the + code's around it
// gets parentheses: `x && y` as E in `E & 1`.
@@
expression E;
@@
- f(E)
+ g(E & 1, E << 1, 2 * E)
