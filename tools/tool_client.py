"""Run a tool (`ai-opt`, `ai-translate`, `ai-runner`, `filecheck`) through a warm tool server.

    python -I -S tool_client.py TOOL_PATH ARGS...

This file runs as a script and imports only built-in modules, so that it
starts in milliseconds (see tool_server.py for the protocol). It sends the
server its arguments, environment, working directory and standard file
descriptors, and ends as the run ended: the same exit status, or the same
signal. Without a server ($AIOPT_TOOL_SERVER), or when the server says so
(Python would start differently in this environment), it runs the real
tool at TOOL_PATH instead.
"""

import _signal
import _socket
import posix
import sys

# Only modules built into the interpreter: `os` and `signal` (which imports `enum` and `functools`) took
# 3 ms of each run's start, as long as the rest of it.

# Kept in step with aiopt.tools.tool_server.
SERVER_VARIABLE = b"AIOPT_TOOL_SERVER"
RUN_IT_YOURSELF = 0x7FFFFFFF
STATUS_SIZE = 4


def run_real_tool(tool_path, args):
    if tool_path.rpartition("/")[2] == "filecheck":
        # The server runs `filecheck` as aiopt.tools.file_check (matching as LLVM's FileCheck): so does this.
        # Without -I -S, so that the interpreter finds aiopt in its site-packages.
        posix.execv(sys.executable, [sys.executable, "-m", "aiopt.tools.file_check", *args])
    posix.execv(tool_path, [tool_path, *args])


def fsencode(text):
    return text.encode(sys.getfilesystemencoding(), sys.getfilesystemencodeerrors())


def main():
    tool_path, args = sys.argv[1], sys.argv[2:]
    environ = posix.environ  # bytes, as the server decodes them
    path = environ.get(SERVER_VARIABLE)
    if not path:
        run_real_tool(tool_path, args)
    umask = posix.umask(0)
    posix.umask(umask)
    fields = [fsencode(tool_path.rpartition("/")[2]), posix.getcwdb(), b"%d" % umask, b"%d" % len(args)]
    fields += [fsencode(arg) for arg in args]
    fields += [key + b"=" + value for key, value in environ.items()]
    body = b"\0".join(fields)
    connection = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        connection.connect(path)
        header = len(body).to_bytes(4, "big")
        descriptors = b"".join(fd.to_bytes(4, sys.byteorder, signed=True) for fd in (0, 1, 2))  # C ints
        connection.sendmsg([header], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, descriptors)])
        connection.sendall(body)
    except OSError:
        connection.close()
        run_real_tool(tool_path, args)
    reply = b""
    try:
        while len(reply) < STATUS_SIZE:
            chunk = connection.recv(STATUS_SIZE - len(reply))
            if not chunk:
                break
            reply += chunk
    except OSError:
        pass
    if len(reply) < STATUS_SIZE:
        name = tool_path.rpartition("/")[2]
        sys.stderr.write(f"{name}: the tool server ended the run without an exit status\n")
        posix._exit(1)
    status = int.from_bytes(reply, "big", signed=True)
    if status == RUN_IT_YOURSELF:
        run_real_tool(tool_path, args)
    if status < 0:
        try:
            _signal.signal(-status, _signal.SIG_DFL)
        except (OSError, ValueError):  # (SIGKILL's action cannot be set: it is the default)
            pass
        posix.kill(posix.getpid(), -status)
    posix._exit(status)


if __name__ == "__main__":
    main()
