// Expression list metavariables among a call's arguments: any number
// (none too: + code then drops the comma next to it), a length named in
// one rule and inherited by another, a constant length, a list
// inherited whole.
@@
expression list es;
expression E;
@@
- trace(E, es);
+ trace(es, E);

@r@
expression list[n] es;
@@
 report(es);

@@
expression list[r.n] fs;
@@
- pack(fs);
+ pack3(fs);

@s@
expression list[2] gs;
@@
- pair(gs);
+ pair2(gs);

@@
expression list s.gs;
@@
- check(gs);
+ check(gs, gs);
