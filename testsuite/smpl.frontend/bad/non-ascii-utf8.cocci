@@
@@
- printk(“hi”);
//! 3:10: error: stray '“' (U+201C) in rule
//! 3:15: error: stray '”' (U+201D) in rule
