@@
identifier fn;
statement list SL;
@@

fn(...) {
- SL
+ end();
}
