// '@' after the tokens that carry a position (spatch binds the token):
// operators, keywords, ';', the ')' of a header, a declaration's '=',
// several on one token; non-position metavariables after '@' (spatch's
// as-metavariables) bind the expression they are on.
@ops@
expression E, F, G;
constant c;
identifier i;
binary operator cmp = {<, <=};
position p, q, r;
@@
(
E ==@p F
|
E cmp@p F
|
E =@p F
|
E +=@p@q F
|
sizeof@p(E) * -@q F
|
E++@p
|
f(E)@p@q@r
|
E <=@G c@i
)

@stmts@
expression E;
statement S;
type T;
identifier x, l;
position p, q, r;
@@
(
if@p (E)@q S@r
|
while@p (E)@q S
|
for@p (...;...;...)@q S
|
switch@p (E)@q S
|
return@p E;@q
|
goto@p l@q;@r
|
T x@p =@q E;@r
|
foo(E);@p
)

@iters@
iterator name list_for_each_entry;
iterator I;
statement S;
expression x;
position p1, p2;
@@
list_for_each_entry@p1(x, ...) { ... }
...
I@p2(x, ...) S

@later@
expression x;
position p;
statement S;
@@
list_for_each_entry@p(x, ...) S

@disj@
expression E;
position p;
@@
(
 mutex_lock@p
|
 spin_lock@p
) (E, ...);
x = \(ioremap@p\)(E);

@unmatched@
statement S;
expression E;
position p, q;
@@
S@p;@q
if (E) S else@p S
E@S;
//! 90:14: warning: a position on 'else' is not matched yet: rule 'unmatched' matches nothing
