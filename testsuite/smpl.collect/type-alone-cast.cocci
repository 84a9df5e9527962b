@@
typedef LPINT;
@@
- LPINT
+ int *

@@
typedef myint;
@@
- myint
+ long
