void kfree(void *);
void f1(int *x) { kfree(x); }
void f2(int *y) { kfree(y); }
