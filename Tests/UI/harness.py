"""What the UI tests share: checks and their tally, the app under test with its printed lines,
X input (xdotool), screenshots (ImageMagick), the accessibility tree (pyatspi over AT-SPI), and
a minimal XSETTINGS manager. `ui_test.py` runs the tests; see run-ui-tests.sh."""
import json
import os
import subprocess
import tempfile
import threading
import time

import pyatspi
from gi.repository import GLib

WORK = tempfile.mkdtemp(prefix="tagflow-ui-")
SCREEN_WIDTH = 1024
results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f"  -- {detail}"), flush=True)
    return ok


# --- The app under test -----------------------------------------------------------------------
class App:
    """A program under test: `argv` run with `env` on the X display, each line it prints read on a
    thread (parsed by `parse`: JSON objects by default) into `lines`."""

    def __init__(self, argv, env=None, name="app", parse=json.loads):
        self.lines = []
        self.cond = threading.Condition()
        self.parse = parse
        environment = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", **(env or {}))
        self.stderr = open(os.path.join(WORK, name + ".stderr"), "w")
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=self.stderr, env=environment, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(self.parse(line))
                self.cond.notify_all()

    def mark(self):
        with self.cond:
            return len(self.lines)

    def since(self, mark):
        with self.cond:
            return list(self.lines[mark:])

    def settle(self, mark, quiet=0.25, timeout=3.0, first=1.5):
        """Waits up to `first` seconds for a line after `mark` (a loaded machine with a screen reader
        can take longer than `quiet` to answer a key), then until none has arrived for `quiet`
        seconds; returns the lines since `mark`."""
        end = time.monotonic() + timeout
        self.wait_line(lambda line: True, mark, first)
        count = -1
        while time.monotonic() < end:
            now = self.mark()
            if now == count:
                break
            count = now
            time.sleep(quiet)
        return self.since(mark)

    def wait_line(self, predicate, mark, timeout=3.0):
        """The first line after `mark` for which `predicate` holds, or None."""
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                for line in self.lines[mark:]:
                    if predicate(line):
                        return line
                left = end - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)


class Show(App):
    """`tagflow show --events FILE`: the callbacks it prints, one JSON object a line."""

    def __init__(self, tagflow, path, env=None):
        super().__init__([tagflow, "show", "--events", path], env, name=os.path.basename(path))

    def wait(self, name, mark, timeout=3.0, where=lambda c: True):
        """The first callback `name` after `mark` that satisfies `where`, or None."""
        line = self.wait_line(lambda c: c["name"] == name and where(c["arguments"]), mark, timeout)
        return line["arguments"] if line else None


def python_checks(script, prefix, count, env):
    """Runs `script`, a Python program that prints "ok NAME" or "FAIL NAME -- DETAIL" a line, with
    `env` (the typelib and the library), each line a check named after `prefix`; then whether it
    printed `count` lines and ended cleanly."""
    ran = subprocess.run(["/usr/bin/python3", script], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, GDK_BACKEND="x11", **env))
    lines = ran.stdout.splitlines()
    for line in lines:
        passed, _, rest = line.partition(" ")
        name, _, detail = rest.partition(" -- ")
        check(prefix + name, passed == "ok", detail)
    check(os.path.basename(script) + " ran every check and ended cleanly", len(lines) == count and ran.returncode == 0,
          (len(lines), ran.returncode, ran.stderr[-300:]))


def builder_validation(path, library):
    """`gtk4-builder-tool validate` on the .ui file at `path` without, then with, the shared
    `library` loaded (LD_PRELOAD): the two finished processes."""
    argv = ["gtk4-builder-tool", "validate", path]
    plain = subprocess.run(argv, capture_output=True, text=True)
    loaded = subprocess.run(argv, capture_output=True, text=True, env=dict(os.environ, LD_PRELOAD=library))
    return plain, loaded


def names(callbacks):
    return [c["name"] for c in callbacks]


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def park():
    # `mousemove --sync` to where the pointer already is stalls ~15 s; the tests wait for
    # callbacks instead of syncing, and park the pointer away from the window between gestures.
    xdo("mousemove", 1000, 740)


def screenshot(name):
    path = os.path.join(WORK, name + ".png")
    subprocess.run(["import", "-window", "root", path], check=True)
    raw = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout

    def pixel(x, y):
        i = (int(y) * SCREEN_WIDTH + int(x)) * 3
        return tuple(raw[i:i + 3])
    return pixel


def near(color, ref, tolerance=8):
    return all(abs(a - b) <= tolerance for a, b in zip(color, ref))


# --- AT-SPI -----------------------------------------------------------------------------------
def screen_reader(listening):
    """Says on the accessibility bus that an assistive technology listens (`org.a11y.Status`
    `IsEnabled`, which Orca sets when it starts), or that none does: the widgets build their
    accessible children only while one listens. pyatspi itself does not set it."""
    subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
                    "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "IsEnabled",
                    "<true>" if listening else "<false>"], check=True, capture_output=True)


