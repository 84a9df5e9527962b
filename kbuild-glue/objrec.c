/* objrec.c - the .discard.smpl section of a 64-bit ELF object, read with
 * nothing but <elf.h>: the section headers, the section name table, and
 * the section's bytes.  Anything malformed is "no records". */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "objrec.h"

static int read_at(FILE *f, long off, void *buf, size_t n)
{
	return fseek(f, off, SEEK_SET) == 0 && fread(buf, 1, n, f) == n;
}

static int is_elf64(const Elf64_Ehdr *h)
{
	return !memcmp(h->e_ident, ELFMAG, SELFMAG) &&
	       h->e_ident[EI_CLASS] == ELFCLASS64 &&
	       h->e_ident[EI_DATA] == ELFDATA2LSB &&
	       h->e_shentsize == sizeof(Elf64_Shdr) && h->e_shnum < 65280 &&
	       h->e_shstrndx < h->e_shnum;
}

/* The bytes of section s (NUL-terminated copy), or NULL. */
static char *section_bytes(FILE *f, const Elf64_Shdr *s, size_t *len)
{
	char *buf;

	if (s->sh_type == SHT_NOBITS || s->sh_size > (1u << 30))
		return NULL;
	buf = malloc(s->sh_size + 1);
	if (!buf || !read_at(f, (long)s->sh_offset, buf, s->sh_size)) {
		free(buf);
		return NULL;
	}
	buf[s->sh_size] = 0;
	*len = s->sh_size;
	return buf;
}

static char *find_section(FILE *f, const Elf64_Ehdr *h, size_t *len)
{
	Elf64_Shdr *sh = calloc(h->e_shnum, sizeof(*sh));
	char *names = NULL, *data = NULL;
	size_t nlen = 0;

	if (!sh || !read_at(f, (long)h->e_shoff, sh, h->e_shnum * sizeof(*sh)))
		goto out;
	names = section_bytes(f, &sh[h->e_shstrndx], &nlen);
	for (unsigned i = 0; names && i < h->e_shnum && !data; i++)
		if (sh[i].sh_name < nlen &&
		    !strcmp(names + sh[i].sh_name, OBJREC_SECTION))
			data = section_bytes(f, &sh[i], len);
out:
	free(names);
	free(sh);
	return data;
}

char *objrec_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	Elf64_Ehdr h;
	char *data = NULL;

	if (!f)
		return NULL;
	if (read_at(f, 0, &h, sizeof(h)) && is_elf64(&h) && h.e_shnum)
		data = find_section(f, &h, len);
	fclose(f);
	return data;
}
