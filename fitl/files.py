"""The engine's files: YAML read strictly, text written safely.

Reading (`read_yaml`): a file must be UTF-8 text, nested at most MAX_DEPTH
deep (counted on the parser's events before any structure is built: a deep
enough file would otherwise exhaust the C stack of the YAML composer), with
no key twice in one mapping and no value YAML cannot build (a number of more
than 4,300 digits, a date that does not exist).  Each refusal is a one-line
BadInput naming the file, the key and the line.

>>> read_text_yaml("a: 1\\nb: {c: 2, c: 3}\\n", "x.yaml")
Traceback (most recent call last):
fitl.errors.BadInput: x.yaml: b.c: duplicate key (line 2; first at line 2)

Writing (`atomic_write`): the file is either its old content or the new,
never half; see its docstring for links, devices, modes and locking.
"""

import contextlib
import hashlib
import os
import stat
import tempfile

import yaml

from .errors import BadInput

try:
    import fcntl
except ImportError:                # not on this system: writes are not serialised
    fcntl = None

MAX_DEPTH = 64         # far deeper than any file the engine writes (3) or reads
_BASE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MERGE = "tag:yaml.org,2002:merge"
_INT = "tag:yaml.org,2002:int"


def digest(data):
    """The digest of a file's bytes (what a state was read from)."""
    return hashlib.sha256(data).hexdigest()


# --- reading ----------------------------------------------------------------------


class _Refused(Exception):
    """A value the strict loader will not build: its key path, line and why."""

    def __init__(self, key, line, problem):
        super().__init__(problem)
        self.key, self.line, self.problem = key, line, problem


def _short(text, most=40):
    text = str(text)
    return text if len(text) <= most else text[:most - 3] + "..."


def _key_path(root, target):
    """The key path ('cards.deck[3]') of `target` in the node tree, a key
    node named by its own key; searched without recursion, each node once
    (an alias can make the tree a graph with cycles)."""
    stack, seen = [(root, "")], set()
    while stack:
        node, path = stack.pop()
        if node is target:
            return path
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                name = _short(k.value) if isinstance(k, yaml.ScalarNode) else "?"
                inner = f"{path}.{name}" if path else name
                if k is target:
                    return inner
                stack.append((v, inner))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(node.value))
    return ""


class StrictLoader(_BASE):
    """YAML's safe loader (libyaml's parser where installed) that refuses a
    key given twice in one mapping and names the key of any value it cannot
    build.  Construction is Python code in either case, so the checks cost
    libyaml nothing."""

    def construct_document(self, node):
        self._root = node
        return super().construct_document(node)

    def _refuse(self, node, problem):
        raise _Refused(_key_path(getattr(self, "_root", node), node), node.start_mark.line + 1, problem)

    def construct_object(self, node, deep=False):
        try:
            return super().construct_object(node, deep)
        except (ValueError, TypeError, AttributeError, OverflowError) as e:
            # int() past Python's 4,300 digits, a month 13, a malformed !!timestamp
            if node.tag == _INT and "digits" in str(e):
                self._refuse(node, f"too large a number ({len(node.value)} digits)")
            self._refuse(node, f"not a valid {node.tag.rsplit(':', 1)[-1]} value")

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            first = {}
            for key_node, _ in node.value:
                if key_node.tag == _MERGE:
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    earlier = first.setdefault(key, key_node)
                except TypeError:          # unhashable: the base class says so
                    continue
                if earlier is not key_node:
                    self._refuse(key_node, f"duplicate key (line {key_node.start_mark.line + 1}; "
                                           f"first at line {earlier.start_mark.line + 1})")
        return super().construct_mapping(node, deep)


def _check_depth(text, source):
    """Refuse a document nested deeper than MAX_DEPTH, from the parser's
    events (libyaml's parser keeps its own stack; only building the nodes
    recurses)."""
    depth = 0
    for event in yaml.parse(text, Loader=_BASE):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise BadInput(source, f"line {event.start_mark.line + 1}",
                               f"nested too deeply (more than {MAX_DEPTH} levels)")
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _yaml_error(e, source):
    mark = getattr(e, "problem_mark", None)
    problem = getattr(e, "problem", None) or str(e).splitlines()[0]
    if "nesting depth" in problem:         # libyaml's own bound, met while scanning ahead
        return BadInput(source, f"line {mark.line + 1}" if mark else None,
                        f"nested too deeply (more than {MAX_DEPTH} levels)")
    return BadInput(source, f"line {mark.line + 1}" if mark else None, f"not valid YAML ({problem})")


