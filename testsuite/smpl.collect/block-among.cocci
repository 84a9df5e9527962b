@@
statement S;
@@

{
S
...
- a();
}
