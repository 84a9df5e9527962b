// Positions on an iterator's name, on '=' in a loop body and in a
// declaration, on an if header's ')', on a ';', used by a later rule.
@it@
iterator name list_for_each_entry;
expression x, E;
position p1, p2;
@@
list_for_each_entry@p1(x, ...) { ... x =@p2 E; ... }

@@
expression x, E;
position it.p2;
@@
- x =@p2 E;
+ x = step(step(E));

@ini@
identifier v;
expression E;
position p;
@@
int v =@p E;
...
return v;

@@
identifier v;
expression E;
position ini.p;
@@
- int v =@p E;
+ int v = init(E);

@hd@
expression E;
position p;
statement S;
@@
if (E > 3)@p
	S

@@
expression E;
position hd.p;
statement S;
@@
- if (E)@p
+ if (init(E))
	S

@sc@
position p;
@@
done();@p
return ...;

@@
position sc.p;
@@
- done();@p
+ finish();
