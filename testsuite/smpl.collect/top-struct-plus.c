/* A typedef goes before enum cpufields, a variable after struct point.
 */
int x;

enum cpufields { CPU_A, CPU_B };

struct point {
	int x, y;
};

int y;
