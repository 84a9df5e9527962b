// A later rule writes the elements a first one bound: after another
// declaration (a copy of a table), and in place of another table's.
@r@
initializer list IL;
@@
int regs[] = { IL };

@@
initializer list r.IL;
@@
int copy_here;
+int regs_copy[] = { IL };

@s@
initializer list IL;
@@
static const char *names[] = {
- IL
};

@@
initializer list s.IL;
initializer list OLD;
@@
static const char *old_names[] = {
- OLD
+ IL
};