def application(name="tagflow", timeout=8.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and name_of(app) == name:
                return app
        time.sleep(0.1)
    return None


def name_of(node):
    """The node's name, or None when its application left while the desktop was listed (the bus
    answers that with an error)."""
    try:
        return node.name
    except GLib.GError:
        return None


def descendants(node, role):
    found = []
    for child in node:
        if child is None:
            continue
        if child.getRole() == role:
            found.append(child)
        found += descendants(child, role)
    return found


def boxes(app):
    return descendants(app, pyatspi.ROLE_CHECK_BOX)


def states(node):
    return {pyatspi.stateToString(s) for s in node.getState().getStates()}


def extents(node):
    # GTK 4 reports window coordinates (it knows no screen coordinates); with no window manager
    # the window sits at the screen's origin, so these are screen coordinates too.
    e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (e.x, e.y, e.width, e.height)


def actions(node):
    action = node.queryAction()
    return {action.getName(i): i for i in range(action.nActions)}


def act(node, name):
    node.queryAction().doAction(actions(node)[name])


def poll(fn, timeout=2.0):
    """AT-SPI answers once GTK's D-Bus messages have been handled: poll."""
    end = time.monotonic() + timeout
    while True:
        value = fn()
        if value or time.monotonic() > end:
            return value
        time.sleep(0.05)


def has_keys(pid, timeout=5.0):
    """Whether the X server gives the keys to `pid`'s window within `timeout`: GTK focuses a widget as
    the window is shown, before X gives it the keyboard, and a key pressed between goes nowhere."""
    def focused_pid():
        ran = subprocess.run(["xdotool", "getwindowfocus", "getwindowpid"], capture_output=True, text=True)
        return ran.stdout.strip() == str(pid)
    return poll(focused_pid, timeout)


def text_point(box):
    """A point on the tag's text side: clear of its remove button (the last 22 points)."""
    x, y, w, h = extents(box)
    return x + max(6, (w - 22) // 2), y + h // 2


def fill_point(box):
    """A point of the tag's fill left of its text, inside the rounded end."""
    x, y, w, h = extents(box)
    return x + 6, y + h // 2


def close(process, app):
    """Closes the app's window the way a screen reader can (its `window.close` action); the exit status."""
    frame = descendants(app, pyatspi.ROLE_FRAME)[0]
    try:
        act(frame, "window.close")
    except GLib.GError:
        # The app may quit before it answers the action ("disconnected without replying"): that
        # is the close asked for, and a close that failed still shows below, as no exit.
        pass
    try:
        return process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        return None


# --- The desktop's settings ------------------------------------------------------------------
class XSettingsManager:
    """A minimal XSETTINGS manager (the protocol GNOME's settings daemon speaks on X11), talking
    to libX11 through ctypes: it owns the screen's _XSETTINGS_S0 selection and publishes integer
    and string settings. GTK takes `gtk-xft-dpi` (Xft/DPI) and `gtk-font-name` (Gtk/FontName)
    from here on X11 (it ignores settings.ini for the DPI)."""

    def __init__(self, integers):
        import ctypes
        x = ctypes.cdll.LoadLibrary("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XInternAtom.restype = ctypes.c_ulong
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XCreateSimpleWindow.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + [ctypes.c_uint] * 3 + [ctypes.c_ulong] * 2
        x.XSetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        x.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                      ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        x.XFlush.argtypes = [ctypes.c_void_p]
        self.x, self.display = x, x.XOpenDisplay(None)
        root = x.XDefaultRootWindow(self.display)
        self.window = x.XCreateSimpleWindow(self.display, root, 0, 0, 1, 1, 0, 0, 0)
        self.serial = 0
        self.publish(integers)
        x.XSetSelectionOwner(self.display, x.XInternAtom(self.display, b"_XSETTINGS_S0", 0), self.window, 0)
        x.XFlush(self.display)

    def publish(self, settings_by_name):
        """Sets the settings (int or str values): GTK clients watching the manager read them again
        at once."""
        import struct
        settings = self.x.XInternAtom(self.display, b"_XSETTINGS_SETTINGS", 0)
        blob = struct.pack("<B3xII", 0, self.serial, len(settings_by_name))  # little-endian, serial, N settings
        for name, value in settings_by_name.items():
            encoded = name.encode()
            kind = 1 if isinstance(value, str) else 0  # XSettingsTypeString, XSettingsTypeInteger
            blob += struct.pack("<BxH", kind, len(encoded)) + encoded + b"\0" * (-len(encoded) % 4)
            if kind == 1:
                text = value.encode()  # a setting's serial (when it last changed), its length, its bytes
                blob += struct.pack("<II", self.serial, len(text)) + text + b"\0" * (-len(text) % 4)
            else:
                blob += struct.pack("<Ii", self.serial, value)
        self.x.XChangeProperty(self.display, self.window, settings, settings, 8, 0, blob, len(blob))  # PropModeReplace
        self.x.XFlush(self.display)
        self.serial += 1
