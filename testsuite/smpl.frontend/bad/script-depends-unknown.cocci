@script:python depends on nosuch@
@@
print("hi")

@@
@@
- foo();
//! 1:27: error: depends on unknown rule 'nosuch'
//! 1:1: warning: script rule skipped: gcc-smpl does not run python code
