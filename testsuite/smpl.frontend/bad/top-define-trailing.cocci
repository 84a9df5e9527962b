@@
@@
#define f(x) x y
//! 3:16: error: expected the end of the '#define' line but found 'y'
