// The kernel's misc/flexible_array.cocci in its context form (without
// its python constraint): a zero-length or one-element array as the
// last field of a struct or union, tagged or not, is reported; the
// file is left as it is.
@r@
identifier name, array;
type T;
@@

(
  struct name {
    ...
*   T array[\(0\|1\)];
  };
|
  struct {
    ...
*   T array[\(0\|1\)];
  };
|
  union name {
    ...
*   T array[\(0\|1\)];
  };
|
  union {
    ...
*   T array[\(0\|1\)];
  };
)
