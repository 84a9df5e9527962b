/* A function whose braces come from macros: its text is not one the
 * reader can follow.  The plugin must say so, skip the function, and
 * still produce the object file. */
void foo(void);

#define BEGIN {
#define END }

int dispatch(int op)
BEGIN
	foo();
	return op;
END
