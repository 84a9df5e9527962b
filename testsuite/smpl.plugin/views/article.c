/* The shapes of the article: a probe with error paths, a remove. */
struct i2c_client { void *data; };
static inline void *i2c_get_clientdata(const struct i2c_client *c) { return c->data; }
static inline void i2c_set_clientdata(struct i2c_client *c, void *d) { c->data = d; }
void kfree(const void *);
int setup(void *);
struct priv { int x; char *buf; struct i2c_client *cl; };
void *kzalloc(unsigned long, int);
int probe(struct i2c_client *client)
{
	struct priv *p;
	int status;

	p = kzalloc(sizeof(*p), 0);
	if (!p)
		return -12;
	status = setup(p);
	if (status < 0)
		goto fail;
	i2c_set_clientdata(client, p);
	status = setup(p->buf);
	if (status < 0)
		goto fail;
	return 0;
fail:
	kfree(p);
	return status;
}
int remove_(struct i2c_client *client)
{
	struct priv *p = i2c_get_clientdata(client);

	if (p->buf)
		kfree(p->buf);
	kfree(p);
	return 0;
}
