/* load-bench.c - how long smpl_load takes: loads a compiled rule file N
 * times (from the file each time, then smpl_file_free) and prints the
 * mean time per load.  usage: load-bench FILE.smplc [N] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "ast.h"
#include "load.h"

static double now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

int main(int argc, char **argv)
{
	struct smpl_file f;
	char err[512];
	long n, i;
	double t0;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: load-bench FILE.smplc [N]\n");
		return 2;
	}
	n = argc == 3 ? atol(argv[2]) : 10000;
	if (n < 1)
		n = 1;
	t0 = now_us();
	for (i = 0; i < n; i++) {
		if (smpl_load(argv[1], &f, err, sizeof(err))) {
			fprintf(stderr, "load-bench: %s\n", err);
			return 1;
		}
		smpl_file_free(&f);
	}
	printf("load: %s: %.1f us per load (%ld loads)\n", argv[1],
	       (now_us() - t0) / n, n);
	return 0;
}
