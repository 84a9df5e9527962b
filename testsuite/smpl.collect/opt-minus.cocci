@@
@@
    foo();
    ...
?-  bar();
    after();
