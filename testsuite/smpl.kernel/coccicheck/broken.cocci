/// Test rule for coccicheck.exp: it does not compile, so it is left
/// out with its error and the others run.

virtual report

@r@
expression E;
@@
- kfree(E