def read_text_yaml(text, source):
    """The data of a YAML text, read strictly (see the module docstring)."""
    try:
        _check_depth(text, source)
        loader = StrictLoader(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except _Refused as e:
        raise BadInput(source, e.key or f"line {e.line}", e.problem) from None
    except yaml.YAMLError as e:
        raise _yaml_error(e, source) from None
    except RecursionError:
        raise BadInput(source, None, "nested too deeply") from None


def read_bytes(path, what="file"):
    """A file's bytes; BadInput if it cannot be read."""
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except FileNotFoundError:
        raise BadInput(str(path), None, f"no such {what}") from None
    except IsADirectoryError:
        raise BadInput(str(path), None, f"is a directory, not a {what}") from None
    except OSError as e:
        raise BadInput(str(path), None, f"cannot read ({e.strerror or e})") from None


def decode(data, source):
    """Bytes as UTF-8 text; BadInput naming the line of the first bad byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise BadInput(source, f"line {line}", "not UTF-8 text") from None


def read_yaml(path, what="file"):
    """(data, digest of the bytes read) of a YAML file, read strictly."""
    data = read_bytes(path, what)
    return read_text_yaml(decode(data, str(path)), str(path)), digest(data)


# --- writing ----------------------------------------------------------------------


def _umask():
    mask = os.umask(0o022)     # the only way to read it (this process is single-threaded)
    os.umask(mask)
    return mask


def _kind(mode):
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


@contextlib.contextmanager
def _locked(target):
    """Hold an exclusive lock on the file at `target` (if it exists), and give
    its bytes as they are under the lock (None if there is no file).  A
    writer that waited re-opens the path if the file it locked was replaced
    meanwhile, so it sees the new one."""
    while True:
        try:
            fd = os.open(target, os.O_RDONLY)
        except FileNotFoundError:
            yield None
            return
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            now = os.stat(target)
        except FileNotFoundError:
            now = None
        here = os.fstat(fd)
        if now is not None and (now.st_dev, now.st_ino) == (here.st_dev, here.st_ino):
            break
        os.close(fd)               # replaced (or removed) while waiting: again
    try:
        with os.fdopen(os.dup(fd), "rb") as fh:
            yield fh.read()
    finally:
        os.close(fd)               # releases the lock


def atomic_write(path, text, expect=None):
    """Write `text` (str, or bytes for a binary file) to the file at `path` so that it is either the old content
    or the new, never half (a temporary file beside it, synced, then renamed
    over it).

    - A symbolic link is followed: the file it points to is written, the link
      stays a link.
    - /dev/null is written into (so `-o /dev/null` throws the output away);
      any other device, a FIFO, a socket or a directory is refused.
    - A new file gets mode 0666 less the umask, as any tool's; an existing one
      keeps its mode (and, where the process may set them, owner and group).
    - Writers take turns (an exclusive lock on the file being replaced); with
      `expect` (the digest of the bytes a state was read from) the write is
      refused if the file no longer holds those bytes, so two commands
      updating one file at once cannot lose a move without a word.

    Any refusal or failure is a BadInput, with the file left as it was."""
    where = str(path)
    if not where:
        raise BadInput("-o", None, "empty file name")
    target = os.path.realpath(where)
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    except OSError as e:
        raise BadInput(where, None, f"cannot write ({e.strerror})") from None
    if old is not None and not stat.S_ISREG(old.st_mode):
        if target == os.devnull and stat.S_ISCHR(old.st_mode):
            with open(target, "wb" if isinstance(text, bytes) else "w", encoding=None if isinstance(text, bytes) else "utf-8") as fh:
                fh.write(text)
            return
        raise BadInput(where, None, f"is {_kind(old.st_mode)}, not a file; nothing written")
    try:
        with _locked(target) as current:
            if expect is not None and (current is None or digest(current) != expect):
                raise BadInput(where, None, "changed since it was read; nothing written")
            _replace(target, text, old)
    except OSError as e:
        raise BadInput(where, None, f"cannot write ({e.strerror or e}); nothing written") from None


def _replace(target, text, old):
    fd, tmp = tempfile.mkstemp(prefix=".fitl-", suffix=".tmp", dir=os.path.dirname(target))
    try:
        with (os.fdopen(fd, "wb") if isinstance(text, bytes) else os.fdopen(fd, "w", encoding="utf-8")) as fh:
            fh.write(text)
            fh.flush()
            if old is not None:
                with contextlib.suppress(OSError):
                    os.fchown(fh.fileno(), old.st_uid, old.st_gid)
            os.fchmod(fh.fileno(), stat.S_IMODE(old.st_mode) if old is not None else 0o666 & ~_umask())
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
