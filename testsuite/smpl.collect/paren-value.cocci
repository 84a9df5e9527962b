// A metavariable's value in + code: it keeps the parentheses the source
// wrote around it, and gets parentheses where the operators of the +
// code would otherwise take it apart (`E1 * E2` with E1 bound to
// `x | y`), as spatch writes them.
@@
expression a, b, c;
@@
- f(a, b, c)
+ g(a * b, -c)
