struct device;
int use_dev(const struct device *d);
int use_str(const char *s);
int put(const void *p);

int probe(const struct device *cd, struct device *d, const char *cs,
	  char *s, char *const sc)
{
	const int *ci = 0;
	int *i = 0;

	use_dev(cd);
	use_dev(d);
	use_str(cs);
	use_str(s);
	use_str(sc);
	put((int *)ci);
	put((int *)i);
	return 0;
}
