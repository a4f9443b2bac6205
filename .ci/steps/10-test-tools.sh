# Install what the test suites need from the machine, so that the test pass skips nothing: dbus, the real portal, Xvfb, dconf, tmux (NocturneHost), jsonschema (SARIF), Chromium (the report's page, read back in a test); and strace for the kill matrix, which runs in the background, where it must not race another step's apt-get
source .ci/lib.sh
install_packages dbus-daemon dbus-bin xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend dconf-cli \
    gsettings-desktop-schemas libglib2.0-bin xvfb fuse3 python3-dbus python3-gi tmux python3-jsonschema chromium strace
python3 -c 'import jsonschema' || fail "python3 cannot import jsonschema after installing python3-jsonschema"
echo "ok: test tools installed"
