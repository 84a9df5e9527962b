/* pos.h - a source position in a rule file: a small value every
 * diagnostic takes.  Lines and columns count from 1. */
#ifndef SMPL_POS_H
#define SMPL_POS_H

#include <stdint.h>

struct smpl_pos {
	uint32_t line;
	uint32_t col;
};

#endif
