/* diag.c - printing of front-end diagnostics.  Errors beyond
 * SMPL_MAX_ERRORS are counted but not printed; a single line says so. */
#include <stdarg.h>
#include "diag.h"

void smpl_diag_init(struct smpl_diag *d, const char *file, FILE *out)
{
	d->file = file;
	d->out = out;
	d->nerrors = 0;
	d->nwarnings = 0;
}

static void emit(struct smpl_diag *d, struct smpl_pos pos, const char *kind,
		 const char *fmt, va_list ap)
{
	if (!d->out)
		return;
	if (pos.line)
		fprintf(d->out, "%s:%u:%u: %s: ", d->file, pos.line, pos.col,
			kind);
	else	/* about the whole file */
		fprintf(d->out, "%s: %s: ", d->file, kind);
	vfprintf(d->out, fmt, ap);
	fputc('\n', d->out);
}

void smpl_error(struct smpl_diag *d, struct smpl_pos pos, const char *fmt, ...)
{
	va_list ap;

	d->nerrors++;
	if (d->nerrors > SMPL_MAX_ERRORS)
		return;
	va_start(ap, fmt);
	emit(d, pos, "error", fmt, ap);
	va_end(ap);
	if (d->nerrors == SMPL_MAX_ERRORS && d->out)
		fprintf(d->out, "%s: error: too many errors, giving up\n",
			d->file);
}

void smpl_warning(struct smpl_diag *d, struct smpl_pos pos, const char *fmt, ...)
{
	va_list ap;

	if (d->nerrors >= SMPL_MAX_ERRORS || d->nwarnings >= SMPL_MAX_ERRORS)
		return;
	d->nwarnings++;
	va_start(ap, fmt);
	emit(d, pos, "warning", fmt, ap);
	va_end(ap);
}

int smpl_diag_full(const struct smpl_diag *d)
{
	return d->nerrors >= SMPL_MAX_ERRORS;
}
