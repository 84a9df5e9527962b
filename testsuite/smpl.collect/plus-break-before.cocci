@@
@@
+ nnn();
  bbb();
