// A field list metavariable as any fields before the one the rule
// changes: each array of 3 doubles of the structs named becomes a vec3.
@@
typedef vec3;
identifier I;
identifier id = {particle, cell};
field list[n] fs;
@@
struct id { fs
- double I[3];
+ vec3 I;
  ...
};
