// `?` in column 0 followed by a marker: the optional statement is
// removed (`?-`) or reported (`?*`) where it is there.
@r@
@@
    foo();
    ...
?-  bar();
    after();

@s@
@@
    foo();
?*  bar();
    after();
