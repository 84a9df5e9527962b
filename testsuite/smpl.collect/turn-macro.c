/* rule 1's code is only in a macro's expansion: it is not edited there
 * (nor in the text read again); rule 2 edits as before */
void kfree(void *p);
void g(void);
#define RELEASE(p) kfree(p)

void f(void *p)
{
	RELEASE(p);
	g();
}
