// A * rule without a quantifier is exists (spatch's default for it).
@@
@@
 b();
 ...
*a();
