package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Device paths must be device files under /dev, a pseudo-terminal only when said so (issue 34 item 6). */
class DevicePathsTest {
    private static final Path PTY = Path.of("/dev/pts/ptmx");

    @TempDir
    Path dir;

    private ConfigException refused(String path, DevicePaths.Kind kind) {
        return assertThrows(ConfigException.class, () -> DevicePaths.check("hal.bill.port", path, kind));
    }

    /** The lab's finding: accepted, and the validator's driver would have opened it. */
    @Test
    void theLabsRelativePathToDevMemIsRefusedByTheConfiguration() {
        Properties p = CabinetConfigTest.props(CabinetConfigTest.validText(dir).replace("hal.bill = simulated",
            "hal.bill = real\nhal.bill.port = ../../dev/mem"));

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.parse(p, GameCatalog.standard(), dir));

        assertEquals("hal.bill.port", e.key());
        assertTrue(e.getMessage().contains("not an absolute device path"), e.getMessage());
    }

    @Test
    void aPathThatLeavesDevThroughDotDotIsRefused() {
        assertTrue(refused("/dev/../tmp/x", DevicePaths.Kind.UART).getMessage().contains("without . or .. steps"));
    }

    @Test
    void aSerialPortOutsideDevIsRefused() {
        assertTrue(refused(dir.resolve("ttyX").toString(), DevicePaths.Kind.UART).getMessage().contains("not under /dev/"));
    }

    @Test
    void aCharacterDeviceThatIsNoSerialLineIsRefused() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/null")));

        assertTrue(refused("/dev/null", DevicePaths.Kind.UART).getMessage().contains("is not a serial line"));
    }

    /** The lab's A17b: /dev/tty (the controlling terminal, 5:0) passed by its name. */
    @Test
    void aCharacterDeviceNamedTtyThatIsNoSerialLineIsRefused() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/tty")));

        assertTrue(refused("/dev/tty", DevicePaths.Kind.UART).getMessage().contains("is not a serial line"));
    }

    /** A sysfs of hand-made links: each device number's subsystem, as /sys/dev/char/M:m/subsystem shows it. */
    private Path sysfs() throws IOException {
        Path sys = dir.resolve("sys");
        for (String cls : new String[] {"tty", "mem"}) {
            Files.createDirectories(sys.resolve("class").resolve(cls));
        }
        for (String[] d : new String[][] {{"1:3", "mem"}, {"188:0", "tty"}, {"4:64", "tty"}, {"4:1", "tty"}, {"5:0", "tty"},
            {"204:64", "tty"}}) {
            Path n = Files.createDirectories(sys.resolve("dev/char").resolve(d[0]));
            Files.createSymbolicLink(n.resolve("subsystem"), sys.resolve("class").resolve(d[1]));
        }
        return sys;
    }

    /** The lab's mknod /dev/ttyATK c 1 3 (root only, so by the classifier): its number is the memory driver's. */
    @Test
    void aSerialLineIsKnownByItsDeviceNumberNotItsName() throws IOException {
        Path sys = sysfs();

        assertEquals(false, DevicePaths.serialLine(sys, 1, 3), "1:3 is /dev/null's driver (mem)");
        assertEquals(true, DevicePaths.serialLine(sys, 188, 0), "ttyUSB0");
        assertEquals(true, DevicePaths.serialLine(sys, 4, 64), "ttyS0");
        assertEquals(true, DevicePaths.serialLine(sys, 204, 64), "ttyAMA0");
        assertEquals(false, DevicePaths.serialLine(sys, 4, 1), "tty1, a virtual console");
        assertEquals(false, DevicePaths.serialLine(sys, 5, 0), "/dev/tty, the controlling terminal");
        assertEquals(false, DevicePaths.serialLine(sys, 189, 0), "no such device number");
    }

    @Test
    void aFileDeclaredAsAPseudoTerminalIsRefused() throws IOException {
        Path f = Files.writeString(dir.resolve("ttyCab"), "not a device");

        assertTrue(refused(f.toString(), DevicePaths.Kind.PTY).getMessage().contains("is not a character device"));
    }

    @Test
    void aPseudoTerminalMustBeSaidToBeOne() {
        Assumptions.assumeTrue(Files.exists(PTY));

        assertTrue(refused(PTY.toString(), DevicePaths.Kind.UART).getMessage().contains("is a pseudo-terminal: say"
            + " hal.bill.port.kind=pty"));
    }

    @Test
    void aLinkToAPseudoTerminalSaidToBeOneIsAccepted() throws IOException {
        Assumptions.assumeTrue(Files.exists(PTY));
        Path link = Files.createSymbolicLink(dir.resolve("ttyCab"), PTY);

        DevicePaths.check("hal.bill.port", link.toString(), DevicePaths.Kind.PTY);
    }

    @Test
    void aDeviceNotPluggedInNowIsLeftToItsDriver() {
        DevicePaths.check("hal.bill.port", "/dev/serial/by-id/usb-JCM-opencab-test-if00-port0", DevicePaths.Kind.UART);
    }

    @Test
    void aPortKindKeyIsCheckedOnItsOwn() {
        assertEquals(DevicePaths.Kind.PTY, CabinetConfig.validate("hal.printer.port.kind", "pty", GameCatalog.standard()));
        assertThrows(ConfigException.class, () -> CabinetConfig.validate("hal.bill.port.kind", "usb", GameCatalog.standard()));
    }
}
