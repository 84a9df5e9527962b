@@
identifier fn;
statement list SL;
@@

fn(...) {
- SL
+ begin();
+ SL
}
