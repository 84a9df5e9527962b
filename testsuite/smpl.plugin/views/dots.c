/* The worked examples of `...` in SMPL.md, as functions; their views
 * from GIMPLE must have the shape of their views from the source. */
void foo(void);
void bar(void);
void baz(void);
void qux(void);

int f1(int x) { foo(); if (x) return -1; bar(); return 0; }
int g1(int x) { foo(); if (x) goto out; bar(); out: return 0; }
int k3(int x) { foo(); if (x) { baz(); goto out; } bar(); out: return 0; }
int k4(int x) { foo(); while (x) { if (x == 3) return 2; x--; } bar(); return 0; }
int k5(int x) { foo(); if (x) return 1; else baz(); bar(); return 0; }
int g2(int x) { foo(); while (x--) baz(); bar(); return 0; }
int f2(int x) { foo(); if (x) baz(); else bar(); return 0; }
int k1(int x) { foo(); if (!x) baz(); else return 1; bar(); return 0; }
int k2(int x) { foo(); switch (x) { case 1: return 1; default: break; }
		bar(); return 0; }
int g3(int x) { foo(); if (x) { baz(); return 1; } bar(); bar(); return 0; }
