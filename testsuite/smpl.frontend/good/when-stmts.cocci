// Statements after `when !=`: an if with its arms, goto, break, continue,
// return, a statement metavariable, several statements on the when's
// line; `when != true E` and `when != false E` (the branches of a
// condition); `when any, strict` as a list.
@r1 exists@
expression E, e;
identifier l;
statement S1, S2;
@@
f(E);
... when != if (...) { ... clk_put(e); ... }
    when != if (E) S1 else S2
    when != goto l;
    when != break;
    when != continue;
    when != return ...;
    when != S1
    when != a(E); b(E);
    when != true !E || ...
    when != false E
    when any, strict
- g(E);

@r2@
expression E;
@@
<... when != if (E) { <+... put(E) ...+> }
     when != while (E) { ... }
get(E);
...>
put(E);

@r3@
expression x;
@@
x = get();
... when != if (x) { ... put(x) ... }
    when = use(x);
put(x);

// A loop body with when clauses: the model checker takes it.
@r4 exists@
expression E;
@@
while (1) { ...
  kfree(E);
  ... when != break;
}

// An if as a loop's body, whose arm holds dots with a when clause: not
// taken yet, the rule is skipped.
@r5@
@@
while (1) if (x) { ...
  kfree(x);
  ... when != break;
}
//! 56:3: warning: a loop body holding '...' with when clauses is not matched yet: rule 'r5' matches nothing
