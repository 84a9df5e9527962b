@@
@@
- return -ENOMEM;
+ return -ENODEV;
