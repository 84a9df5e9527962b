/* A definition with sparse's lock annotations between its parameters
 * and its body: the reader skips each annotation with its arguments
 * (it took the parenthesis for the body and skipped the function, or
 * faulted, as on drivers/input/serio/libps2.c). */
#define __releases(x)
#define __acquires(x)

struct port { int lock; int nak; };

static int send_byte(struct port *p, int byte)
	__releases(&p->lock) __acquires(&p->lock)
{
	int status = 0;

	p->nak = byte;
	return status;
}

int port_send(struct port *p)
{
	return send_byte(p, 1);
}
