/* kmacros.h - the shapes of some of the kernel's macros, written for the
 * tests of rules that name macros (the kernel's own definitions differ
 * in detail, not in kind): function-like macros that are calls, macros
 * that expand to statements or to a statement expression, object-like
 * macros for constants and flags. */
#ifndef KMACROS_H
#define KMACROS_H

#define NULL ((void *)0)
#define ENOMEM 12
#define ENODEV 19
#define EINVAL 22

typedef unsigned int gfp_t;
#define GFP_KERNEL ((gfp_t)0x400u)
#define GFP_ATOMIC ((gfp_t)0x20u)

struct device { int id; };
typedef struct { int lock; } spinlock_t;

void _dev_err(const struct device *dev, const char *fmt, ...);
void _dev_warn(const struct device *dev, const char *fmt, ...);
#define dev_err(dev, fmt, ...) _dev_err(dev, fmt, ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...) _dev_warn(dev, fmt, ##__VA_ARGS__)

void *kmalloc(unsigned long size, gfp_t flags);
void kfree(const void *p);

void __spin_lock_irqsave(spinlock_t *l, unsigned long *flags);
void __spin_unlock_irqrestore(spinlock_t *l, unsigned long flags);
#define spin_lock_irqsave(l, flags) __spin_lock_irqsave(l, &(flags))
#define spin_unlock_irqrestore(l, flags) __spin_unlock_irqrestore(l, flags)

void __bug(const char *file, int line);
#define BUG() __bug(__FILE__, __LINE__)
#define BUG_ON(c) do { if (c) BUG(); } while (0)
#define WARN_ON(c) ({ int __ret = !!(c); if (__ret) __bug(__FILE__, __LINE__); __ret; })
#define WARN_ON_ONCE(c) WARN_ON(c)

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define offsetof(t, m) __builtin_offsetof(t, m)
#define container_of(p, t, m) ((t *)((char *)(p) - offsetof(t, m)))
#define container_of_const(p, t, m) container_of(p, t, m)

struct list_head { struct list_head *next, *prev; };
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
#define list_entry(p, t, m) container_of(p, t, m)
#define list_for_each_entry(pos, head, member) \
	for (pos = list_entry((head)->next, __typeof__(*pos), member); \
	     &pos->member != (head); \
	     pos = list_entry(pos->member.next, __typeof__(*pos), member))
#define list_for_each_entry_reverse(pos, head, member) \
	for (pos = list_entry((head)->prev, __typeof__(*pos), member); \
	     &pos->member != (head); \
	     pos = list_entry(pos->member.prev, __typeof__(*pos), member))
void list_add(struct list_head *n, struct list_head *head);
void list_add_tail(struct list_head *n, struct list_head *head);

struct wait_entry { int flags; };
#define DEFINE_WAIT(name) struct wait_entry name = { 0 }
void prepare_wait(struct wait_entry *w);
void prepare_wait_exclusive(struct wait_entry *w);

#define BITS_PER_LONG 64
#define DECLARE_BITMAP(name, bits) \
	unsigned long name[((bits) + BITS_PER_LONG - 1) / BITS_PER_LONG]

#define IS_ERR_VALUE(x) ((unsigned long)(x) >= (unsigned long)-4095)
#define IS_ERR(p) IS_ERR_VALUE(p)
#define PTR_ERR(p) ((long)(p))
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...);
struct clk;
struct clk *devm_clk_get(struct device *dev, const char *id);

#endif
