/* pyembed.c - build/smpl-python.so: Python 3 embedded for the script
 * host (host.c dlopen()s it and takes SMPL_PY_API_SYM, pyapi.h).
 *
 * Python starts once per process (Py_InitializeFromConfig, isolated: no
 * environment variables, no signal handlers, C stdio untouched), with
 * home the prefix libpython was built for, and runs coccilib.py (linked
 * into this object with .incbin), which makes the modules coccilib,
 * coccinelle and the cocci object, and takes over sys.stdout so that
 * nothing a script prints reaches cc1's stdout.  A unit gets fresh
 * globals; a built-in module _smpl carries lines back to the host. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pyapi.h"

#ifndef SMPL_PY_HOME
#define SMPL_PY_HOME "/usr"
#endif

/* coccilib.py, NUL-terminated */
__asm__(".section .rodata\n"
	".global smpl_coccilib_py\n"
	".hidden smpl_coccilib_py\n"
	"smpl_coccilib_py:\n"
	".incbin \"" SMPL_COCCILIB_PY "\"\n"
	".byte 0\n"
	".previous\n");
extern const char smpl_coccilib_py[];

struct compiled {
	PyObject *code;
	int expr;		/* an expression (a script constraint) */
	struct compiled *next;
};

struct unit {
	PyObject *globals;	/* the scripts' globals */
	PyObject *cmod;		/* its coccinelle module */
	struct compiled *codes;	/* kept until unit_free */
	struct smpl_py_sink sink;
};

static PyObject *lib;		/* coccilib.py's globals, once started */
static struct unit *cur;	/* the unit running code */
static int keep;		/* include_match of the current run */

/* ---- module _smpl ---- */

/* The int a position string holds (spatch's fields are strings). */
static uint32_t attr_num(PyObject *o, const char *name)
{
	PyObject *v = PyObject_GetAttrString(o, name), *s;
	long n = 0;

	if (v && (s = PyObject_Str(v))) {
		n = strtol(PyUnicode_AsUTF8(s) ? PyUnicode_AsUTF8(s) : "0",
			   NULL, 10);
		Py_DECREF(s);
	}
	Py_XDECREF(v);
	PyErr_Clear();
	return n > 0 ? (uint32_t)n : 0;
}

/* A string attribute's text, NULL when none (a new reference in *keep). */
static const char *attr_str(PyObject *o, const char *name, PyObject **ref)
{
	PyObject *v = PyObject_GetAttrString(o, name);

	*ref = v ? PyObject_Str(v) : NULL;
	Py_XDECREF(v);
	PyErr_Clear();
	return *ref ? PyUnicode_AsUTF8(*ref) : NULL;
}

/* _smpl.emit(kind, text, msg, pos): a line to the host's sink. */
static PyObject *py_emit(PyObject *self, PyObject *args)
{
	int kind;
	const char *text, *msg;
	PyObject *pos, *fref = NULL, *eref = NULL;
	struct match_script_pos p;

	if (!PyArg_ParseTuple(args, "iszO", &kind, &text, &msg, &pos))
		return NULL;
	if (cur && cur->sink.finding) {
		if (pos != Py_None) {
			p.file = attr_str(pos, "file", &fref);
			p.element = attr_str(pos, "current_element", &eref);
			p.line = attr_num(pos, "line");
			p.col = attr_num(pos, "column");
			p.line_end = attr_num(pos, "line_end");
			p.col_end = attr_num(pos, "column_end");
			if (!p.file)
				p.file = "";
		}
		cur->sink.finding(cur->sink.ctx, kind, text, msg,
				  pos != Py_None ? &p : NULL);
		Py_XDECREF(fref);
		Py_XDECREF(eref);
	}
	Py_RETURN_NONE;
}

/* _smpl.include(b): cocci.include_match */
static PyObject *py_include(PyObject *self, PyObject *arg)
{
	keep = PyObject_IsTrue(arg) > 0;
	Py_RETURN_NONE;
}

static PyMethodDef smpl_methods[] = {
	{ "emit", py_emit, METH_VARARGS, "a printed line to the host" },
	{ "include", py_include, METH_O, "cocci.include_match" },
	{ NULL, NULL, 0, NULL },
};

static struct PyModuleDef smpl_module = {
	PyModuleDef_HEAD_INIT, "_smpl", NULL, -1, smpl_methods,
	NULL, NULL, NULL, NULL,
};

static PyObject *smpl_init_module(void)
{
	return PyModule_Create(&smpl_module);
}

/* ---- errors ---- */

/* The pending exception's message into err (coccilib.error_text), and
 * the exception cleared. */
