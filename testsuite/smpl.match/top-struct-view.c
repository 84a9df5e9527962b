typedef unsigned int u32;

struct hdr {
	u32 len:4;
	u32 flags;
#define HDR_FLAG_A 1
	struct {
		char *name;
	} who;
	unsigned char data[0];
};

enum kind { KIND_A, KIND_B = 2, };

typedef struct hdr hdr_t;

int size(struct hdr *h)
{
	return (int)h->len;
}
