// `return ...;` returns any value (pci_free_consistent.cocci).
@@
@@
  foo();
- return ...;
+ return -1;