static void take_error(char *err, size_t nerr, int compiling)
{
	PyObject *t, *v, *tb, *f, *s = NULL;

	PyErr_Fetch(&t, &v, &tb);
	PyErr_NormalizeException(&t, &v, &tb);
	snprintf(err, nerr, "Python failure");
	f = lib ? PyDict_GetItemString(lib, "error_text") : NULL;
	if (f && v)
		s = PyObject_CallFunction(f, "Oi", v, compiling);
	if (s && PyUnicode_Check(s))
		snprintf(err, nerr, "%s", PyUnicode_AsUTF8(s));
	Py_XDECREF(s);
	Py_XDECREF(t);
	Py_XDECREF(v);
	Py_XDECREF(tb);
	PyErr_Clear();
}

/* ---- the table ---- */

/* Make libpython's symbols global: the standard library's extension
 * modules (math, _struct...) expect to find them in the process. */
static void libpython_global(void)
{
	Dl_info info;

	if (dladdr((void *)Py_InitializeFromConfig, &info) && info.dli_fname)
		dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL);
}

static int py_start(char *err, size_t nerr)
{
	PyConfig config;
	PyStatus st;
	PyObject *code;

	if (lib)
		return 0;
	if (Py_IsInitialized()) {
		snprintf(err, nerr, "Python was started by someone else");
		return -1;
	}
	libpython_global();
	if (PyImport_AppendInittab("_smpl", smpl_init_module) < 0) {
		snprintf(err, nerr, "cannot add module _smpl");
		return -1;
	}
	PyConfig_InitIsolatedConfig(&config);
	config.install_signal_handlers = 0;
	config.configure_c_stdio = 0;
	config.buffered_stdio = 1;
	config.site_import = 0;
	config.write_bytecode = 0;
	st = PyConfig_SetBytesString(&config, &config.home, SMPL_PY_HOME);
	if (!PyStatus_Exception(st))
		st = Py_InitializeFromConfig(&config);
	PyConfig_Clear(&config);
	if (PyStatus_Exception(st)) {
		snprintf(err, nerr, "%s", st.err_msg ? st.err_msg
						     : "Python did not start");
		return -1;
	}
	lib = PyDict_New();
	PyDict_SetItemString(lib, "__builtins__", PyEval_GetBuiltins());
	PyDict_SetItemString(lib, "__name__",
			     PyUnicode_FromString("coccilib"));
	code = Py_CompileString(smpl_coccilib_py, "coccilib.py",
				Py_file_input);
	if (code) {
		PyObject *r = PyEval_EvalCode(code, lib, lib);
		Py_DECREF(code);
		if (r) {
			Py_DECREF(r);
			return 0;
		}
	}
	take_error(err, nerr, 0);
	Py_CLEAR(lib);
	return -1;
}

static void *py_unit_new(const struct smpl_py_sink *sink, char *err,
			 size_t nerr)
{
	struct unit *u;
	PyObject *f, *r;

	if (!lib)
		return NULL;
	f = PyDict_GetItemString(lib, "new_unit");
	r = f ? PyObject_CallNoArgs(f) : NULL;
	if (!r || !PyTuple_Check(r) || PyTuple_Size(r) != 2) {
		Py_XDECREF(r);
		take_error(err, nerr, 0);
		return NULL;
	}
	u = calloc(1, sizeof *u);
	if (!u) {
		Py_DECREF(r);
		return NULL;
	}
	u->globals = PyTuple_GetItem(r, 0);
	u->cmod = PyTuple_GetItem(r, 1);
	Py_INCREF(u->globals);
	Py_INCREF(u->cmod);
	Py_DECREF(r);
	u->sink = *sink;
	return u;
}

static void py_unit_free(void *p)
{
	struct unit *u = p;
	struct compiled *c, *next;

	if (!u)
		return;
	for (c = u->codes; c; c = next) {
		next = c->next;
		Py_DECREF(c->code);
		free(c);
	}
	PyDict_Clear(u->globals);
	Py_DECREF(u->globals);
	Py_DECREF(u->cmod);
	free(u);
	PyGC_Collect();
}

static void *py_compile(void *p, const char *code, const char *file,
			uint32_t line, int expr, char *err, size_t nerr)
{
	struct unit *u = p;
	PyObject *f = PyDict_GetItemString(lib, "compile_code"), *o;
	struct compiled *c;

	o = f ? PyObject_CallFunction(f, "ssIi", code, file ? file : "",
				      line ? line : 1, expr)
	      : NULL;
	if (!o) {
		take_error(err, nerr, 1);
		return NULL;
	}
	c = malloc(sizeof *c);
	if (!c) {
		Py_DECREF(o);
		snprintf(err, nerr, "out of memory");
		return NULL;
	}
	c->code = o;
	c->expr = expr;
	c->next = u->codes;
	u->codes = c;
	return c;
}

