# sitecustomize.py - makes Debian's distcc-pump include server (3.4) work
# on Python 3.10 and later, for kbuild-glue/smpl-make.sh --pump.
#
# The include server's C extension (distcc_pump_c_extensions) was built
# without PY_SSIZE_T_CLEAN, so on Python 3.10+ its functions that take a
# string with its length (OsPathExists, OsPathIsFile,
# CompressLzo1xAlloc) raise "SystemError: PY_SSIZE_T_CLEAN macro must
# be defined for '#' formats", the include server gives up on every
# unit and distcc preprocesses locally (plain distcc, silently).  Its
# other functions (RArgv, RCwd, XArgv, Realpath) work.
#
# smpl-make.sh --pump puts this directory on PYTHONPATH, so Python
# imports this file at start-up; when the extension is importable and
# broken, its three functions are replaced: the two stat calls by
# os.path's, the compressor by an LZO1X encoder of our own that writes
# the whole file as one literal run (a valid LZO1X stream, which
# distccd's decompressor reads; no smaller than the file, which does
# not matter to the test's localhost server).  The file's bytes are
# kept as they are (the include server reads files as latin-1 text; the
# extension would have sent them as UTF-8, changing every non-ASCII
# byte).  Nothing else is touched: another Python program that starts
# with this directory on its path only runs the sitecustomize.py this
# one shadows (Debian's, found further on the path), as it would have.
import os
import sys


def _lzo1x_literals(data):
    """data as an LZO1X stream: one literal run, then the end marker."""
    n = len(data)
    if n == 0:
        head = b""
    elif n <= 3:
        head = bytes([17 + n])          # first-byte form: n literals
    elif n <= 18:
        head = bytes([n - 3])           # 0000LLLL: L + 3 literals
    else:
        rest = n - 18                   # 0, then zeros of 255, then 1..255
        zeros = (rest - 1) // 255
        head = b"\0" + b"\0" * zeros + bytes([rest - 255 * zeros])
    return head + data + b"\x11\0\0"


def _compress(text):
    if isinstance(text, str):
        text = text.encode("latin-1")
    return _lzo1x_literals(bytes(text))


def _fix():
    try:
        import distcc_pump_c_extensions as ext
    except ImportError:
        return
    try:
        ext.OsPathIsFile("/")
        return                          # built right: nothing to do
    except SystemError:
        pass
    ext.OsPathExists = os.path.exists
    ext.OsPathIsFile = os.path.isfile
    ext.CompressLzo1xAlloc = _compress


def _chain():
    """Runs the sitecustomize.py that this one shadows, if any."""
    here = os.path.dirname(os.path.abspath(__file__))
    for d in sys.path:
        f = os.path.join(d or ".", "sitecustomize.py")
        if os.path.abspath(d or ".") != here and os.path.isfile(f):
            with open(f, encoding="utf-8") as src:
                code = compile(src.read(), f, "exec")
            exec(code, {"__name__": "sitecustomize", "__file__": f})
            return


if any(p.endswith("include_server") for p in sys.path):
    _fix()
try:
    _chain()
except Exception:
    pass
