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

import _socket
import array
import os
import signal
import sys

# Kept in step with aiopt.tools.tool_server.
SERVER_VARIABLE = "AIOPT_TOOL_SERVER"
RUN_IT_YOURSELF = 0x7FFFFFFF
STATUS_SIZE = 4


def run_real_tool(tool_path, args):
    os.execv(tool_path, [tool_path, *args])


def main():
    tool_path, args = sys.argv[1], sys.argv[2:]
    path = os.environ.get(SERVER_VARIABLE)
    if not path:
        run_real_tool(tool_path, args)
    umask = os.umask(0)
    os.umask(umask)
    fields = [os.path.basename(tool_path), os.getcwd(), str(umask), str(len(args)), *args]
    fields += [f"{key}={value}" for key, value in os.environ.items()]
    body = b"\0".join(os.fsencode(field) for field in fields)
    connection = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        connection.connect(path)
        header = len(body).to_bytes(4, "big")
        rights = [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, array.array("i", [0, 1, 2]))]
        connection.sendmsg([header], rights)
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
        sys.stderr.write(f"{os.path.basename(tool_path)}: the tool server ended the run without an exit status\n")
        os._exit(1)
    status = int.from_bytes(reply, "big", signed=True)
    if status == RUN_IT_YOURSELF:
        run_real_tool(tool_path, args)
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    os._exit(status)


if __name__ == "__main__":
    main()
