// kmalloc followed by a memset to zero becomes kzalloc; an inline
// disjunction for the allocators, a when clause keeping E untouched.
virtual patch

@alloc depends on patch@
expression E, S, F;
statement St;
@@
- E = \(kmalloc\|kvmalloc\)(S, F);
+ E = kzalloc(S, F);
  if (E == NULL) St
  ... when != E
- memset(E, 0, S);
