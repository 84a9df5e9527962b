@@
@@
+ nnn();
+ mmm();
  bbb();
+ ppp();
+ qqq();
