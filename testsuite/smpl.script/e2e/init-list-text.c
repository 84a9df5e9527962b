struct t { int a[2]; int b; };
struct t v[] = { { {1+2, -3}, 4, }, {}, { .b = 1 }, };
struct t w = { .a = { [0] = 5 }, .b = (6) };
int u[] = { 7, 8 };
int empty[] = { };
