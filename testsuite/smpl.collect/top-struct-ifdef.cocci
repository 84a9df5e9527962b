// The flexible-array rule (patch form) on structs with directives among
// their fields: `...` passes over an #ifdef group, a #define after the
// last field makes it no longer last (as spatch).
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
