// `when != true E`: the path takes no true edge out of an if or a while
// or for loop whose whole condition is E; `when != false E` no false
// edge (a do loop's are neither); a then arm that is an error exit is
// entered all the same, as spatch does.
@@
expression E;
@@
start(E);
... when != true E
    when != false (E == 0)
- finish(E);
+ finish_checked(E);
