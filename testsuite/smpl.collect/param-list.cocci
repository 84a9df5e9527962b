@r@
parameter list[n] P;
identifier f =~ "^(probe|setup)$";
@@
 f(P, int id, ...) { ... }

@@
identifier r.f;
parameter list[r.n] Q;
@@
 f(Q,
-  int id,
   ...) { ... }

@@
identifier r.f;
expression list[r.n] Es;
expression E;
@@
 f(Es,
-  E,
   ...)
