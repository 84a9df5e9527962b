/* The field legacy of the anonymous struct named state_t is renamed;
 * a struct of another typedef name stays.
 */
typedef unsigned int u32;

typedef struct {
	u32 flags;
	int legacy;
} state_t;

typedef struct {
	int legacy;
} other_t;

int get(state_t *s)
{
	u32 f = s->flags;

	return (int)f;
}
