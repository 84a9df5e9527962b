// Annotations in declaration patterns, before or after the name, as
// written (blanks left out): replaced alone (`T p - __attribute__((x));`
// takes the `;` with it), or with the whole declaration, an array's
// brackets going after the name in + code (`T` is `char [16]`).
@@
identifier p;
type T;
@@
T p
- __attribute__((old_section));
+ __attribute__((section(".data.hot")));

@@
identifier p;
type T;
@@
- T __attribute__((old_mid)) p;
+ T __attribute__((section(".data.cold"))) p;

