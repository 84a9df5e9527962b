@@
@@
- static int scale(int x, int y, int z) {
+ static int scale(int x, int z) {
  ...
  }
