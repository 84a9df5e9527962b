@r@
identifier fn;
@@
fn(...) {...}

@script:python s@
x << r.nope;
y << q.fn;
f << r.fn = 3;
@@
print(x)

@@
identifier s.w;
@@
- w();
//! 7:8: error: rule 'r' declares no metavariable 'nope'
//! 8:6: error: inherits from unknown rule 'q'
//! 9:13: error: expected a string after '=' (the default value) but found '3'
//! 14:14: error: rule 's' declares no metavariable 'w'
