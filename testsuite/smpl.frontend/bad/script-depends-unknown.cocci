@script:python depends on nosuch@
@@
print("hi")

@@
@@
- foo();
//! 1:27: error: depends on unknown rule 'nosuch'
