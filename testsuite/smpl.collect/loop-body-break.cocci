@@
expression E;
@@
while (1) { ...
- kfree(E);
+ kfree2(E);
  ... when != break;
      when forall
}
