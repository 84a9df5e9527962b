/* STATE_OLD goes from enum state; enum other keeps its own.
 */
enum state {
	STATE_IDLE,
	STATE_OLD,
	STATE_RUN,
	STATE_LAST = 8,
};

enum other {
	STATE_NONE,
	OTHER_OLD,
};

int is_idle(enum state s)
{
	return s == STATE_IDLE;
}
