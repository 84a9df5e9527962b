// The kernel's flexible_array in patch form on a struct whose only
// field is a zero-length array: that struct is left as it is.
@only_field@
identifier name, array;
type T;
position q;
@@

  struct name {@q
    T array[0];
  };

@@
identifier name, array;
type T;
position q != only_field.q;
@@

  struct name {@q
    ...
    T array[
-       0
    ];
  };
