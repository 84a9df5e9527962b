/* The arrays of 3 doubles of struct particle and struct cell become
 * vec3; a two-dimensional one and those of struct other stay.
 */
typedef double vec3[3];

struct particle {
	int id;
	double pos[3];
	double m[3][3];
	double vel[3];
};

struct cell {
	double c[3][3];
};

struct other {
	double pos[3];
};

int get_id(struct particle *p)
{
	return p->id;
}
