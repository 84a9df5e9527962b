# coccilib.py - the Python side of gcc-smpl's script host, embedded in
# build/smpl-python.so (pyembed.c runs it once, when Python starts).
#
# It builds the modules a script rule sees, with the API the kernel's
# rules use (spatch 1.1.1's names and output formats, written here):
#   coccilib.report.print_report(pos, msg="ERROR")
#       FILE:LINE:COL-COLEND: MSG
#   coccilib.org.print_todo(pos, msg="", color="ovl-face1")
#       * TODO [[view:FILE::face=COLOR::linb=LINE::colb=COL::cole=COLEND][MSG]]
#   coccilib.org.print_link(...)        the same without "* TODO "
#   coccilib.org.print_safe_todo/_link  MSG with [ ] written @( )
#   cocci.print_main(msg, ps, color="ovl-face1")  a todo for ps[0],
#       its message "MSG FILE::LINE" (or "FILE::LINE" when msg is "")
#   cocci.print_sec(msg, ps, color="ovl-face2")   a link for ps[0]
#   cocci.print_secs(msg, ps, color="ovl-face2")  a link for each
#   cocci.include_match(b), cocci.make_ident/make_expr/make_type(text)
# An empty org message is "FILE::LINE".  Each line goes to the host
# (_smpl.emit) as a finding rather than to cc1's stdout; so does what
# print() writes, line by line.

import sys
import types
import _smpl

REPORT, ORG, PRINT = 0, 1, 2


class Location:
    """Where a position metavariable was bound; every field a string,
    as spatch gives them (columns are bytes from 0, column_end one past
    the last)."""

    def __init__(self, file, current_element, line, column, line_end,
                 column_end):
        self.file = file
        self.current_element = current_element
        self.line = line
        self.column = column
        self.line_end = line_end
        self.column_end = column_end

    def __repr__(self):
        return "<Location %s:%s:%s-%s:%s in %s>" % (
            self.file, self.line, self.column, self.line_end,
            self.column_end, self.current_element)


class _Captured:
    """sys.stdout of the scripts: each complete line is a finding of
    kind PRINT; the rest waits for its newline (or the end of the
    run)."""

    def __init__(self):
        self.pending = ""

    def write(self, s):
        s = str(s)
        self.pending += s
        while "\n" in self.pending:
            line, self.pending = self.pending.split("\n", 1)
            _smpl.emit(PRINT, line, None, None)
        return len(s)

    def drain(self):
        if self.pending:
            line, self.pending = self.pending, ""
            _smpl.emit(PRINT, line, None, None)

    def flush(self):
        pass

    def isatty(self):
        return False


_out = _Captured()


def _emit(kind, text, msg, pos):
    _out.drain()
    _smpl.emit(kind, text, msg, pos)


def _one(p):
    # a Location, or (leniently) the list a position metavariable is
    if isinstance(p, (list, tuple)):
        return p[0]
    return p


def _module(name, **attrs):
    m = types.ModuleType(name)
    for k, v in attrs.items():
        setattr(m, k, v)
    sys.modules[name] = m
    return m


# ---- coccilib.report ----

def _report_line(p, msg):
    return "%s:%s:%s-%s: %s" % (p.file, p.line, p.column, p.column_end,
                                msg)


def print_report(p, msg="ERROR"):
    p = _one(p)
    _emit(REPORT, _report_line(p, msg), msg, p)


# ---- coccilib.org ----

def _org_link(p, msg, color):
    return "[[view:%s::face=%s::linb=%s::colb=%s::cole=%s][%s]]" % (
        p.file, color, p.line, p.column, p.column_end, msg)


def _org_msg(p, msg):
    return msg if msg != "" else "%s::%s" % (p.file, p.line)


def print_link(p, msg="", color="ovl-face1"):
    p = _one(p)
    msg = _org_msg(p, msg)
    _emit(ORG, _org_link(p, msg, color), msg, p)


def print_todo(p, msg="", color="ovl-face1"):
    p = _one(p)
    msg = _org_msg(p, msg)
    _emit(ORG, "* TODO " + _org_link(p, msg, color), msg, p)


def _safe(msg):
    return msg.replace("[", "@(").replace("]", ")")


def print_safe_todo(p, msg="", color="ovl-face1"):
    print_todo(p, _safe(msg), color)


def print_safe_link(p, msg="", color="ovl-face1"):
    print_link(p, _safe(msg), color)


def print_main(msg, ps, color="ovl-face1"):
    p = _one(ps)
    where = "%s::%s" % (p.file, p.line)
    print_todo(p, where if msg == "" else msg + " " + where, color)


def print_sec(msg, ps, color="ovl-face2"):
    print_link(_one(ps), msg, color)


def print_secs(msg, ps, color="ovl-face2"):
    for p in ps:
        print_link(p, msg, color)


# ---- made values (coccinelle.NAME = make_ident(...)) ----

class Identifier(str):
    pass


class Expression(str):
    pass


class Type(str):
    pass


class Cocci:
    """The `cocci` object of the scripts."""

    def include_match(self, b):
        _smpl.include(bool(b))

    def make_ident(self, s):
        return Identifier(s)

    def make_expr(self, s):
        return Expression(s)

    def make_type(self, s):
        return Type(s)

    def make_stmt(self, s):
        return str(s)

    def print_main(self, msg, ps, color="ovl-face1"):
        print_main(msg, ps, color)

    def print_sec(self, msg, ps, color="ovl-face2"):
        print_sec(msg, ps, color)

    def print_secs(self, msg, ps, color="ovl-face2"):
        print_secs(msg, ps, color)


report = _module("coccilib.report", print_report=print_report)
org = _module("coccilib.org", print_todo=print_todo, print_link=print_link,
              print_safe_todo=print_safe_todo,
              print_safe_link=print_safe_link, print_main=print_main,
              print_sec=print_sec, print_secs=print_secs)
elems = _module("coccilib.elems", Location=Location)
coccilib = _module("coccilib", report=report, org=org, elems=elems)
coccilib.__path__ = []

sys.stdout = _out


def new_unit():
    """The globals of a unit's scripts (shared by all of them, as
    spatch's scripts share __main__) and its coccinelle module."""
    cmod = _module("coccinelle")
    g = {"__name__": "__main__", "__builtins__": __builtins__,
         "coccilib": coccilib, "cocci": Cocci(), "coccinelle": cmod}
    return g, cmod


def compile_code(code, file, line, expr):
    """Code whose first line is line `line` of file, so that Python's
    messages name the rule file's lines."""
    if expr:
        code = code.strip()
    return compile("\n" * (line - 1) + code, file,
                   "eval" if expr else "exec")


def error_text(e, compiling):
    """The message of exception e: Python's own for a compile error,
    else the traceback's last line."""
    if compiling and isinstance(e, SyntaxError):
        return "%s: %s" % (type(e).__name__, e)
    import traceback
    return traceback.format_exception_only(type(e), e)[-1].strip()


def drain():
    _out.drain()
