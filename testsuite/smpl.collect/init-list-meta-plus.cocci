// `- IL` `+ IL, 0`: the elements IL took (none: no change, as spatch)
// and a sentinel after them; `initializer I` as the first element of a
// list, whatever it is; `initializer list[2]`: exactly two elements;
// a declaration's whole list replaced by one that writes IL.
@@
identifier x;
initializer list IL;
@@
int x[] = {
- IL
+ IL, 0
};

@@
identifier y;
initializer I;
@@
struct s y[] = {
- I,
+ I, I,
  ...
};

@@
identifier z;
initializer I;
@@
struct s z = {
- I,
  ...
};

@@
identifier w;
initializer list[2] two;
@@
char w[] = {
- two
+ 'z', two
};

@@
identifier v;
initializer list IL;
@@
long v[] =
- { IL }
+ { IL, 0 }
;
