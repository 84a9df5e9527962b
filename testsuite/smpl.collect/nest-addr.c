/* An expression nest replaces &C->dev, and only that, in every
   statement after the declaration. */
struct device { int id; };
struct client { int addr; struct device dev; };
void *get_reg(struct device *, const char *);
int add_action(struct device *, void *);
void use(struct device *);

struct st { void *reg; };

int probe(struct client *client, struct st *st)
{
	struct device *dev = &client->dev;
	int ret;

	st->reg = get_reg(&client->dev, "vref");
	ret = add_action(&client->dev, st);
	use(&client->dev);
	return ret;
}
