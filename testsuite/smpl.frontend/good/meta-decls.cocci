// Metavariable declarations of the kernel's rules: C types alone,
// typed and global idexpressions, sets of types, arrays, list lengths,
// kinds the matcher does not match yet.
virtual patch

@r depends on patch@
expression *x;
idexpression struct device *d;
local idexpression struct device *ld;
struct i2c_client *client;
unsigned long ul;
_Bool b;
u64 v64;
typedef bool, u8;
{unsigned char, size_t, u8} v;
identifier f;
expression list [n] es;
@@
- f(x, d, ld, client, ul, b, v64, v, es)
+ f(es)

@t@
type T;
T[] E;
constant char [] c;
global idexpression g;
@@
* E(c, g)

@u@
initializer I;
initializer list IL;
statement list SL;
parameter P;
parameter list PL;
field F;
field list[n] FL;
declaration D;
format FMT;
format list [2] FMTL;
attribute name A;
position any p;
@@
* foo()@p
//! 31:13: warning: metavariable 'I' is declared but not used
//! 32:18: warning: metavariable 'IL' is declared but not used
//! 33:16: warning: metavariable 'SL' is declared but not used
//! 34:11: warning: metavariable 'P' is declared but not used
//! 35:16: warning: metavariable 'PL' is declared but not used
//! 36:7: warning: metavariable 'F' is declared but not used
//! 37:15: warning: metavariable 'FL' is declared but not used
//! 38:13: warning: metavariable 'D' is declared but not used
//! 39:8: warning: metavariable 'FMT' is declared but not used
//! 40:17: warning: metavariable 'FMTL' is declared but not used
