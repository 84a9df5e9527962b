/* Functions the prefilter of the article's rule must let through (they
 * call i2c_get_clientdata or i2c_set_clientdata) and functions it must
 * skip.  Nothing here is changed: the rule's matcher is not there yet. */
struct i2c_client { void *data; };

static inline void *i2c_get_clientdata(const struct i2c_client *c)
{
	return c->data;
}

static inline void i2c_set_clientdata(struct i2c_client *c, void *d)
{
	c->data = d;
}

void kfree(const void *);

struct priv { int x; };

int priv_remove(struct i2c_client *client)
{
	struct priv *p = i2c_get_clientdata(client);

	kfree(p);
	return 0;
}

int priv_probe(struct i2c_client *client, struct priv *p)
{
	i2c_set_clientdata(client, p);
	return 0;
}

int frees_only(void *q)
{
	kfree(q);
	return 1;
}

int unrelated(int x)
{
	return x * 3 + 1;
}
