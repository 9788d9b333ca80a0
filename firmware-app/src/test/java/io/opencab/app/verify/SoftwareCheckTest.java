package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SoftwareCheckTest {
    @TempDir
    Path dir;

    @Test
    void anUntouchedInstallPasses() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertTrue(r.passed(), r.summary());
        assertEquals(6, r.lines().size());
    }

    @Test
    void aTamperedJarIsDetected() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.flip(root.resolve("app/cabinet.jar"), 60);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertFalse(r.passed());
        assertEquals(List.of("app/cabinet.jar"), r.failures().stream().map(l -> l.component().name()).toList());
        assertEquals(VerificationReport.Status.MISMATCH, r.failures().getFirst().status());
        assertTrue(r.summary().contains("app/cabinet.jar: digest mismatch"), r.summary());
    }

    @Test
    void aChangedMathResourceFailsBothTheJarAndTheMathComponent() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.jar(root.resolve(InstallFixture.ENGINE_JAR), "symbols = A,B,C\npays.A = 5,10,99\n");

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertEquals(List.of(Component.Kind.FILE, Component.Kind.MATH),
            r.failures().stream().map(l -> l.component().kind()).toList());
    }

    @Test
    void aChangedRuntimeFileFailsTheRuntimeTree() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.flip(root.resolve("runtime/lib/modules"), 100);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertEquals(List.of("runtime"), r.failures().stream().map(l -> l.component().name()).toList());
    }

    @Test
    void aFileAddedToTheRuntimeFailsTheRuntimeTree() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Files.writeString(root.resolve("runtime/lib/agent.so"), "x");

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertEquals(List.of("runtime"), r.failures().stream().map(l -> l.component().name()).toList());
    }

    @Test
    void aMissingJarIsReportedMissing() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Files.delete(root.resolve("app/cabinet.jar"));

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertEquals(VerificationReport.Status.MISSING, r.failures().getFirst().status());
        assertFalse(r.passed());
    }

    @Test
    void anUnlistedJarFailsTheCheck() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        InstallFixture.jar(root.resolve("app/lib/trojan.jar"), null);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertFalse(r.passed());
        assertEquals(List.of("app/lib/trojan.jar"), r.unexpected());
        assertTrue(r.failures().isEmpty());
    }

    /** RFC 2202 test case 1: key 0x0b x 20, data "Hi There". */
    @Test
    void theSeededHmacIsHmacSha1OfTheComponentBytes() throws IOException {
        Files.createDirectories(dir.resolve("bin"));
        Files.writeString(dir.resolve("bin/data"), "Hi There");
        InstallFixture.manifest(dir);

        VerificationReport r = SoftwareCheck.run(dir, Optional.of(SoftwareCheck.parseSeed("0b".repeat(20))));

        assertEquals("b617318655057264e28bc0b6fb378c8ef146be00", r.lines().getFirst().hmacSha1());
    }

    @Test
    void withoutASeedThereIsNoHmac() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);

        VerificationReport r = SoftwareCheck.run(root, Optional.empty());

        assertNull(r.lines().getFirst().hmacSha1());
    }

    @Test
    void aSeedMustBeEvenHex() {
        assertThrows(VerificationException.class, () -> SoftwareCheck.parseSeed("abc"));
        assertThrows(VerificationException.class, () -> SoftwareCheck.parseSeed("zz"));
        assertThrows(VerificationException.class, () -> SoftwareCheck.parseSeed("00".repeat(65)));
        assertEquals("0bff", HexFormat.of().formatHex(SoftwareCheck.parseSeed("0x0BFF")));
    }
}
