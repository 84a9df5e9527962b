@@
@@
- struct old { ... };

@@
@@
- struct old2 { ... };
