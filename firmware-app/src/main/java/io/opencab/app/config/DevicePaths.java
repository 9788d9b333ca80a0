package io.opencab.app.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The serial ports of real devices and links are device files (issue 34 item 6; docs/configuration.md
 * "Device paths"): the bill validator's {@code hal.bill.port}, the ticket printer's {@code hal.printer.port}
 * and {@code sas.port}. A port is an absolute path under {@code /dev/} without {@code .} or {@code ..}
 * steps; where it exists it must be a serial line once links are followed ({@code /dev/serial/by-id/...}
 * resolves to one): a character device whose number the kernel files under the {@code tty} class
 * ({@code /sys/dev/char/M:m/subsystem}), not a virtual console nor {@code /dev/tty} / {@code /dev/console}
 * (the lab's A17b: {@code mknod /dev/ttyATK c 1 3} and {@code /dev/tty} passed by their names). A pseudo-terminal (tests, a SMIB bridged by
 * socat) is said so explicitly with the port's kind {@code pty} ({@code hal.bill.port.kind},
 * {@code hal.printer.port.kind}, {@code sas.port.kind}): then the path may lie anywhere, and must lead to a
 * {@code /dev/pts/} device where it exists. Refused: {@code ../../dev/mem}, {@code /dev/../tmp/x}, a file, a
 * disk, a pseudo-terminal not declared as one.
 */
final class DevicePaths {
    /** The suffix of a port's kind key: {@code <port key>.kind}. */
    static final String KIND_SUFFIX = ".kind";

    /** How a port is wired. */
    enum Kind { UART, PTY }

    private DevicePaths() {
    }

    /** A port's kind as configured: {@code uart} (the default) or {@code pty}. */
    static Kind kind(String key, String value) {
        if (value == null) {
            return Kind.UART;
        }
        return switch (value.strip()) {
            case "uart" -> Kind.UART;
            case "pty" -> Kind.PTY;
            default -> throw new ConfigException(key, "must be uart or pty (got '" + value.strip() + "')");
        };
    }

    /**
     * Checks the port {@code path} of {@code key}.
     *
     * @throws ConfigException naming the key and why
     */
    static void check(String key, String path, Kind kind) {
        Path p;
        try {
            p = Path.of(path);
        } catch (InvalidPathException e) {
            throw new ConfigException(key, "not a path: " + e.getMessage(), e);
        }
        if (!p.isAbsolute() || !p.normalize().toString().equals(path) || path.contains("/./") || path.endsWith("/.")) {
            throw new ConfigException(key, path + " is not an absolute device path without . or .. steps (a serial"
                + " device such as /dev/ttyUSB0)");
        }
        if (kind == Kind.UART && !path.startsWith("/dev/")) {
            throw new ConfigException(key, path + " is not under /dev/: a serial port is a device file such as"
                + " /dev/ttyUSB0 (a pseudo-terminal of a test or bridge says " + key + KIND_SUFFIX + "=pty)");
        }
        if (!Files.exists(p)) {
            return; // unplugged now: the device's own open reports it (docs/hal.md)
        }
        Path real;
        try {
            real = p.toRealPath();
        } catch (IOException e) {
            throw new ConfigException(key, "cannot resolve " + path + ": " + IoReason.of(e), e);
        }
        String r = real.toString();
        boolean pty = r.startsWith("/dev/pts/");
        if (!characterDevice(real)) {
            throw new ConfigException(key, path + (r.equals(path) ? "" : " (" + r + ")") + " is not a character device:"
                + " a serial port is a device file such as /dev/ttyUSB0");
        }
        if (kind == Kind.PTY && !pty) {
            throw new ConfigException(key, path + " leads to " + r + ", not to a pseudo-terminal under /dev/pts/ as "
                + key + KIND_SUFFIX + "=pty says");
        }
        if (kind == Kind.UART && (pty || !serialLine(real))) {
            throw new ConfigException(key, path + (r.equals(path) ? "" : " (" + r + ")") + (pty
                ? " is a pseudo-terminal: say " + key + KIND_SUFFIX + "=pty where that is meant (tests, a bridge)"
                : " is not a serial line (a tty device such as /dev/ttyUSB0, /dev/ttyAMA0)"));
        }
    }

    /** Whether the character device {@code real} is a serial line by its device number (see the class comment). */
    private static boolean serialLine(Path real) {
        long dev;
        try {
            dev = ((Number) Files.getAttribute(real, "unix:rdev")).longValue();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
        // glibc's gnu_dev_major / gnu_dev_minor.
        int major = (int) (((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL));
        int minor = (int) ((dev & 0xff) | ((dev >>> 12) & ~0xffL));
        return serialLine(Path.of("/sys"), major, minor);
    }

    /**
     * Whether device {@code major:minor} is a serial line, as the sysfs at {@code sys} files it: of the {@code tty}
     * class, but not a virtual console (4:0-63) nor {@code /dev/tty}, {@code /dev/console}, {@code /dev/ptmx} (5:*).
     */
    static boolean serialLine(Path sys, int major, int minor) {
        if ((major == 4 && minor < 64) || major == 5) {
            return false;
        }
        Path subsystem = sys.resolve("dev/char").resolve(major + ":" + minor).resolve("subsystem");
        try {
            return subsystem.toRealPath().getFileName().toString().equals("tty");
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean characterDevice(Path real) {
        try {
            int mode = (Integer) Files.getAttribute(real, "unix:mode");
            return (mode & 0170000) == 0020000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }
}
