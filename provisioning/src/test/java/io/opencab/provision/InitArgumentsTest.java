package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** provision init given bad arguments: one line naming what is wrong, the right exit code, nothing written. */
class InitArgumentsTest {
    @TempDir
    Path dir;

    @Test
    void aKeySetTwiceIsRefusedNotLastWins() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "money.grouping=space", "--set", "money.grouping=period"));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().startsWith("provision: money.grouping: set twice"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    @Test
    void aKeyGivenByAFlagAndBySetIsRefused() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "bet.max.credits=500"));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().startsWith("provision: bet.max.credits: given by --max-bet and by --set"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    @Test
    void aPinGivenByItsOptionAndBySetIsRefused() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "security.pin.attendant=pbkdf2-sha256:100000:AAAA:BBBB"));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("security.pin.attendant: given by --attendant-pin and by --set"), r.err());
    }

    @Test
    void theEqualPinMessageNamesOnlyTheRolesThatShareAPin() {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--attendant-pin", "5822", "--technician-pin", "5822",
            "--regulator-pin", "6933"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(": attendant and technician were given equal PINs"), r.err());
        assertFalse(r.err().contains("regulator were"), r.err());
    }

    @Test
    void aPinEqualToAHashFromTheSourceFileIsRefusedNamingBoth() throws IOException {
        Path from = Files.writeString(dir.resolve("base.properties"), """
            cabinet.id = FLOOR-B-001
            cabinet.denomination.cents = 1
            games.enabled = christmas-tree
            bet.max.credits = 1000
            credit.limit.credits = 100000
            handpay.limit.credits = 120000
            bills.accepted.cents = 100,500
            hal.gpio = simulated
            hal.bill = simulated
            hal.bill.currency = USD
            """ + "security.pin.regulator = " + io.opencab.app.config.PinHash.create("6933", 100_000,
            new java.security.SecureRandom()).encode() + "\n");

        Cli.Run r = Cli.run("init", "--data-dir", dir.resolve("data").toString(), "--from", from.toString(),
            "--attendant-pin", "5822", "--technician-pin", "6933", "--pin-iterations", Cli.FAST);

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(": technician and regulator were given equal PINs"), r.err());
    }

    @Test
    void aDataDirectoryThatIsAFileIsSaidInWords() throws IOException {
        Path f = Files.createFile(dir.resolve("f"));

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--data-dir", f.toString()));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("cannot create the data directory " + f + ": it is a file, not a directory"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }

    @Test
    void aDataDirectoryUnderAFileIsSaidInWords() throws IOException {
        Path f = Files.createFile(dir.resolve("f"));

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--data-dir", f.resolve("data").toString()));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(f + " is a file, not a directory"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }

    @Test
    void anEmptyDataDirectoryIsRefusedAsEmpty() {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--data-dir", ""));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("'--data-dir': the path is empty"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void anEmptySourceFileIsRefusedAsEmpty() {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--from", ""));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("'--from': the path is empty"), r.err());
    }

    @Test
    void theExistingPinWithoutForceIsRefusedNotIgnored() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--pin", "2222"));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--pin is the existing technician PIN for --force"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    @Test
    void aValueWithALineBreakIsRefusedInOneLine() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "store.colocated.reason=one\ndisk"));

        assertEquals(1, r.rc(), r.toString());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("store.colocated.reason: the value \"one\\ndisk\" holds a control character"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    @Test
    void aReadOnlyParentIsSaidInWords() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root writes anywhere");
        Path ro = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-x------"));

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--data-dir", ro.resolve("data").toString()));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("cannot create the data directory " + ro.resolve("data") + ": " + ro
            + ": permission denied"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }
}
