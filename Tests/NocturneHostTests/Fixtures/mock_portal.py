#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface, written with dbus-python, independently of Nocturne.

Usage: mock_portal.py SETTINGS_JSON [--version N] [--never-answer] [--no-version-property]
SETTINGS_JSON maps namespace -> key -> [signature, value], e.g.
  {"org.freedesktop.appearance": {"color-scheme": ["u", 1], "accent-color": ["(ddd)", [0.2, 0.4, 0.6]]}}
Version 1 offers Read (value boxed in two variants) and ReadAll; version 2 adds ReadOne. Unknown keys give
org.freedesktop.portal.Error.NotFound. --never-answer: Settings methods and the version property never reply.
Prints "ready" on stdout once it owns org.freedesktop.portal.Desktop. Then each line on stdin,
  ["set", namespace, key, signature, value]   changes a setting and emits SettingChanged
  ["raw-signal", namespace, key, signature, value]  emits SettingChanged without storing
answers "ok" on stdout after the signal is sent.
"""
import json
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

IFACE = "org.freedesktop.portal.Settings"


def make(signature, value):
    if signature == "u": return dbus.UInt32(value)
    if signature == "i": return dbus.Int32(value)
    if signature == "b": return dbus.Boolean(value)
    if signature == "s": return dbus.String(value)
    if signature == "d": return dbus.Double(value)
    if signature == "(ddd)": return dbus.Struct([dbus.Double(v) for v in value], signature="ddd")
    if signature == "as": return dbus.Array([dbus.String(v) for v in value], signature="s")
    raise ValueError("unsupported signature " + signature)


class NotFound(dbus.exceptions.DBusException):
    _dbus_error_name = "org.freedesktop.portal.Error.NotFound"


class UnknownMethod(dbus.exceptions.DBusException):
    _dbus_error_name = "org.freedesktop.DBus.Error.UnknownMethod"


class Portal(dbus.service.Object):
    def __init__(self, bus, settings, version, never_answer, version_property):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.settings = settings
        self.version = version
        self.never_answer = never_answer
        self.version_property = version_property
        self.held = []  # callbacks never called, kept alive

    def lookup(self, namespace, key):
        entry = self.settings.get(namespace, {}).get(key)
        if entry is None:
            raise NotFound("Requested setting not found")
        return make(entry[0], entry[1])

    @dbus.service.method("org.freedesktop.DBus.Properties", in_signature="ss", out_signature="v",
                         async_callbacks=("ok", "err"))
    def Get(self, interface, name, ok, err):
        if self.never_answer:
            self.held.append((ok, err)); return
        if interface != IFACE or name != "version" or not self.version_property:
            err(dbus.exceptions.DBusException("No such property", name="org.freedesktop.DBus.Error.InvalidArgs")); return
        ok(dbus.UInt32(self.version))

    @dbus.service.method(IFACE, in_signature="ss", out_signature="v", async_callbacks=("ok", "err"))
    def Read(self, namespace, key, ok, err):
        if self.never_answer:
            self.held.append((ok, err)); return
        try:
            value = self.lookup(namespace, key)
        except dbus.exceptions.DBusException as error:
            err(error); return
        # The deprecated Read boxes the value in a second variant: v containing v.
        ok(type(value)(value, variant_level=2))

    @dbus.service.method(IFACE, in_signature="ss", out_signature="v", async_callbacks=("ok", "err"))
    def ReadOne(self, namespace, key, ok, err):
        if self.never_answer:
            self.held.append((ok, err)); return
        if self.version < 2:
            err(UnknownMethod("No such method 'ReadOne'")); return
        try:
            ok(self.lookup(namespace, key))
        except dbus.exceptions.DBusException as error:
            err(error)

    @dbus.service.method(IFACE, in_signature="as", out_signature="a{sa{sv}}", async_callbacks=("ok", "err"))
    def ReadAll(self, namespaces, ok, err):
        if self.never_answer:
            self.held.append((ok, err)); return
        result = dbus.Dictionary({}, signature="sa{sv}")
        for namespace, entries in self.settings.items():
            if namespaces and not any(n == namespace or (n.endswith(".*") and namespace.startswith(n[:-1])) for n in namespaces if n):
                if any(namespaces):
                    continue
            result[namespace] = dbus.Dictionary({k: make(v[0], v[1]) for k, v in entries.items()}, signature="sv")
        ok(result)

    @dbus.service.signal(IFACE, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass


def main():
    args = sys.argv[1:]
    settings = json.loads(args[0])
    version = int(args[args.index("--version") + 1]) if "--version" in args else 2
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    portal = Portal(bus, settings, version, "--never-answer" in args, "--no-version-property" not in args)
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    loop = GLib.MainLoop()

    def on_input(source, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit(); return False
        command = json.loads(line)
        kind, namespace, key, signature, value = command
        if kind == "set":
            settings.setdefault(namespace, {})[key] = [signature, value]
        portal.SettingChanged(namespace, key, make(signature, value))
        bus.flush()
        print("ok", flush=True)
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, on_input)
    print("ready", flush=True)
    loop.run()
    del name


if __name__ == "__main__":
    main()
