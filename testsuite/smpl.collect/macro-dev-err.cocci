@@
expression D, F;
@@
- dev_err(D, F);
+ dev_warn(D, F);
