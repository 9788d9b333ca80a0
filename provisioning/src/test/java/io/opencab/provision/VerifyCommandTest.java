package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.verify.SigningKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTest {
    @TempDir
    Path dir;

    private Path image() throws IOException {
        Path root = dir.resolve("opencab");
        Files.createDirectories(root.resolve("app/lib"));
        Files.createDirectories(root.resolve("runtime/bin"));
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(root.resolve("app/lib/engine.jar")))) {
            j.putNextEntry(new JarEntry("io/opencab/engine/games/lostrelics/lost-relics.properties"));
            j.write("pays = 1,2,3\n".getBytes());
            j.closeEntry();
        }
        Files.writeString(root.resolve("runtime/bin/java"), "not really java");
        Cli.Run m = Cli.sign("manifest", "--root", root.toString(), "--version", "9.9", "--key", testKey().toString());
        assertEquals(0, m.rc(), m.toString());
        return root;
    }

    /** A test key made when the test runs (the build side's sign keygen --test), never a release key. */
    private Path testKey() {
        Path key = dir.resolve("keys/TEST-verify.key");
        if (!Files.exists(key)) {
            Cli.Run k = Cli.sign("keygen", "--out", dir.resolve("keys").toString(), "--name", "TEST-verify", "--test");
            assertEquals(0, k.rc(), k.toString());
        }
        return key;
    }

    private String fingerprint() {
        return SigningKey.readPublic(dir.resolve("keys/TEST-verify.pub")).fingerprint();
    }

    @Test
    void verifyPrintsEachComponentAndPasses() throws IOException {
        Path root = image();

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(0, r.rc(), r.toString());
        assertTrue(r.out().contains("ok         file app/lib/engine.jar"), r.out());
        assertTrue(r.out().contains("ok         math app/lib/engine.jar!/io/opencab/engine/games/lostrelics/lost-relics.properties"), r.out());
        assertTrue(r.out().contains("ok         tree runtime"), r.out());
        assertTrue(r.out().contains("result: PASSED: 4 components match"), r.out());
    }

    @Test
    void verifyPrintsTheSigningKeysFingerprint() throws IOException {
        Path root = image();

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertTrue(r.out().contains("signature: valid, signed by TEST key TEST-verify, Ed25519 fingerprint SHA256:"
            + fingerprint()), r.out());
    }

    /** The lab re-signed on the board with the image's own provision keygen and manifest: the board tool has neither. */
    @Test
    void theBoardsProvisionCanNeitherMakeAKeyNorSignAManifest() throws IOException {
        Path root = image();

        Cli.Run manifest = Cli.run("manifest", "--root", root.toString(), "--force", "--key", testKey().toString());
        Cli.Run keygen = Cli.run("keygen", "--out", dir.resolve("board").toString(), "--name", "TEST-board", "--test");

        assertEquals(2, manifest.rc(), manifest.toString());
        assertTrue(manifest.err().contains("unexpected argument"), manifest.err());
        assertEquals(2, keygen.rc(), keygen.toString());
        assertTrue(Files.notExists(dir.resolve("board")), "no key made");
    }

    /** With a signing tool brought to the board: the manifest is signed, but not by the image's key. */
    @Test
    void aManifestRemadeWithAKeyMadeOnTheBoardFailsVerify() throws IOException {
        Path root = image();
        Files.copy(root.resolve("software-signing-key.pub"), dir.resolve("image-key.pub"));
        Cli.sign("keygen", "--out", dir.resolve("board").toString(), "--name", "TEST-board", "--test");
        Cli.sign("manifest", "--root", root.toString(), "--force", "--key", dir.resolve("board/TEST-board.key").toString());
        Files.copy(dir.resolve("image-key.pub"), root.resolve("software-signing-key.pub"),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("not by this image's key SHA256:" + fingerprint()), r.err());
    }

    @Test
    void aSeedAddsAnHmacSha1PerComponentThatDependsOnTheSeed() throws IOException {
        Path root = image();

        Cli.Run a = Cli.run("verify", "--root", root.toString(), "--seed", "00112233");
        Cli.Run b = Cli.run("verify", "--root", root.toString(), "--seed", "00112234");

        assertEquals(0, a.rc(), a.toString());
        assertEquals(4, a.out().lines().filter(l -> l.matches(" +hmac-sha1 [0-9a-f]{40}")).count(), a.out());
        assertTrue(!a.out().lines().filter(l -> l.contains("hmac-sha1")).toList()
            .equals(b.out().lines().filter(l -> l.contains("hmac-sha1")).toList()));
    }

    @Test
    void aTamperedJarFailsVerification() throws IOException {
        Path root = image();
        Path jar = root.resolve("app/lib/engine.jar");
        byte[] bytes = Files.readAllBytes(jar);
        bytes[bytes.length / 2] ^= 0x20;
        Files.write(jar, bytes);

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.out().contains("MISMATCH   file app/lib/engine.jar"), r.out());
        assertTrue(r.err().contains("software verification FAILED"), r.err());
    }

    @Test
    void aDamagedManifestIsAClearError() throws IOException {
        Path root = image();
        Path m = root.resolve("software-manifest.txt");
        Files.writeString(m, Files.readString(m).replace("version 9.9", "version 9.8"));

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("damaged software manifest"), r.err());
    }

    @Test
    void aBadSeedIsAClearError() throws IOException {
        Path root = image();

        Cli.Run r = Cli.run("verify", "--root", root.toString(), "--seed", "xyz");

        assertEquals(2, r.rc(), r.toString()); // a bad argument (docs/deploy.md), not a failed verification
        assertTrue(r.err().contains("the seed must be an even number of hex digits"), r.err());
    }

    @Test
    void aRootThatIsAFileIsSaidInWords() throws IOException {
        Path f = Files.createFile(dir.resolve("f"));

        Cli.Run r = Cli.run("verify", "--root", f.toString());

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--root " + f + ": it is a file, not a directory"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }

    @Test
    void aManifestThatIsADirectoryIsSaidInWords() throws IOException {
        Path root = image();
        Path m = root.resolve("software-manifest.txt");
        Files.delete(m);
        Files.createDirectory(m);

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("cannot read the software manifest " + m + ": is a directory"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }

    @Test
    void anEmptyRootIsRefusedAsEmpty() {
        Cli.Run r = Cli.run("verify", "--root", "");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("'--root': the path is empty"), r.err());
    }
}
