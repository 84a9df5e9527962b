/* An addressable local under -ftrivial-auto-var-init=pattern (on in the
 * kernel's allmodconfig): GCC writes `_1 = .DEFERRED_INIT (...); val = _1;`. */
struct i2c_client;
void *i2c_get_clientdata(const struct i2c_client *c);
int kstrtoul(const char *s, unsigned int base, unsigned long *res);
struct data { int x; };
long store(struct i2c_client *client, const char *buf, long count)
{
	struct data *data = i2c_get_clientdata(client);
	unsigned long val;
	int err;
	err = kstrtoul(buf, 10, &val);
	if (err)
		return err;
	data->x = val;
	return count;
}
