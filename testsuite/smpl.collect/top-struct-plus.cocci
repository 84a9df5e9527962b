// + code before an enum definition and after a struct definition, on
// lines of their own.
@@
@@

+ typedef double double3x3[3][3];
  enum cpufields {...};

@@
@@

  struct point { ... };
+ struct point origin;
