struct page;

typedef int (*reader_t)(void *, struct page *);
typedef void (*done_t)(int code);

int use(reader_t r, done_t d)
{
	return r != 0 && d != 0;
}