/* A value as a script sees it: a str, None, or a tuple of Locations
 * (their fields strings, as spatch gives them). */
static PyObject *value(const struct match_script_val *v)
{
	PyObject *loc, *t;
	uint32_t i;

	if (v->kind == MATCH_SV_STR)
		return PyUnicode_DecodeUTF8(v->s ? v->s : "",
					    (Py_ssize_t)strlen(v->s ? v->s : ""),
					    "surrogateescape");
	if (v->kind != MATCH_SV_POS)
		Py_RETURN_NONE;
	loc = PyDict_GetItemString(lib, "Location");
	t = loc ? PyTuple_New(v->npos) : NULL;
	for (i = 0; t && i < v->npos; i++) {
		const struct match_script_pos *p = &v->pos[i];
		char l[4][16];
		PyObject *o;

		snprintf(l[0], sizeof l[0], "%u", p->line);
		snprintf(l[1], sizeof l[1], "%u", p->col);
		snprintf(l[2], sizeof l[2], "%u", p->line_end);
		snprintf(l[3], sizeof l[3], "%u", p->col_end);
		o = PyObject_CallFunction(loc, "ssssss", p->file ? p->file : "",
					  p->element ? p->element
						     : "something_else",
					  l[0], l[1], l[2], l[3]);
		if (!o) {
			Py_DECREF(t);
			return NULL;
		}
		PyTuple_SET_ITEM(t, i, o);
	}
	return t;
}

/* Bind names to values in the unit's globals; clear the outs. */
static int bind(struct unit *u, const char *const *names,
		const struct match_script_val *vals, uint32_t n,
		const char *const *outs, uint32_t nout)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		PyObject *v = value(&vals[i]);
		if (!v || PyDict_SetItemString(u->globals, names[i], v) < 0) {
			Py_XDECREF(v);
			return -1;
		}
		Py_DECREF(v);
	}
	for (i = 0; i < nout; i++)
		if (PyObject_HasAttrString(u->cmod, outs[i]))
			PyObject_DelAttrString(u->cmod, outs[i]);
	PyErr_Clear();
	return 0;
}

/* What the script gave coccinelle.NAME, as malloc'd text, or NULL. */
static char *out_text(struct unit *u, const char *name)
{
	PyObject *v = PyObject_GetAttrString(u->cmod, name), *s;
	char *r = NULL;

	if (v && v != Py_None && (s = PyObject_Str(v))) {
		const char *t = PyUnicode_AsUTF8(s);
		r = t ? strdup(t) : NULL;
		Py_DECREF(s);
	}
	Py_XDECREF(v);
	PyErr_Clear();
	return r;
}

static int py_run(void *p, void *code, const char *const *names,
		  const struct match_script_val *vals, uint32_t n,
		  const char *const *outs, char **outv, uint32_t nout,
		  char *err, size_t nerr)
{
	struct unit *u = p;
	struct compiled *c = code;
	struct unit *was = cur;
	PyObject *r, *drain = PyDict_GetItemString(lib, "drain"), *d;
	int rc = -1;
	uint32_t i;

	for (i = 0; i < nout; i++)
		outv[i] = NULL;
	cur = u;
	keep = 1;
	if (bind(u, names, vals, n, outs, nout) < 0) {
		take_error(err, nerr, 0);
		goto out;
	}
	r = PyEval_EvalCode(c->code, u->globals, u->globals);
	if (!r) {
		take_error(err, nerr, 0);
	} else {
		rc = c->expr ? PyObject_IsTrue(r) : keep;
		Py_DECREF(r);
		if (rc < 0)
			take_error(err, nerr, 0);
	}
out:
	d = drain ? PyObject_CallNoArgs(drain) : NULL;
	Py_XDECREF(d);
	PyErr_Clear();
	if (rc >= 0)
		for (i = 0; i < nout; i++)
			outv[i] = out_text(u, outs[i]);
	cur = was;
	return rc;
}

__attribute__((visibility("default")))
const struct smpl_py_api smpl_py_api_v1 = {
	.version = SMPL_PY_API_VERSION,
	.size = sizeof(struct smpl_py_api),
	.start = py_start,
	.unit_new = py_unit_new,
	.unit_free = py_unit_free,
	.compile = py_compile,
	.run = py_run,
};
