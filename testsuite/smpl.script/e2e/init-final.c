int a(int x) { return x; }
int b(int x) { return x; }
