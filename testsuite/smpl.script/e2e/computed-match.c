void foo_free(void);
void bar_free(void);
void foo_alloc(void) { foo_free(); bar_free(); }
void bar_alloc(void) { foo_free(); }
