@@
expression E, I;
statement S;
@@
- for (I = 0; I < E; I++) S
+ foo(E);

@@
expression N;
statement S;
@@
- while (N > 0) S
+ bar(N);
