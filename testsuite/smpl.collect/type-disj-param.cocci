// f(\(int\|long\) a, ...) { ... }
@@
identifier f, a;
@@
f(\(int\|long\) a, ...)
{
  ...
- return a;
+ return 0;
}
