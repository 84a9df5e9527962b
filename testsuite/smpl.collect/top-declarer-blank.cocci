// What goes with a removed declarer use or function: a blank line only
// when one comes before it, then the one after it, else that one, as
// spatch (a blank line after one with none before it stays).
@@
declarer name MODULE_AUTHOR, MODULE_ALIAS;
expression E;
@@
(
- MODULE_AUTHOR(E);
|
- MODULE_ALIAS(E);
)

@@
@@
- int f(void) { ... }
