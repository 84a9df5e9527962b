@@
@@
- printk("hello);
+ pr_info("hello");
//! 3:10: error: missing terminating " character
