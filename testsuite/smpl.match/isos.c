void f(struct s *p, struct s *q, struct s *t, struct s *u)
{
	r = (p == NULL);
	r = !q;
	r = (NULL == t);
	r = u == NULL;
	r = (u != NULL);
}
