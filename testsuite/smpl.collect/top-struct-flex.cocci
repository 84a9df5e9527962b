// The kernel's misc/flexible_array.cocci in its patch form, without
// its python constraint: the 0 of a zero-length array that is the
// last field goes, unless it is the only field.
@only_field@
identifier name, array;
type T;
position q;
@@

(
  struct name {@q
    T array[0];
  };
|
  struct {@q
    T array[0];
  };
)

@@
identifier name, array;
type T;
position q != only_field.q;
@@

(
  struct name {@q
    ...
    T array[
-       0
    ];
  };
|
  struct {@q
    ...
    T array[
-       0
    ];
  };
)
