//! mode: patch
// cocci.include_match(False) drops the match its values came from: a
// later rule inheriting from r does not see it (b keeps its kfree), nor
// does a later script; a rule depending on r still holds.
@r@
expression E;
@@
kfree(E);

@script:python@
e << r.E;
@@
if e == "b":
    cocci.include_match(False)
print("seen " + e)

@script:python@
e << r.E;
@@
print("after the filter " + e)

@depends on r@
expression r.E;
@@
- kfree(E);
+ keep(E);
