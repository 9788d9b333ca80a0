package io.opencab.provision.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.verify.SigningKey;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The build-side signing tool (issue 34 item 3; docs/deploy.md "Key ceremony"). */
class SigningCliTest {
    @TempDir
    Path dir;

    record Run(int rc, String out, String err) {
    }

    private static Run sign(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = SigningCli.execute(args, new PrintWriter(out), new PrintWriter(err), Clock.systemUTC());
        return new Run(rc, out.toString(), err.toString());
    }

    private Path key() {
        Run r = sign("keygen", "--out", dir.resolve("keys").toString(), "--name", "TEST-sign", "--test");
        assertEquals(0, r.rc(), r.err());
        return dir.resolve("keys/TEST-sign.key");
    }

    @Test
    void keygenWritesAnOwnerOnlyPrivateKeyThatSignsAndRefusesToOverwrite() throws IOException {
        Path key = key();

        Run again = sign("keygen", "--out", dir.resolve("keys").toString(), "--name", "TEST-sign", "--test");

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        SigningKey pub = SigningKey.readPublic(key);
        assertEquals(pub.fingerprint(), SigningKey.readPublic(dir.resolve("keys/TEST-sign.pub")).fingerprint());
        byte[] data = "x".getBytes(StandardCharsets.US_ASCII);
        assertTrue(pub.verifies(data, ReleaseKeys.sign(ReleaseKeys.readPrivate(key), data)));
        assertEquals(1, again.rc());
        assertTrue(again.err().contains("already exists"), again.err());
    }

    @Test
    void aTestKeyMustBeNamedAsOne() {
        Run r = sign("keygen", "--out", dir.resolve("keys").toString(), "--name", "release", "--test");

        assertEquals(1, r.rc());
        assertTrue(r.err().contains("starts with TEST-"), r.err());
    }

    @Test
    void manifestNeedsThePrivateKeyAndIsWrittenOnce() throws IOException {
        Path root = Files.createDirectories(dir.resolve("opencab/app"));
        Files.writeString(root.resolve("readme.txt"), "an image");
        Path key = key();

        Run noKey = sign("manifest", "--root", root.toString());
        Run first = sign("manifest", "--root", root.toString(), "--key", key.toString());
        Run second = sign("manifest", "--root", root.toString(), "--key", key.toString());

        assertEquals(2, noKey.rc());
        assertTrue(noKey.err().contains("Missing required option: '--key=KEY'"), noKey.err());
        assertEquals(0, first.rc(), first.err());
        assertTrue(Files.readString(root.resolve(SigningKey.PUBLIC_FILE)).contains("name TEST-sign"));
        assertEquals(1, second.rc());
        assertTrue(second.err().contains("already exists"), second.err());
    }
}
