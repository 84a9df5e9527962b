// File-scope declarations without an initializer, matched by a
// declaration pattern and removed with their line (and the comments
// above them, and a blank line when one comes before, as spatch).
@@
identifier x;
@@
- long x;

@@
@@
- int users;
