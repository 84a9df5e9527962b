@@
@@
  bbb();
+ nnn();
