package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        Cli.Run m = Cli.run("manifest", "--root", root.toString(), "--version", "9.9");
        assertEquals(0, m.rc(), m.toString());
        return root;
    }

    @Test
    void verifyPrintsEachComponentAndPasses() throws IOException {
        Path root = image();

        Cli.Run r = Cli.run("verify", "--root", root.toString());

        assertEquals(0, r.rc(), r.toString());
        assertTrue(r.out().contains("ok         file app/lib/engine.jar"), r.out());
        assertTrue(r.out().contains("ok         math app/lib/engine.jar!/io/opencab/engine/games/lostrelics/lost-relics.properties"), r.out());
        assertTrue(r.out().contains("ok         tree runtime"), r.out());
        assertTrue(r.out().contains("result: PASSED: 3 components match"), r.out());
    }

    @Test
    void aSeedAddsAnHmacSha1PerComponentThatDependsOnTheSeed() throws IOException {
        Path root = image();

        Cli.Run a = Cli.run("verify", "--root", root.toString(), "--seed", "00112233");
        Cli.Run b = Cli.run("verify", "--root", root.toString(), "--seed", "00112234");

        assertEquals(0, a.rc(), a.toString());
        assertEquals(3, a.out().lines().filter(l -> l.matches(" +hmac-sha1 [0-9a-f]{40}")).count(), a.out());
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

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("the seed must be an even number of hex digits"), r.err());
    }

    @Test
    void theManifestIsWrittenOnce() throws IOException {
        Path root = image();

        Cli.Run r = Cli.run("manifest", "--root", root.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("already exists"), r.err());
    }
}
