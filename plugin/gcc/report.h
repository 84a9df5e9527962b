/* report.h - the end of a translation unit: the rules run over the views
 * of its functions, each finding becomes a GCC diagnostic with fix-it
 * hints (report.cc). */
#ifndef SMPL_REPORT_H
#define SMPL_REPORT_H

/* A function's view, kept until the unit ends, with GCC's location of
 * each of its nodes. */
struct unit_view {
	struct match_view *v;
	vec<location_t> locs;
};

void report_unit(const struct smpl_file *rules, const char *rule_path,
		 const struct smpl_options *o, vec<unit_view *> &views);

#endif
