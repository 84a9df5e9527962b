// Elements removed with their commas, as spatch.
@@
identifier t;
@@
int t[] = { ...,
- 2,
... };

@@
identifier t;
@@
struct p t[] = { ...,
- { ..., 3, ... },
... };

@@
identifier t;
@@
struct p t[] = { ...,
- { 5, 6 },
};
